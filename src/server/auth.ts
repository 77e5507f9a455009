/**
 * `wallet-modal/auth`: the embedded wallet's auth server (Node; hono, nodemailer,
 * rate-limiter-flexible), a Fetch handler like `wallet-modal/server`, over the same storage layer:
 * pass `createSqliteStorage()` (`wallet-modal/server/sqlite`) or `createPostgresStorage()`
 * (`wallet-modal/server/postgres`) as `storage`, so a host runs one database for SIWX and email login.
 * Its one client is the signer page (`dist/signer/`), served on its own origin. Social login
 * (`social`) needs the optional peers openid-client and jose (OAuth 2 / OIDC) and
 * @farcaster/auth-client (Farcaster), loaded only when a visitor uses one.
 *
 * @module wallet-modal/auth
 */
export { createAuthServer, type AuthServer } from './auth/createAuthServer.js'
export {
  DEFAULT_AUTH_MAX_BODY_BYTES,
  DEFAULT_OTP_MAX_ATTEMPTS,
  DEFAULT_OTP_RESEND_COOLDOWN_MS,
  DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR,
  DEFAULT_OTP_SENDS_PER_IP_PER_HOUR,
  DEFAULT_OTP_TTL_MS,
  DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR,
  DEFAULT_RECOVERY_RELEASES_PER_USER_PER_DAY,
  DEFAULT_RECOVERY_STEP_UP_MS,
  DEFAULT_SESSION_ABSOLUTE_TTL_MS,
  DEFAULT_SESSION_IDLE_TTL_MS,
  DEFAULT_SHARE_RELEASES_PER_USER_PER_HOUR,
  type AuthServerOptions,
} from './auth/options.js'
export { AUTH_ERRORS, AuthServerError, type AuthErrorDetails, type AuthServerErrorMessage } from './auth/errors.js'
export { generateAuthKeyFile, loadAuthKeyFile, parseAuthKeyFile, type AuthKeys, type Keyring } from './auth/keyFile.js'
export { signerPageHeaders, type SignerHeadersOptions } from './auth/signerHeaders.js'
export { smtpMailer, type AuthMail, type AuthMailer, type SmtpMailerOptions } from './auth/mailer.js'
export type { AuthAccount, AuthLogin } from './auth/accountService.js'
export {
  DEFAULT_SOCIAL_LOGIN_TTL_MS,
  DEFAULT_SOCIAL_STARTS_PER_IP_PER_HOUR,
  type FarcasterOptions,
  type SocialLoginOptions,
  type SocialProviderOptions,
} from './auth/social/socialOptions.js'
export type { SocialProfile } from './auth/social/userinfo.js'
export type { SentCode } from './auth/otpService.js'
export type { RequestInfo } from './http/requestInfo.js'
export type { UnexpectedErrorContext, UnexpectedErrorHook } from './http/unexpectedError.js'
export type { AuthWallet } from './storage/authTypes.js'
