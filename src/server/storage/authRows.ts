/**
 * The auth tables' rows as both SQL backends read them, and their mapping to the stores' records.
 * `Time` is how a backend returns a time: PostgreSQL's `timestamptz` a Date, SQLite's INTEGER ms
 * since the epoch (see the two migrations).
 */
import type {
  AuthIdentity,
  AuthSession,
  AuthUser,
  AuthWallet,
  OtpChallenge,
  SocialLoginRequest,
  SocialLoginStatus,
} from './authTypes.js'

/** A time column as PostgreSQL returns it (`timestamptz`: a Date already). */
export const fromTimestamptz = (time: Date): Date => time

/** A time column as SQLite stores it (INTEGER ms since the epoch). */
export const fromEpochMs = (time: number): Date => new Date(time)

/** A row of auth_users. */
export interface AuthUserRow<Time> {
  id: string
  created_at: Time
  wallet_eip155: string | null
  wallet_solana: string | null
  recovery_mode: string | null
}

/** A row of auth_identities. */
export interface AuthIdentityRow<Time> {
  kind: string
  lookup: string
  user_id: string
  sealed_value: string
  created_at: Time
}

/** A row of auth_otp_challenges. */
export interface OtpChallengeRow<Time> {
  id: string
  purpose: string
  lookup: string
  user_id: string | null
  sealed_email: string
  code_hmac: string
  attempts: number
  state: string
  created_at: Time
  expires_at: Time
}

/** The user of `row`, with its wallet once all three wallet columns are set. */
export function toAuthUser<Time>(row: AuthUserRow<Time>, toDate: (time: Time) => Date): AuthUser {
  const user: AuthUser = { id: row.id, createdAt: toDate(row.created_at) }
  if (row.wallet_eip155 && row.wallet_solana && row.recovery_mode) {
    user.wallet = {
      eip155: row.wallet_eip155,
      solana: row.wallet_solana,
      recoveryMode: row.recovery_mode as AuthWallet['recoveryMode'],
    }
  }
  return user
}

/** The identity (an email, a social account) of `row`. */
export function toAuthIdentity<Time>(row: AuthIdentityRow<Time>, toDate: (time: Time) => Date): AuthIdentity {
  return {
    userId: row.user_id,
    kind: row.kind,
    lookup: row.lookup,
    sealedValue: row.sealed_value,
    createdAt: toDate(row.created_at),
  }
}

/** The one-time-code challenge of `row`. */
export function toOtpChallenge<Time>(row: OtpChallengeRow<Time>, toDate: (time: Time) => Date): OtpChallenge {
  return {
    id: row.id,
    purpose: row.purpose as OtpChallenge['purpose'],
    lookup: row.lookup,
    ...(row.user_id === null ? {} : { userId: row.user_id }),
    sealedEmail: row.sealed_email,
    codeHmac: row.code_hmac,
    attempts: row.attempts,
    state: row.state as OtpChallenge['state'],
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
  }
}

/** A row of auth_social_logins. */
export interface SocialLoginRow<Time> {
  id: string
  secret_hash: string
  provider: string
  state_hash: string
  sealed_secrets: string
  site: string
  status: string
  user_id: string | null
  error: string | null
  created_at: Time
  expires_at: Time
}

/** The social login request of `row`. */
export function toSocialLogin<Time>(row: SocialLoginRow<Time>, toDate: (time: Time) => Date): SocialLoginRequest {
  return {
    id: row.id,
    secretHash: row.secret_hash,
    provider: row.provider,
    stateHash: row.state_hash,
    sealedSecrets: row.sealed_secrets,
    site: row.site,
    status: row.status as SocialLoginStatus,
    ...(row.user_id === null ? {} : { userId: row.user_id }),
    ...(row.error === null ? {} : { error: row.error }),
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
  }
}

/** A row of auth_sessions. */
export interface AuthSessionRow<Time> {
  token_hash: string
  user_id: string
  device_id: string
  method: string | null
  dpop_jkt: string | null
  dpop_jwk: string | null
  created_at: Time
  idle_expires_at: Time
  expires_at: Time
}

/** The session of `row`. */
export function toAuthSession<Time>(row: AuthSessionRow<Time>, toDate: (time: Time) => Date): AuthSession {
  return {
    tokenHash: row.token_hash,
    userId: row.user_id,
    deviceId: row.device_id,
    ...(row.method === null ? {} : { method: row.method }),
    ...(row.dpop_jkt === null ? {} : { dpopJkt: row.dpop_jkt }),
    ...(row.dpop_jwk === null ? {} : { dpopJwk: row.dpop_jwk }),
    createdAt: toDate(row.created_at),
    idleExpiresAt: toDate(row.idle_expires_at),
    expiresAt: toDate(row.expires_at),
  }
}

/**
 * `session`'s values in auth_sessions' column order (token_hash, user_id, device_id, method, dpop_jkt,
 * dpop_jwk, created_at, idle_expires_at, expires_at), absent fields as NULL, times through `fromDate`.
 */
export function authSessionValues<Time>(
  session: AuthSession,
  fromDate: (date: Date) => Time,
): [string, string, string, string | null, string | null, string | null, Time, Time, Time] {
  return [
    session.tokenHash,
    session.userId,
    session.deviceId,
    session.method ?? null,
    session.dpopJkt ?? null,
    session.dpopJwk ?? null,
    fromDate(session.createdAt),
    fromDate(session.idleExpiresAt),
    fromDate(session.expiresAt),
  ]
}
