/**
 * The stores of the embedded wallet's auth server (`wallet-modal/auth`; docs/contributing/architecture.md, "The embedded
 * wallet"): users and their login identities, email one-time-code challenges, sessions and devices,
 * sealed key shares, and an audit log. Part of {@link ServerStorage} (`storage.auth`), so every
 * backend keeps them in the same database as SIWX sessions and rate limits, and several auth-server
 * processes on one PostgreSQL database share all of it.
 *
 * Nothing secret is stored in the clear: emails, shares and one-time codes arrive here already
 * sealed or hashed by the auth server (`sealed*` fields are its envelope JSON, `lookup` an HMAC,
 * `codeHmac` an HMAC, `tokenHash` a SHA-256). A row whose expiry is at or before `now` counts as
 * expired.
 */

/** What a user's wallet is, once created: its two addresses (the commitment the signer checks after every combine) and how its recovery share is protected. */
export interface AuthWallet {
  /** The EVM address of m/44'/60'/0'/0/0, EIP-55 checksummed. */
  eip155: string
  /** The Solana address (base58) of m/44'/501'/0'/0'. */
  solana: string
  /** 'operator': the recovery share is sealed under the operator's recovery key (custodial); 'passphrase': encrypted in the signer under the user's passphrase. */
  recoveryMode: 'operator' | 'passphrase'
}

/** An embedded-wallet user (table `auth_users`). */
export interface AuthUser {
  /** 22 characters of base64url (128 random bits). */
  id: string
  createdAt: Date
  /** Undefined until the signer created the wallet. */
  wallet?: AuthWallet
}

/** A way to log in (table `auth_identities`): unique per (kind, lookup), one per kind and user. */
export interface AuthIdentity {
  userId: string
  /** 'email', or `social:<provider>` ('social:google', 'social:farcaster') keyed on the provider's subject. */
  kind: string
  /** A keyed hash of the normalised value (an email's HMAC), so lookups never need the clear text. */
  lookup: string
  /** The value itself, sealed by the auth server (envelope JSON). */
  sealedValue: string
  createdAt: Date
}

/** Users and identities (tables `auth_users`, `auth_identities`). */
export interface AuthUserStore {
  /** The user holding identity (kind, lookup), or undefined. */
  findUserByIdentity(kind: string, lookup: string): Promise<AuthUser | undefined>
  /**
   * Creates `user` with `identity` in one transaction. When (kind, lookup) is already taken (two
   * first logins racing, from any process) nothing is created and the existing owner is resolved.
   */
  createUser(user: Omit<AuthUser, 'wallet'>, identity: Omit<AuthIdentity, 'userId'>): Promise<AuthUser>
  getUser(id: string): Promise<AuthUser | undefined>
  /** The user's identity of `kind`, or undefined. */
  getIdentity(userId: string, kind: string): Promise<AuthIdentity | undefined>
  /** Records the user's wallet once: true when set now, false when the user has one already (or does not exist). Atomic. */
  setWallet(userId: string, wallet: AuthWallet): Promise<boolean>
  /**
   * Moves the user's identity of `kind` to (lookup, sealedValue): true when done, false when
   * `lookup` already belongs to another user (or the user has no identity of that kind).
   */
  replaceIdentity(userId: string, kind: string, lookup: string, sealedValue: string): Promise<boolean>
  /**
   * Links one more identity to an existing user (a social login whose verified email is an email
   * login's): true when added; false when (kind, lookup) is taken, the user already has one of
   * `kind`, or the user does not exist. Atomic.
   */
  addIdentity(identity: AuthIdentity): Promise<boolean>
  /** Replaces the sealed value of the user's identity of `kind` (a provider's profile, refreshed at each login): true when it exists. */
  updateIdentityValue(userId: string, kind: string, sealedValue: string): Promise<boolean>
}

/** Why a one-time code was sent: a login, or one of the two steps of an email change (old address, then new). */
export type OtpPurpose = 'login' | 'email-change-old' | 'email-change-new'

/** Where a challenge stands: 'live' until used once, or voided by a newer code for the same address and purpose. */
export type OtpChallengeState = 'live' | 'used' | 'voided'

/** An emailed one-time-code challenge (table `auth_otp_challenges`). */
export interface OtpChallenge {
  /** 22 characters of base64url (128 random bits); only the asking signer frame holds it. */
  id: string
  purpose: OtpPurpose
  /** The HMAC lookup of the address the code went to. */
  lookup: string
  /** The user an email change belongs to; undefined for a login. */
  userId?: string
  /** The address the code went to (for an email change: the new address), sealed. */
  sealedEmail: string
  /** HMAC of the code (hex); the code itself is never stored. */
  codeHmac: string
  /** Tries so far, right or wrong. */
  attempts: number
  state: OtpChallengeState
  createdAt: Date
  expiresAt: Date
}

