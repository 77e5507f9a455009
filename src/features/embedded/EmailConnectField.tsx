import { useId, useState } from 'react'
import { MAX_EMAIL_LENGTH } from '../../core/constants.js'
import { emailFieldMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { useModalContext } from '../../ui/context.js'
import { emailFieldStyles } from '../../ui/emailFieldStyles.js'
import { useStylesheet } from '../../ui/useStylesheet.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(emailFieldMessages)

/**
 * The email field of the Connect view (spec section 1: after the wallets; section 5: 'Invalid Email
 * Address' with the hint 'Please enter a valid email address'). Submitting starts the email login;
 * the embedded wallet's code loads only then. The social buttons follow it (their own
 * chunk, features/embedded/index.ts).
 */
export default function EmailConnectField() {
  useStylesheet(emailFieldStyles)
  const context = useModalContext()
  const id = useId()
  const [value, setValue] = useState('')
  /** The invalid-address text once a submit found the address invalid. */
  const [invalid, setInvalid] = useState<string>()
  return (
    <form
      className="wm-email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const email = value
        // The check, its texts and the email login's code load on the first submit, together, not
        // with the field: the Connect view's payload stays small.
        const login = import('../../actions/connectEmail.js')
        void Promise.all([import('../../core/email.js'), import('./messages.js')]).then(
          async ([{ isValidEmail }, { embeddedErrorsMessages: texts }]) => {
            if (!isValidEmail(email)) return setInvalid(`${texts.invalidEmail}. ${texts.invalidEmailHint}`)
            setInvalid(undefined)
            await (await login).connectEmail(context, { email })
          },
        )
      }}
    >
      <label htmlFor={`${id}-email`}>{messages.emailOr}</label>
      <div>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          placeholder={messages.emailPlaceholder}
          value={value}
          aria-invalid={!!invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            if (invalid) setInvalid(undefined)
          }}
        />
        <button type="submit" className="wm-button wm-button-primary">
          {messages.emailContinue}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="wm-error" role="alert">
          {invalid}
        </p>
      )}
    </form>
  )
}
