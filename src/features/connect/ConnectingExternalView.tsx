import { messages } from '../../core/messages.js'
import { useModalState, useRuntime } from '../../ui/context.js'
import { WalletIcon } from '../../ui/Icons.js'

/**
 * ConnectingExternal (spec section 2): spinner while the wallet asks the user; on a rejection
 * 'Connection rejected' with Retry; Cancel returns to the list.
 */
export function ConnectingExternalView({ connectorId }: { connectorId?: string }) {
  const runtime = useRuntime()
  const attempt = useModalState((s) => s.attempt)
  const id = connectorId ?? attempt.connectorId
  const connector = useModalState((s) => s.connectors.find((c) => c.id === id))
  const name = connector?.name ?? messages.browserWallet
  const failed = attempt.error !== undefined && attempt.connectorId === id
  return (
    <div className="wm-center">
      <div className="wm-wallet-logo">
        {connector?.imageUrl ? <img src={connector.imageUrl} alt="" /> : <WalletIcon />}
        {!failed && <span className="wm-spinner" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite">
        {failed ? (
          <>
            <p className="wm-error">{attempt.error}</p>
            {attempt.rejected && <p className="wm-muted">{messages.connectionRejectedHint}</p>}
          </>
        ) : (
          <>
            <p><strong>{messages.connectingTitle(name)}</strong></p>
            <p className="wm-muted">{messages.connectingHint}</p>
          </>
        )}
      </div>
      <div className="wm-button-row">
        {failed && id && (
          <button type="button" className="wm-button wm-button-primary" onClick={() => void runtime.connect(id)}>
            {messages.retry}
          </button>
        )}
        <button type="button" className="wm-button" onClick={() => runtime.cancelConnect()}>
          {messages.cancel}
        </button>
      </div>
    </div>
  )
}
