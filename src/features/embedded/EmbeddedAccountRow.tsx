import { AUTH_CONNECTOR_ID } from '../../core/constants.js'
import { truncateEmail } from '../../core/format.js'
import { embeddedMessages } from '../../core/embeddedMessages.js'
import { pushView } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * On Account, for an email login: the account label, its email (spec section 9: truncated above 30
 * characters, whole in the title), and the way to UpdateEmailWallet.
 */
export default function EmbeddedAccountRow() {
  useEmbeddedStyles()
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const email = account.user?.email
  if (account.connectorId !== AUTH_CONNECTOR_ID || !email) return null
  return (
    <div className="wm-button-row">
      <p className="wm-muted">
        {embeddedMessages.signedInAs}{' '}
        <span className="wm-email-label" title={email} data-testid="account-email">{truncateEmail(email)}</span>
      </p>
      <button type="button" className="wm-button" onClick={() => pushView(context.store, 'UpdateEmailWallet')}>{embeddedMessages.updateEmail}</button>
    </div>
  )
}
