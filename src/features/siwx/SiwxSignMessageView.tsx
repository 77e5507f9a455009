import { cancelSignIn } from '../../actions/cancelSignIn.js'
import { signIn } from '../../actions/signIn.js'
import { truncateAddress } from '../../core/format.js'
import { siwxMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { activeAccount } from '../../core/store.js'
import { Avatar } from '../../ui/Avatar.js'
import { DialogDescription } from '../../ui/dialog/DialogDescription.js'
import { useModalContext, useModalState } from '../../ui/context.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(siwxMessages)

/**
 * SIWXSignMessage (spec section 2): asks the user to sign the sign-in message, naming the account
 * by its primary name (spec section 3: profileName) when it has one, else its truncated address.
 * While sign-in is required and no session exists the dialog shell offers no way out but Cancel.
 * Loaded as its own chunk, with the sign-in actions, only by hosts that use SIWX.
 */
export default function SiwxSignMessageView() {
  const context = useModalContext()
  const account = useModalState(activeAccount)
  const appName = useModalState((s) => s.options.metadata.name)
  const statement = useModalState((s) => s.options.siwx?.statement)
  const signing = useModalState((s) => s.siwx.signing)
  return (
    <div className="wm-center">
      {account.address && <Avatar address={account.address} />}
      {account.address && (
        <p>
          <strong title={account.address} data-testid="siwx-account">
            {account.profileName ?? truncateAddress(account.address)}
          </strong>
        </p>
      )}
      <DialogDescription className="wm-muted">{messages.siwxBody(appName)}</DialogDescription>
      {statement && <p className="wm-muted">{statement}</p>}
      <div className="wm-button-row">
        <button type="button" className="wm-button" disabled={signing} onClick={() => void cancelSignIn(context)}>
          {messages.cancel}
        </button>
        <button
          type="button"
          className="wm-button wm-button-primary"
          disabled={signing}
          aria-busy={signing}
          onClick={() => void signIn(context)}
        >
          {signing ? messages.siwxSigning : messages.siwxSign}
        </button>
      </div>
    </div>
  )
}
