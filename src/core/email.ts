import { MAX_EMAIL_LENGTH } from './constants.js'

/**
 * True when `value` looks like an email address (spec section 5: otherwise the field warns
 * 'Invalid Email Address' with the hint 'Please enter a valid email address'): one '@', a non-empty
 * local part without spaces, a domain with a dot and no spaces, at most 254 characters. The auth
 * server checks again; this only spares a round trip.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)
}
