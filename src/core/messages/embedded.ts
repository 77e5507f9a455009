/**
 * The catalogue's texts of the embedded wallet's address check, adapters and signer loader (issue
 * 17), with the first paint's and the email field's (see core/firstPaintMessages.ts): they load with those
 * chunks, not before Connect paints.
 */
import { firstPaintMessages } from '../firstPaintMessages.js'
import { emailFieldMessages } from './emailField.js'

export const embeddedErrorsMessages = {
  ...firstPaintMessages,
  ...emailFieldMessages,
  /** Spec section 5. */
  invalidEmail: 'Invalid Email Address',
  /** Spec section 5. */
  invalidEmailHint: 'Please enter a valid email address',
  /** Spec section 8: the signer frame was not ready in time. */
  authInitFailed: 'A problem occurred while trying initialize authentication',
  /** Spec section 6: the toast for a disallowed RPC call. */
  actionNotAllowed: 'Action not allowed',
} as const
