import { useEffect, useState } from 'react'
import type { CaipNetworkId } from '../../core/caip.js'
import { isUserRejection, toWalletModalError } from '../../core/errors.js'
import { messages } from '../../core/messages.js'
import { findNetwork } from '../../core/store.js'
import { NetworkAvatar } from '../../ui/NetworkAvatar.js'
import { useModalState, useRuntime } from '../../ui/context.js'

/**
 * SwitchNetwork (spec section 2): asks the wallet to switch and waits. On success it leaves
 * itself and the Networks list (closing when nothing is under them); on failure, Retry.
 */
export function SwitchNetworkView({ caipNetworkId }: { caipNetworkId: CaipNetworkId }) {
  const runtime = useRuntime()
  const network = useModalState((s) => findNetwork(s, caipNetworkId))
  const [error, setError] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setError(undefined)
    runtime.switchNetwork(caipNetworkId).then(
      () => {
        const { history, open } = runtime.store.getState().router
        // Another flow (e.g. sign-in on the new network) may have taken over the modal.
        if (!live || !open || history[history.length - 1]?.view !== 'SwitchNetwork') return
        const depth = history.length >= 2 && history[history.length - 2]?.view === 'Networks' ? 2 : 1
        for (let i = 0; i < depth; i++) runtime.goBack()
      },
      (e: unknown) => live && setError(isUserRejection(e) ? messages.switchRejected : toWalletModalError(e).message),
    )
    return () => {
      live = false
    }
  }, [caipNetworkId, attempt, runtime])
  const name = network?.name ?? caipNetworkId
  return (
    <div className="wm-center">
      <div className="wm-wallet-logo">
        <NetworkAvatar name={name} large />
        {!error && <span className="wm-spinner" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite">
        {error ? <p className="wm-error">{error}</p> : <p className="wm-muted">{messages.switchingTo(name)}</p>}
      </div>
      {error && (
        <div className="wm-button-row">
          <button type="button" className="wm-button wm-button-primary" onClick={() => setAttempt((n) => n + 1)}>{messages.retry}</button>
          <button type="button" className="wm-button" onClick={() => runtime.goBack()}>{messages.cancel}</button>
        </div>
      )}
    </div>
  )
}
