import { useLayoutEffect, useState } from 'react'
import { switchNetwork } from '../../actions/switchNetwork.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { networksMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { goBack, popTo, topView } from '../../core/navigation.js'
import { findNetwork } from '../../core/store.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalContext, useModalState } from '../../ui/context.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(networksMessages)

/**
 * SwitchNetwork (spec section 2): asks the wallet to switch and waits. On success it leaves
 * itself and the Networks list (closing when nothing is under them); on failure (the store's
 * `errors.switchNetwork`), Retry.
 */
export default function SwitchNetworkView({ caipNetworkId }: { caipNetworkId: CaipNetworkId }) {
  const context = useModalContext()
  const network = useModalState((s) => findNetwork(s, caipNetworkId))
  const error = useModalState((s) => s.errors.switchNetwork)
  const [attempt, setAttempt] = useState(0)
  // A layout effect: the attempt clears an older error before anything paints.
  useLayoutEffect(() => {
    let live = true
    switchNetwork(context, { caipNetworkId }).then(
      () => {
        const { router } = context.store.getState()
        // Another flow (e.g. sign-in on the new network) may have taken over the modal.
        if (!live || !router.open || topView(router) !== 'SwitchNetwork') return
        // Out of SwitchNetwork, and out of Networks too when the switch was chosen there.
        popTo(context.store, 'Networks')
        goBack(context.store)
      },
      () => undefined, // kept in errors.switchNetwork
    )
    return () => {
      live = false
    }
  }, [caipNetworkId, attempt, context])
  const name = network?.name ?? caipNetworkId
  return (
    <div className="wm-center">
      <div className="wm-wallet-logo">
        <NetworkAvatar name={name} caipNetworkId={caipNetworkId} imageUrl={network?.imageUrl} large />
        {!error && <span className="wm-spinner" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite">
        {error ? <p className="wm-error">{error.message}</p> : <p className="wm-muted">{messages.switchingTo(name)}</p>}
      </div>
      {error && (
        <div className="wm-button-row">
          <button type="button" className="wm-button wm-button-primary" onClick={() => setAttempt((n) => n + 1)}>
            {messages.retry}
          </button>
          <button type="button" className="wm-button" onClick={() => goBack(context.store)}>
            {messages.cancel}
          </button>
        </div>
      )}
    </div>
  )
}
