import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import type { ServerStorage } from '../storage/types.js'
import type { AuthKeys } from './keyFile.js'
import type { AuthMailer } from './mailer.js'
import type { SocialLoginOptions } from './social/socialOptions.js'
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

/** Default lifetime of a one-time code: 10 minutes, in ms. */
export const DEFAULT_OTP_TTL_MS = 10 * 60_000
/** Default tries per code; the next one is refused whatever the code. */
export const DEFAULT_OTP_MAX_ATTEMPTS = 5
/** Default wait between two codes to one address: 30 s, in ms. */
export const DEFAULT_OTP_RESEND_COOLDOWN_MS = 30_000
/** Default codes per address per hour asked for by one client (IP): a third party cannot spend the owner's. */
export const DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR = 5
/** Default codes per address per hour, all clients together (bounds the mail an address gets). */
export const DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL = 20
/** Default codes per client IP per hour. */
export const DEFAULT_OTP_SENDS_PER_IP_PER_HOUR = 20
/** Default code checks per client IP per hour (each code allows only 5 anyway). */
export const DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR = 100
/** Default idle lifetime of a session: 24 hours, in ms. */
export const DEFAULT_SESSION_IDLE_TTL_MS = 24 * 60 * 60_000
/** Default absolute lifetime of a session: 30 days, in ms. */
export const DEFAULT_SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60_000
/**
 * Default step-up window of the recovery share: GET /wallet/shares/recovery (a
 * new device rebuilding the wallet) is answered only to a session that signed in (an email code or a
 * social login) within the last 10 minutes, in ms. A new device always has a fresh session, so the
 * honest journey never notices; a stolen older token gets 403 'Confirm it is you...'.
 */
export const DEFAULT_RECOVERY_STEP_UP_MS = 10 * 60_000
/** Default share releases (every kind together) per user per hour. */
export const DEFAULT_SHARE_RELEASES_PER_USER_PER_HOUR = 30
/** Default recovery-share releases per user per day (each one is a new device). */
export const DEFAULT_RECOVERY_RELEASES_PER_USER_PER_DAY = 5
/** Default cap of a request body: 8 KiB (the largest body, POST /wallet, is about 1 KiB). */
export const DEFAULT_AUTH_MAX_BODY_BYTES = 8 * 1024

/** Options of `createAuthServer` (`wallet-modal/auth`). */
export interface AuthServerOptions extends ServiceRequestOptions {
  /** Secrets from the operator's key file: `loadAuthKeyFile(path)`. */
  keys: AuthKeys
  /** Sends the code mails: `smtpMailer({ url, from })`, or your own. */
  mailer: AuthMailer
  /**
   * Host sites the signer may be embedded in, as origins ('https://app.example.com'): the same list
   * as the signer's `frame-ancestors`. A code mail names the site that asked, and only these may be named.
   */
  allowedSites: string[]
  /** Browser origins that may call the API cross-origin: the signer's origin(s). Default none (same origin only). */
  allowedOrigins?: string[]
  /**
   * Where users, codes, sessions, shares, rate limits and the audit log live: `createSqliteStorage()`
   * or `createPostgresStorage()` (several processes), or the default memory storage (one process,
   * lost on restart: tests only). The server never closes it.
   */
  storage?: ServerStorage
  /** Recovery modes a new wallet may use; default both. 'operator' is custodial (see the threat model, docs/operators/threat-model.md). */
  recoveryModes?: Array<'operator' | 'passphrase'>
  /** Lifetime of a code in ms; default 600 000 (10 min). */
  otpTtlMs?: number
  /** Tries per code; default 5. */
  otpMaxAttempts?: number
  /** Wait between two codes to one address in ms; default 30 000. */
  otpResendCooldownMs?: number
  /** Codes per address per hour asked for from one client IP (others asking for the address do not spend them); default 5. */
  otpSendsPerEmailPerHour?: number
  /** Codes per address per hour from all clients together; default 20. */
  otpSendsPerEmailPerHourTotal?: number
  /** Codes per client IP per hour; default 20. */
  otpSendsPerIpPerHour?: number
  /** Code checks per client IP per hour; default 100. */
  otpVerifiesPerIpPerHour?: number
  /** Idle lifetime of a session in ms; default 86 400 000 (24 h). */
  sessionIdleTtlMs?: number
  /** Absolute lifetime of a session in ms; default 2 592 000 000 (30 days). */
  sessionAbsoluteTtlMs?: number
  /** Largest request body in bytes (413 above); default 8,192. */
  maxBodyBytes?: number
  /**
   * How recent a session's sign-in must be for the recovery share to be released, in ms; default
   * 600 000 (10 min). Older sessions get 403 'Confirm it is you: sign in again to use your wallet on this device'.
   */
  recoveryStepUpMs?: number
  /** Share releases (auth, recovery, device-auth together) per user per hour; default 30. 429 with Retry-After above. */
  shareReleasesPerUserPerHour?: number
  /** Recovery-share releases per user per 24 hours; default 5. 429 with Retry-After above. */
  recoveryReleasesPerUserPerDay?: number
  /**
   * The auth server's public base URL as the signer calls it (its `authServerUrl`, e.g.
   * 'https://auth.example.com/api/auth'), when a proxy in front changes the URL the server sees
   * (scheme, host or path prefix). A DPoP proof's `htu` is accepted when it equals the request's own
   * URL or this URL plus the route (after `basePath`); queries are ignored. Default none: the
   * request's own URL only.
   */
  publicUrl?: string
  /** Time between sweeps of expired rows in ms; `false` for none. Default 60 000. */
  sweepIntervalMs?: number | false
  /** The clock; default `() => new Date()`. Tests inject their own to expire codes. */
  now?: () => Date
  /**
   * Social login: OAuth 2 / OpenID Connect providers and Sign In With Farcaster, into
   * the same users and wallets as the email code. Off when absent. Checked at start.
   */
  social?: SocialLoginOptions
}

