import { cancelConnect } from '../../actions/cancelConnect.js'
import { connect } from '../../actions/connect.js'
import { connectMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { Logo } from '../../ui/icons/Logo.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(connectMessages)

/**
 * ConnectingExternal (spec section 2): spinner while the wallet asks the user; on a rejection
 * 'Connection rejected' with Retry; Cancel returns to the list.
 */
export default function ConnectingExternalView({ connectorId }: { connectorId?: string }) {
  const context = useModalContext()
  const attempt = useModalState((s) => s.attempt)
  const error = useModalState((s) => s.errors.connect)
  const id = connectorId ?? attempt.connectorId
  const connector = useModalState((s) => s.connectors.find((c) => c.id === id))
  const name = connector?.name ?? messages.browserWallet
  const failure = attempt.connectorId === id ? error : undefined
  return (
    <div className="wm-center">
      <div className="wm-wallet-logo">
        <Logo
          kind="wallet"
          name={name}
          imageUrl={connector?.imageUrl}
          keys={[connector?.rdns ?? '', id ?? '', name]}
          size="xl"
        />
        {!failure && <span className="wm-spinner" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite">
        {failure ? (
          <>
            <p className="wm-error">{failure.message}</p>
            {failure.code === 4001 && <p className="wm-muted">{messages.connectionRejectedHint}</p>}
          </>
        ) : (
          <>
            <p>
              <strong>{messages.connectingTitle(name)}</strong>
            </p>
            <p className="wm-muted">{messages.connectingHint}</p>
          </>
        )}
      </div>
      <div className="wm-button-row">
        {failure && id && (
          <button
            type="button"
            className="wm-button wm-button-primary"
            onClick={() => void connect(context, { connectorId: id })}
          >
            {messages.retry}
          </button>
        )}
        <button type="button" className="wm-button" onClick={() => void cancelConnect(context)}>
          {messages.cancel}
        </button>
      </div>
    </div>
  )
}
