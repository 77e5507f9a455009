/**
 * The catalogue's texts of the embedded wallet's address check, adapters and signer loader, with
 * the first paint's (see core/firstPaintMessages.ts): they load with those chunks, not before
 * Connect paints. The email field's texts (messages/emailField.ts) are not among them: they load in
 * the field's own chunk, which the signer loader, the adapters and the social login never need.
 */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const embeddedErrorsMessages = {
  ...firstPaintMessages,
  /**
   * The email field's button text (messages/emailField.ts, the same key, so one translation
   * serves both), reused by UpdateEmailWallet and DataCapture.
   */
  emailContinue: 'Continue',
  /** Spec section 5. */
  invalidEmail: 'Invalid Email Address',
  /** Spec section 5. */
  invalidEmailHint: 'Please enter a valid email address',
  /** Spec section 8: the signer frame was not ready in time. */
  authInitFailed: 'A problem occurred while trying initialize authentication',
  /** Spec section 6: the toast for a disallowed RPC call. */
  actionNotAllowed: 'Action not allowed',
} as const
