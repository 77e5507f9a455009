import { localized } from '../../core/i18n/locale.js'
import { buttonsMessages } from '../../core/messages/buttons.js'
import { useActiveLocale } from '../../ui/useActiveLocale.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { svg } from '../../ui/Icons.js'
import type { DrivenModal } from './useDrivenModal.js'

/** The buttons' texts in the modal's active locale. */
const messages = localized(buttonsMessages)

const WarningIcon = () => (
  <svg {...svg}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v4M12 17.5v.5" />
  </svg>
)

/** Which of its three faces the network button shows (also its `data-state`). */
export type NetworkButtonState = 'connected' | 'disconnected' | 'unsupported'

/** The face for a modal state: a connected wallet on a network the host did not configure is 'unsupported'. */
export function networkButtonState(state: DrivenModal['state']): NetworkButtonState {
  if (state.status !== 'connected') return 'disconnected'
  return state.networkName === undefined ? 'unsupported' : 'connected'
}

/**
 * `<wallet-modal-network-button>`'s content, opening Networks: the network's icon (else initials) and
 * name with a filled dot while connected; while disconnected the selected network with a hollow dot,
 * read as 'Network: Anvil A, not connected'; on a network the host did not configure a warning
 * icon and 'Unsupported network' in the error colour.
 */
export function NetworkButton({ driven }: { driven: DrivenModal }) {
  const { modal, state } = driven
  useActiveLocale()
  const face = networkButtonState(state)
  const name = face === 'unsupported' ? messages.unsupportedTitle : (state.networkName ?? messages.network)
  return (
    <button
      type="button"
      part="button"
      className="wm-button wm-companion"
      data-state={face}
      aria-label={messages.networkPrefix + name + (face === 'disconnected' ? messages.notConnected : '')}
      onClick={() => modal.open({ view: 'Networks' })}
    >
      <span part="network-icon" className="wm-companion-part">
        {face === 'unsupported' ? <WarningIcon /> : <NetworkAvatar name={name} caipNetworkId={state.caipNetworkId} />}
      </span>
      <span part="label">{name}</span>
      {face !== 'unsupported' && <span className="wm-companion-dot" aria-hidden="true" />}
    </button>
  )
}
