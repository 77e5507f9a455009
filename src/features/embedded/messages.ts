/**
 * Every English text of the embedded wallet (email login, its code step, the email change, data
 * capture, the signer's approval, Account's email and account type rows) in one place, in three parts by where they
 * load (spec texts verbatim, spec sections 5, 6 and 8 where noted):
 * - {@link emailFieldMessages}: the Connect view's email field;
 * - {@link embeddedErrorsMessages}: the spec's texts the address check, the signer loader and the
 *   chain adapters' AUTH connectors show or throw;
 * - {@link embeddedMessages}: all of them, with the views' and actions' own.
 *
 * The script-tag build gives the field, the signer loader and the EVM adapter a copy of this
 * module of their own, cut to the part each reads (scripts/build-script-tag.ts, OWN_COPY): the
 * field's chunk carries its three texts only, and the rest loads with the email login's views.
 * So nothing here may run at import but plain object literals and pure-annotated calls; the
 * same texts in the active locale are ./texts.ts.
 */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { siwxMessages } from '../siwx/messages.js'

/** The Connect view's email field: its placeholder, label and button (the button's 'Continue' serves the other email forms too). */
export const emailFieldMessages = {
  emailPlaceholder: 'Email address',
  emailContinue: 'Continue',
  emailOr: 'or continue with email',
} as const

/**
 * The spec's texts of the embedded wallet that stay English (catalogue.ts lists them as not
 * translated), with the first paint's. Built in a pure-annotated call, as {@link embeddedMessages} is.
 */
export const embeddedErrorsMessages = /* @__PURE__ */ (() =>
  ({
    ...firstPaintMessages,
    /** Spec section 5. */
    invalidEmail: 'Invalid Email Address',
    /** Spec section 5. */
    invalidEmailHint: 'Please enter a valid email address',
    /** Spec section 8: the signer frame was not ready in time. */
    authInitFailed: 'A problem occurred while trying initialize authentication',
    /** Spec section 6: the toast for a disallowed RPC call. */
    actionNotAllowed: 'Action not allowed',
  }) as const)()

/**
 * The embedded wallet's part of the catalogue: its lazy views' and actions' texts, with the two
 * parts above and the first paint's. Built in a pure-annotated call: the spreads and the read of
 * siwx's text would otherwise stay in a copy that does not use them (a minifier keeps a spread or a
 * property read at the top level, as a getter could run there).
 */
export const embeddedMessages = /* @__PURE__ */ (() =>
  ({
    ...firstPaintMessages,
    ...embeddedErrorsMessages,
    ...emailFieldMessages,
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
    /** The signer frame's accessible name (its `title`), set when ApproveTransaction shows it. */
    signerFrameTitle: 'Secure wallet window',
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
    /** A social login's Account row, 'Signed in with GitHub as' + the user (not social login's `signedInWith`). */
    signedInWithAs: (provider: string) => `Signed in with ${provider} as`,
    /** Account's account type row (spec section 3's `preferredAccountType`). */
    accountTypeLabel: 'Account type:',
    accountTypeSmart: 'Smart account',
    accountTypeEoa: 'EOA',
    switchToSmartAccount: 'Switch to smart account',
    switchToEoa: 'Switch to EOA',
  }) as const)()
