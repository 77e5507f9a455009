import { useId, useState } from 'react'
import { isValidEmail, MAX_EMAIL_LENGTH } from '../../core/email.js'
import { embeddedErrorsMessages as messages } from '../../core/messages/embedded.js'
import { useModalContext } from '../../ui/context.js'
import { useEmbeddedStyles } from './useEmbeddedStyles.js'

/**
 * The email field of the Connect view (spec section 1: after the wallets; section 5: 'Invalid Email
 * Address' with the hint 'Please enter a valid email address'). Submitting starts the email login;
 * the embedded wallet's code loads only then.
 */
export function EmailConnectField() {
  useEmbeddedStyles()
  const context = useModalContext()
  const id = useId()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  return (
    <form
      className="wm-email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!isValidEmail(value)) return setInvalid(true)
        setInvalid(false)
        // The email login's code loads on the first submit, not before the Connect view paints.
        void import('../../actions/connectEmail.js').then(({ connectEmail }) => connectEmail(context, { email: value }))
      }}
    >
      <label className="wm-label" htmlFor={`${id}-email`}>{messages.emailOr}</label>
      <div className="wm-row">
        <input
          id={`${id}-email`}
          className="wm-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          placeholder={messages.emailPlaceholder}
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            if (invalid) setInvalid(false)
          }}
        />
        <button type="submit" className="wm-button wm-button-primary">{messages.emailContinue}</button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {messages.invalidEmail}. {messages.invalidEmailHint}
        </p>
      )}
    </form>
  )
}