/** One-time-code challenges (table `auth_otp_challenges`). */
export interface OtpStore {
  /**
   * Saves a new live challenge (attempts 0) and voids every other live challenge of the same
   * (lookup, purpose): a new code voids the old. One transaction.
   */
  createChallenge(challenge: Omit<OtpChallenge, 'attempts' | 'state'>): Promise<void>
  /** The challenge in whatever state, until it is swept after expiry; undefined when unknown. */
  getChallenge(id: string): Promise<OtpChallenge | undefined>
  /**
   * Counts one try: adds 1 to `attempts` of a challenge that is live, unexpired at `now` and below
   * `maxAttempts` tries, and resolves it as it is after the increment; resolves undefined (and
   * counts nothing) otherwise. Atomic across processes: N concurrent tries count N.
   */
  recordAttempt(id: string, now: Date, maxAttempts: number): Promise<OtpChallenge | undefined>
  /** Marks a live challenge, unexpired at `now`, as used: true exactly once, whatever the concurrency. */
  consume(id: string, now: Date): Promise<boolean>
}

/** A signed-in signer frame (table `auth_sessions`). */
export interface AuthSession {
  /** Hex SHA-256 of the 256-bit bearer token; the token itself is never stored. */
  tokenHash: string
  userId: string
  /** The device (signer frame storage) the session was created on. */
  deviceId: string
  /** How it signed in: a social provider's name ('google', 'farcaster'); undefined for an email code. */
  method?: string
  /**
   * The RFC 7638 thumbprint of the device key (ECDSA P-256, non-extractable, in
   * the signer origin) the session is bound to: share requests carry a DPoP proof by it. Undefined
   * for a session made before device binding: such a session gets no share (it signs in again).
   */
  dpopJkt?: string
  /** That key's public JWK as JSON (`{ kty, crv, x, y }`), to verify the proofs. */
  dpopJwk?: string
  /** When the session signed in (an email code or a social login): the step-up of the recovery share counts from it. */
  createdAt: Date
  /** Ends the session after inactivity; moved forward on use, never past `expiresAt`. */
  idleExpiresAt: Date
  /** The absolute end of the session. */
  expiresAt: Date
}

/** A device a user signed in on (table `auth_devices`). */
export interface AuthDevice {
  userId: string
  /** Chosen by the signer frame (a random UUID kept in its storage). */
  deviceId: string
  createdAt: Date
  lastSeenAt: Date
}

/** Sessions and devices (tables `auth_sessions`, `auth_devices`). */
export interface AuthSessionStore {
  saveSession(session: AuthSession): Promise<void>
  /** The session of `tokenHash` while both its expiries are after `now`; undefined otherwise. */
  findSession(tokenHash: string, now: Date): Promise<AuthSession | undefined>
  /** Sets the session's idle expiry (the caller keeps it at or before `expiresAt`). */
  touchSession(tokenHash: string, idleExpiresAt: Date): Promise<void>
  /** Ends one session: true when it existed. */
  deleteSession(tokenHash: string): Promise<boolean>
  /** Ends every session of a user (sign out everywhere); resolves how many. */
  deleteUserSessions(userId: string): Promise<number>
  /** Records a sign-in on a device: resolves `created: true` the first time for (userId, deviceId), and moves `lastSeenAt` every time. */
  upsertDevice(userId: string, deviceId: string, now: Date): Promise<{ created: boolean }>
  /** The user's devices, first seen first. */
  listDevices(userId: string): Promise<AuthDevice[]>
}

/**
 * Which share a row holds: 'auth' (of the 2-of-3 split, pairs with the first device's share and
 * with the recovery share), 'recovery' (of the 2-of-3 split), 'device-auth' (a later device's own
 * 2-of-2 pair to its device share).
 */
export type KeyShareKind = 'auth' | 'recovery' | 'device-auth'

/** A sealed key share (table `auth_key_shares`), unique per (userId, deviceId, kind). */
export interface StoredKeyShare {
  userId: string
  /** '' for the user's own shares ('auth', 'recovery'); the device's id for 'device-auth'. */
  deviceId: string
  kind: KeyShareKind
  /** The share, sealed by the auth server (envelope JSON whose AAD binds user, device and kind). */
  sealed: string
  createdAt: Date
}

