/**
 * The embedded wallet's part of the messages catalogue: the texts of its lazy
 * views and actions, kept apart so they load with them, not before the Connect view paints; with
 * the first paint's and the embedded wallet's errors (messages/embedded.ts).
 */
import { embeddedErrorsMessages } from './messages/embedded.js'
import { siwxMessages } from './messages/siwx.js'

export const embeddedMessages = {
  ...embeddedErrorsMessages,
  /** Spec section 8. */
  authenticating: siwxMessages.authenticating,
  emailSending: (email: string) => `Sending a code to ${email}…`,
  emailCodeSent: (email: string) => `Enter the 6-digit code sent to ${email}`,
  codeLabel: 'Verification code',
  codeDigitLabel: (n: number) => `Digit ${n} of 6`,
  resendCode: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  codeResent: 'A new code is on its way',
  attemptsLeft: (n: number) => (n === 1 ? '1 try left.' : `${n} tries left.`),
  approveHint: 'Review the request in the secure window and approve or reject it there.',
  updateEmail: 'Update email',
  updateEmailBody:
    'Move this wallet to a new email address. We will confirm your current address first, then the new one.',
  newEmailLabel: 'New email',
  updateEmailOld: (email: string) => `Enter the code sent to your current address ${email}`,
  updateEmailNew: (email: string) => `Enter the code sent to your new address ${email}`,
  emailUpdated: (email: string) => `Your wallet now signs in with ${email}`,
  /** The email change confirmed, but no address came back to name. */
  emailUpdatedNoAddress: 'Your email address was updated',
  dataCaptureBody: (app: string) => `${app} would like your email address to keep in touch.`,
  dataCaptureSkip: 'Skip',
  dataCaptureSaved: 'Email saved',
  signedInAs: 'Signed in as',
  /** A social login's Account row, 'Signed in with GitHub as' + the user (not social.ts's `signedInWith`). */
  signedInWithAs: (provider: string) => `Signed in with ${provider} as`,
} as const
