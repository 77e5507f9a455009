import { AUTH_CONNECTOR_ID } from '../../core/constants.js'
import { socialLabel } from '../../core/embedded/socials.js'
import { truncateEmail } from '../../core/format.js'
import { messages as embeddedMessages } from './texts.js'
import { pushView } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * On Account, for an email login: the account label, its email (spec section 9: truncated above 30
 * characters, whole in the title), and the way to UpdateEmailWallet. For a social login:
 * the provider and the user as it gives them (username, else email), and no email change. Either
 * way, on a network where the wallet can be a smart account, its account type and the switch
 * between the EOA and the smart account.
 */
export default function EmbeddedAccountRow() {
  useEmbeddedStyles()
  const account = useModalState(activeAccount)
  if (account.connectorId !== AUTH_CONNECTOR_ID) return null
  return (
    <>
      <LoginRow />
      <AccountTypeSwitch />
    </>
  )
}

/** Who the embedded wallet signed in as: the email (with its change), or the social provider and user. */
function LoginRow() {
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const email = account.user?.email
  const embedded = useModalState((s) => s.options.embeddedWallet)
  if (account.socialProvider) {
    const user = account.user?.username ?? email
    return (
      <p className="wm-muted" data-testid="account-social">
        {embeddedMessages.signedInWithAs(socialLabel(account.socialProvider, embedded))}{' '}
        <span className="wm-email-label" title={user}>
          {user ? truncateEmail(user) : ''}
        </span>
      </p>
    )
  }
  if (!email) return null
  return (
    <div className="wm-button-row">
      <p className="wm-muted">
        {embeddedMessages.signedInAs}{' '}
        <span className="wm-email-label" title={email} data-testid="account-email">
          {truncateEmail(email)}
        </span>
      </p>
      <button type="button" className="wm-button" onClick={() => pushView(context.store, 'UpdateEmailWallet')}>
        {embeddedMessages.updateEmail}
      </button>
    </div>
  )
}
