import { useId, useState } from 'react'
import { captureEmail } from '../../actions/captureEmail.js'
import { emailCaptureKey } from '../../core/embedded/emailCaptureKey.js'
import { messages as embeddedMessages } from './texts.js'
import { closeModal } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { EmailAddressField } from './EmailAddressField.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * DataCapture (spec section 2): shown after a connection when the host enables email capture; the
 * field is prefilled with the user's email (an email login's). Continue hands the address to the
 * host; Skip does not ask again for this account. Its own chunk.
 */
export default function DataCaptureView() {
  useEmbeddedStyles()
  const context = useModalContext()
  const id = useId()
  const account = useModalState(activeAccount)
  const app = useModalState((s) => s.options.metadata.name)
  const error = useModalState((s) => s.errors.email)
  const [value, setValue] = useState(account.user?.email ?? '')
  return (
    <form
      className="wm-form wm-pad"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Saved: the modal closes (captureEmail itself does not navigate; core/navigation.ts).
        void captureEmail(context, { email: value }).then((result) => result.captured && closeModal(context.store))
      }}
    >
      <p className="wm-muted">{embeddedMessages.dataCaptureBody(app)}</p>
      <EmailAddressField
        id={id}
        label={embeddedMessages.emailLabel}
        value={value}
        onChange={setValue}
        error={error && `${embeddedMessages.invalidEmail}. ${embeddedMessages.invalidEmailHint}`}
      />
      <div className="wm-button-row">
        <button
          type="button"
          className="wm-button"
          onClick={() => {
            if (account.caipAddress) context.persistence.set(emailCaptureKey(account.caipAddress), 'skipped')
            closeModal(context.store)
          }}
        >
          {embeddedMessages.dataCaptureSkip}
        </button>
        <button type="submit" className="wm-button wm-button-primary">
          {embeddedMessages.emailContinue}
        </button>
      </div>
    </form>
  )
}
