import { MAX_EMAIL_LENGTH } from '../../core/constants.js'

/** What {@link EmailAddressField} shows. */
export interface EmailAddressFieldProps {
  /** The form's `useId()`: the input is `<id>-email`, its error `<id>-error`. */
  id: string
  label: string
  value: string
  onChange(value: string): void
  /** The error text under the field (role alert, the input marked invalid), or undefined for none. */
  error: string | undefined
}

/**
 * The labelled email address input of the embedded wallet's address forms (DataCapture,
 * UpdateEmailWallet), with its error under it (spec section 5: 'Invalid Email Address').
 */
export function EmailAddressField({ id, label, value, onChange, error }: EmailAddressFieldProps) {
  return (
    <div className="wm-field">
      <label className="wm-label" htmlFor={`${id}-email`}>
        {label}
      </label>
      <input
        id={`${id}-email`}
        className="wm-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="wm-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
