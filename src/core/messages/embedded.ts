/**
 * The catalogue's texts of the Connect view's email field and of the embedded wallet's adapters and
 * signer loader (issue 17), with the
 * first paint's (see core/messages.ts): they load with those chunks, not before Connect paints.
 */
import { firstPaintMessages } from '../firstPaintMessages.js'

export const embeddedErrorsMessages = {
  ...firstPaintMessages,
  /** Spec section 5. */
  invalidEmail: 'Invalid Email Address',
  /** Spec section 5. */
  invalidEmailHint: 'Please enter a valid email address',
  /** Spec section 8: the signer frame was not ready in time. */
  authInitFailed: 'A problem occurred while trying initialize authentication',
  /** Spec section 6: the toast for a disallowed RPC call. */
  actionNotAllowed: 'Action not allowed',
} as const