/** Sealed key shares (table `auth_key_shares`). */
export interface KeyShareStore {
  /** Stores a share: true when stored; false when one exists for (userId, deviceId, kind) and `replace` is false. */
  putShare(share: StoredKeyShare, replace: boolean): Promise<boolean>
  getShare(userId: string, deviceId: string, kind: KeyShareKind): Promise<StoredKeyShare | undefined>
  /** Removes a device's shares (revoking it); resolves how many. */
  deleteDeviceShares(userId: string, deviceId: string): Promise<number>
}

/** One audit-log line (table `auth_audit_log`). */
export interface AuditEntry {
  at: Date
  /** e.g. 'otp.sent', 'login', 'wallet.created', 'share.released', 'email.changed'. */
  event: string
  userId?: string
  /** The client IP key the request came from. */
  ip?: string
  /** A short, non-secret note (never a code, share or token). */
  detail?: string
}

/** The audit log (table `auth_audit_log`): append-only. */
export interface AuditLogStore {
  append(entry: AuditEntry): Promise<void>
  /** The newest `limit` entries of a user, newest first. */
  list(userId: string, limit: number): Promise<AuditEntry[]>
}

/**
 * Where a social login request stands: 'pending' until the provider's callback (or the Farcaster
 * relay) finished it as 'complete' (a user) or 'failed' (a reason); 'collected' once the signer
 * frame took its session.
 */
export type SocialLoginStatus = 'pending' | 'complete' | 'failed' | 'collected'

/** A one-time social login request (table `auth_social_logins`), alive for minutes. */
export interface SocialLoginRequest {
  /** 22 characters of base64url (128 random bits): the id the signer frame polls. */
  id: string
  /** Hex SHA-256 of the poll secret, which only the asking signer frame holds. */
  secretHash: string
  /** The provider's configured name ('google', 'farcaster'). */
  provider: string
  /** Hex SHA-256 of the OAuth `state` (or of the Farcaster relay's channel token); unique. */
  stateHash: string
  /** The flow's secrets (PKCE verifier and nonce, or the channel token and nonce), sealed by the auth server. */
  sealedSecrets: string
  /** The embedding site that asked (one of `allowedSites`). */
  site: string
  status: SocialLoginStatus
  /** The signed-in user once complete. */
  userId?: string
  /** Why it failed (an auth-server error text). */
  error?: string
  createdAt: Date
  expiresAt: Date
}

/** Social login requests (table `auth_social_logins`). */
export interface SocialLoginStore {
  /** Saves a new pending request. */
  createLogin(request: Omit<SocialLoginRequest, 'status' | 'userId' | 'error'>): Promise<void>
  /** The request in whatever state, until it is swept after expiry; undefined when unknown. */
  getLogin(id: string): Promise<SocialLoginRequest | undefined>
  /** The request whose `stateHash` this is, in whatever state; undefined when unknown. */
  findLoginByState(stateHash: string): Promise<SocialLoginRequest | undefined>
  /**
   * Finishes a pending request, unexpired at `now`, with a user ('complete') or an error text
   * ('failed'): true exactly once, whatever the concurrency (a replayed callback gets false).
   */
  finishLogin(id: string, outcome: { userId: string } | { error: string }, now: Date): Promise<boolean>
  /** Marks a complete request, unexpired at `now`, as collected: true exactly once. */
  collectLogin(id: string, now: Date): Promise<boolean>
}

/** Everything the auth server stores. */
export interface AuthStores {
  readonly users: AuthUserStore
  readonly otp: OtpStore
  readonly sessions: AuthSessionStore
  readonly shares: KeyShareStore
  readonly audit: AuditLogStore
  /** Social login requests. */
  readonly logins: SocialLoginStore
}

/** A key's points in {@link RateLimiterPointsStore}. */
export interface RateLimiterPoints {
  points: number
  /** When the points reset; null for never. */
  expiresAt: Date | null
}

/**
 * Points per key with an expiry (table `rate_limiter_points`): the store behind
 * rate-limiter-flexible limiters (`createStorageRateLimiter`), shared by every process on the
 * database.
 */
export interface RateLimiterPointsStore {
  /**
   * Adds `points` to `key` (a key expired at `now` starts again from `points`, expiring
   * `msDuration` ms after `now`, never when `msDuration` is 0); `forceExpire` sets both the points and the
   * expiry as given. Atomic: concurrent upserts of one key all count. Resolves the key's state after it.
   */
  upsert(key: string, points: number, msDuration: number, forceExpire: boolean, now: Date): Promise<RateLimiterPoints>
  /** The key's unexpired state at `now`, or undefined. */
  get(key: string, now: Date): Promise<RateLimiterPoints | undefined>
  /** Forgets the key: true when it existed. */
  delete(key: string): Promise<boolean>
}
