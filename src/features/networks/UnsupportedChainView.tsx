import { disconnect } from '../../actions/disconnect.js'
import { networksMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { pushView } from '../../core/navigation.js'
import { DialogDescription } from '../../ui/dialog/DialogDescription.js'
import { ListItem } from '../../ui/ListItem.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalContext, useModalState } from '../../ui/context.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(networksMessages)

/**
 * UnsupportedChain (spec section 2): the wallet is on a network the host did not configure.
 * Says so and offers a switch to each configured network, or a disconnect.
 */
export default function UnsupportedChainView() {
  const context = useModalContext()
  const networks = useModalState((s) => s.options.networks)
  return (
    <div>
      <div className="wm-center">
        <p className="wm-error">{messages.networkNotSupported}</p>
        <DialogDescription className="wm-muted">{messages.unsupportedBody}</DialogDescription>
      </div>
      <ul className="wm-list" aria-label={messages.networksTitle}>
        {networks.map((n) => (
          <ListItem
            key={n.caipNetworkId}
            name={messages.switchTo(n.name)}
            icon={<NetworkAvatar name={n.name} caipNetworkId={n.caipNetworkId} imageUrl={n.imageUrl} />}
            onClick={() => pushView(context.store, 'SwitchNetwork', { caipNetworkId: n.caipNetworkId })}
          />
        ))}
      </ul>
      <div className="wm-button-row" style={{ marginTop: 12 }}>
        <button type="button" className="wm-button" onClick={() => void disconnect(context)}>
          {messages.disconnect}
        </button>
      </div>
    </div>
  )
}