/** {@link AuthServerOptions} with every default filled in. */
export type ResolvedAuthServerOptions = Required<
  Omit<
    AuthServerOptions,
    | 'clientIp'
    | 'onUnexpectedError'
    | 'sweepIntervalMs'
    | 'allowedSites'
    | 'allowedOrigins'
    | 'recoveryModes'
    | 'social'
    | 'publicUrl'
  >
> & {
  /** {@link AuthServerOptions.publicUrl} without a trailing slash, or undefined. */
  publicUrl: string | undefined
  allowedSites: ReadonlySet<string>
  allowedOrigins: ReadonlySet<string>
  recoveryModes: ReadonlySet<'operator' | 'passphrase'>
  clientIp: ((request: Request) => string | undefined) | undefined
  onUnexpectedError: UnexpectedErrorHook | undefined
  sweepIntervalMs: number | undefined
}

/** The numeric options of {@link AuthServerOptions}: each one's default, and whether it must be a whole number (a count or bytes). */
const NUMERIC_OPTIONS = {
  otpTtlMs: [DEFAULT_OTP_TTL_MS, false],
  otpMaxAttempts: [DEFAULT_OTP_MAX_ATTEMPTS, true],
  otpResendCooldownMs: [DEFAULT_OTP_RESEND_COOLDOWN_MS, false],
  otpSendsPerEmailPerHour: [DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR, true],
  otpSendsPerEmailPerHourTotal: [DEFAULT_OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL, true],
  otpSendsPerIpPerHour: [DEFAULT_OTP_SENDS_PER_IP_PER_HOUR, true],
  otpVerifiesPerIpPerHour: [DEFAULT_OTP_VERIFIES_PER_IP_PER_HOUR, true],
  sessionIdleTtlMs: [DEFAULT_SESSION_IDLE_TTL_MS, false],
  sessionAbsoluteTtlMs: [DEFAULT_SESSION_ABSOLUTE_TTL_MS, false],
  maxBodyBytes: [DEFAULT_AUTH_MAX_BODY_BYTES, true],
  recoveryStepUpMs: [DEFAULT_RECOVERY_STEP_UP_MS, false],
  shareReleasesPerUserPerHour: [DEFAULT_SHARE_RELEASES_PER_USER_PER_HOUR, true],
  recoveryReleasesPerUserPerDay: [DEFAULT_RECOVERY_RELEASES_PER_USER_PER_DAY, true],
} as const satisfies Partial<Record<keyof AuthServerOptions, readonly [number, boolean]>>

/**
 * Fills in the defaults of {@link AuthServerOptions} and checks them.
 * @throws Error 'auth server: keys and mailer are required'
 * @throws Error 'auth server: allowedSites must list at least one http(s) origin, got "<value>"'
 * @throws Error 'auth server: <name> must be a positive number' (every ms, count and byte option)
 * @throws Error 'auth server: publicUrl must be an http(s) URL without query, got "<value>"'
 */
export function resolveAuthServerOptions(options: AuthServerOptions): ResolvedAuthServerOptions {
  if (!options.keys || !options.mailer) throw new Error('auth server: keys and mailer are required')
  const sites = options.allowedSites ?? []
  for (const site of sites.length ? sites : ['']) {
    const url = URL.canParse(site) ? new URL(site) : undefined
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== site)
      throw new Error(`auth server: allowedSites must list at least one http(s) origin, got "${site}"`)
  }
  const positive = (name: string, value: number, integer = false) => {
    if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isSafeInteger(value)))
      throw new Error(`auth server: ${name} must be a positive number`)
    return value
  }
  const publicUrl =
    options.publicUrl === undefined
      ? undefined
      : URL.canParse(options.publicUrl)
        ? new URL(options.publicUrl)
        : undefined
  if (
    options.publicUrl !== undefined &&
    (!publicUrl || !/^https?:$/.test(publicUrl.protocol) || publicUrl.search || publicUrl.hash)
  ) {
    throw new Error(`auth server: publicUrl must be an http(s) URL without query, got "${options.publicUrl}"`)
  }
  const numbers = Object.fromEntries(
    Object.entries(NUMERIC_OPTIONS).map(([name, [fallback, integer]]) => [
      name,
      positive(name, options[name as keyof typeof NUMERIC_OPTIONS] ?? fallback, integer),
    ]),
  ) as Record<keyof typeof NUMERIC_OPTIONS, number>
  return {
    keys: options.keys,
    mailer: options.mailer,
    allowedSites: new Set(sites),
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    storage: options.storage ?? createMemoryStorage(),
    recoveryModes: new Set(options.recoveryModes ?? ['operator', 'passphrase']),
    ...numbers,
    publicUrl: publicUrl ? `${publicUrl.origin}${publicUrl.pathname.replace(/\/+$/, '')}` : undefined,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
    sweepIntervalMs:
      options.sweepIntervalMs === false ? undefined : positive('sweepIntervalMs', options.sweepIntervalMs ?? 60_000),
    now: options.now ?? (() => new Date()),
  }
}
