/**
 * The errors of the embedded wallet's auth server (`wallet-modal/auth`): the exact texts a signer
 * frame gets in `{ error }` answers, and the error class the server throws.
 */
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'

/** Exact error texts of the auth server, one per reason a request is refused. */
export const AUTH_ERRORS = {
  /** Spec section 5's warning text. */
  invalidEmail: 'Invalid Email Address',
  /** A body that does not match the route's schema (400). */
  invalidBody: 'Invalid request body',
  /** The embedding site named for the mail is not one of `allowedSites` (403). */
  siteNotAllowed: 'Site not allowed',
  /** A wrong code (401); `attemptsLeft` says how many tries remain. */
  wrongCode: 'Wrong code, try again',
  /** The code's 10 minutes are over, or the challenge is unknown (401). */
  codeExpired: 'This code has expired. Request a new one.',
  /** The code was accepted once already (401). */
  codeUsed: 'This code was already used. Request a new one.',
  /** A newer code was sent to the same address (401). */
  codeReplaced: 'A newer code was sent. Use the latest one.',
  /** Five wrong tries: this code is dead, right or not (401). */
  tooManyAttempts: 'Too many wrong codes. Request a new one.',
  /** Within the 30 s resend cooldown (429, with `retryAfter`). */
  resendTooSoon: 'Wait before requesting another code',
  /** Over the hourly sends per email or per IP (429, with `retryAfter`). */
  tooManyCodes: 'Too many codes requested. Try again later.',
  /** SMTP refused or failed (502). */
  mailFailed: 'Could not send the email',
  /** POST /wallet for a user who has one (409). */
  walletExists: 'Wallet already exists',
  /** A share route before the wallet exists (404). */
  noWallet: 'No wallet yet',
  /** The asked share does not exist (e.g. no device share for this device) (404). */
  shareNotFound: 'Key share not found',
  /** The wallet's recovery mode is not one of `recoveryModes` (400). */
  recoveryModeNotAllowed: 'Recovery mode not allowed',
  /** An email change to an address another account holds (409). */
  emailTaken: 'That email belongs to another account',
  /** A stored record did not open (tampered, moved, or its key id was removed from the key file) (500). */
  sealedRecordUnreadable: 'A stored record could not be opened',
  /** An email change on an account signed in without an email (a social login's) (400). */
  noEmail: 'This account has no email address',
  /** A social login with a provider the server does not know (404). */
  unknownProvider: 'Unknown sign-in provider',
  /** The provider's discovery or endpoints did not answer (502). */
  providerUnreachable: 'The sign-in provider is unreachable',
  /** The provider's answer failed a check: state, the code exchange with the PKCE verifier, the ID token, its nonce (400). */
  providerRefused: 'The sign-in provider refused the sign-in',
  /** The provider's profile answer was not of the documented shape (502). */
  providerAnsweredBadly: 'The sign-in provider answered badly',
  /** The user stopped at the provider (the callback carried `error`) (400). */
  providerCancelled: 'The sign-in was cancelled at the provider',
  /** A callback whose state matches no login request in progress (400). */
  loginNotStarted: 'This sign-in was not started here, or it has expired. Start again from the wallet.',
  /** A callback or poll of a login request that was already finished (a replayed code) (409). */
  loginAlreadyUsed: 'This sign-in was already used. Start again from the wallet.',
  /** A poll of an unknown login request, or with the wrong secret (404). */
  loginNotFound: 'Sign-in request not found',
  /** A poll after the login request's 10 minutes (410). */
  loginExpired: 'This sign-in expired. Start again.',
  /**
   * A provider's callback in a browser that did not open the login request's launch URL (no, or a
   * wrong, binding cookie): someone else's request, sent to this browser (request fixation) (400).
   */
  loginOtherBrowser: 'This sign-in was started in another browser. Start again from the wallet.',
  /** The Farcaster relay did not answer (502). */
  farcasterUnreachable: 'The Farcaster relay is unreachable',
  /** The signed Sign In With Farcaster message did not verify (signature, nonce, domain, or the fid's custody address) (400). */
  farcasterRefused: 'The Farcaster sign-in could not be verified',
  /**
   * The recovery share (a new device) is released only to a session that signed in within
   * `recoveryStepUpMs` (10 minutes by default): a step-up, as RFC 9470 describes it (403).
   */
  stepUpRequired: 'Confirm it is you: sign in again to use your wallet on this device',
  /** Over the per-user share releases (30 per hour, 5 recovery releases per day by default) (429, with `retryAfter`). */
  tooManyShareReleases: 'Too many wallet unlocks. Try again later.',
  /**
   * A share route without a valid DPoP proof of the session's device key: missing, malformed, signed
   * by another key, for another method or URL, stale, replayed, or a session made before device
   * binding (401, `WWW-Authenticate: DPoP error="invalid_dpop_proof"`).
   */
  invalidDeviceProof: 'This device could not prove it holds the session. Sign in again.',
  ...HTTP_ERRORS,
} as const

/** One of the {@link AUTH_ERRORS} texts. */
export type AuthServerErrorMessage = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS]

/** Extra fields an error answer carries besides `error`. */
export interface AuthErrorDetails {
  /** Tries left on this code (after a wrong one). */
  attemptsLeft?: number
  /** Whole seconds until a refused request may be repeated (also sent as `Retry-After`). */
  retryAfter?: number
}

/**
 * A refused auth request: `status` is the HTTP status it answers with, `details` go into the body
 * beside `error` (`retryAfter` also as `Retry-After`). A refused DPoP proof names the DPoP scheme
 * and the error in `WWW-Authenticate` (RFC 9449 section 7.1). `code` is 'AUTH_REJECTED'.
 */
export class AuthServerError extends HttpProblem {
  override name = 'AuthServerError'
  declare readonly details: Readonly<AuthErrorDetails>

  constructor(message: AuthServerErrorMessage, status: number, details: AuthErrorDetails = {}) {
    const headers: Record<string, string> =
      message === AUTH_ERRORS.invalidDeviceProof ? { 'WWW-Authenticate': 'DPoP error="invalid_dpop_proof"' } : {}
    super(message, status, headers, { code: 'AUTH_REJECTED', details: { ...details } })
  }
}
