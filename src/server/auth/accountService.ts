import { randomBytes } from 'node:crypto'
import { ipKey } from '../http/rateLimit.js'
import { createSessionToken, hashSessionToken, isSessionTokenShape } from '../http/sessionToken.js'
import type { AuthSession, AuthUser, AuthWallet, KeyShareKind } from '../storage/authTypes.js'
import { DPOP_MAX_SKEW_MS, DpopError, jwkThumbprint, verifyDpopProof, type DeviceJwk } from './dpop.js'
import { emailLookup, normalizeEmail } from './emailAddress.js'
import { EnvelopeError, openRecord, openText, sealRecord, sealText } from './envelope.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import type { ResolvedAuthServerOptions } from './options.js'
import type { OtpService, SentCode } from './otpService.js'
import { createStorageRateLimiter, isRateLimited, type PointsLimiter } from './storageRateLimiter.js'

/** The signed-in user as the signer frame sees it. */
export interface AuthAccount {
  /** An email login's address; a social login's email as its provider gives it (verified or not), if any. */
  email?: string
  /** A social login's username or display name as its provider gives it. */
  username?: string
  /** The social provider the session signed in with ('google', 'farcaster'); absent for an email code. */
  socialProvider?: string
  /** Undefined until the frame created the wallet. */
  wallet: AuthWallet | undefined
}

/** A fresh session: the bearer token (shown once, never stored) and the account. */
export interface AuthLogin {
  token: string
  /** ISO time the session ends unless used (idle expiry). */
  expiresAt: string
  account: AuthAccount
}

/** A live session with its user. */
export interface Authenticated {
  session: AuthSession
  user: AuthUser
}

/** The body of POST /wallet. */
export interface NewWallet {
  eip155: string
  solana: string
  recoveryMode: 'operator' | 'passphrase'
  /** base64url bytes of the 2-of-3 auth share. */
  authShare: string
  /** base64url bytes of the recovery share (passphrase mode: already encrypted by the frame). */
  recoveryShare: string
}

const SHARE_BINDING_KIND: Record<KeyShareKind, string> = {
  auth: 'auth-share',
  recovery: 'recovery-share',
  'device-auth': 'device-auth-share',
}

/** The identity kind of a social provider's logins: 'social:google'. */
export const socialIdentityKind = (provider: string) => `social:${provider}`
/** The sealing binding of a user's social identity (its profile JSON). */
export const socialBinding = (userId: string, kind: string) => ({ user: userId, device: '', kind })

/** Logins, sessions, wallets, shares and email changes of one auth server. */
export function createAccountService(options: ResolvedAuthServerOptions, otp: OtpService) {
  const { storage, keys, now } = options
  const { users, sessions, shares, audit } = storage.auth
  const emailBinding = (userId: string) => ({ user: userId, device: '', kind: 'email' })
  const shareBinding = (userId: string, deviceId: string, kind: KeyShareKind) => ({
    user: userId,
    device: deviceId,
    kind: SHARE_BINDING_KIND[kind],
  })
  const keyringOf = (kind: KeyShareKind) => (kind === 'recovery' ? keys.recoveryKek : keys.kek)
  const log = (event: string, userId: string | undefined, clientIp: string | undefined, detail?: string) =>
    audit.append({
      at: now(),
      event,
      ...(userId ? { userId } : {}),
      ...(clientIp ? { ip: ipKey(clientIp) } : {}),
      ...(detail ? { detail } : {}),
    })

  const limiter = (keyPrefix: string, points: number, durationMs: number): PointsLimiter =>
    createStorageRateLimiter(storage.rateLimiterPoints, {
      keyPrefix,
      points,
      duration: Math.ceil(durationMs / 1000),
      now,
    })
  const releasesPerUser = limiter('auth-share-user', options.shareReleasesPerUserPerHour, 3_600_000)
  const recoveriesPerUser = limiter('auth-share-recovery-user', options.recoveryReleasesPerUserPerDay, 86_400_000)
  /** Records a refused share request ('share.refused', `<kind>: <reason>`) and throws `error`. */
  const refuseShare = async (
    auth: Authenticated,
    what: string,
    reason: string,
    clientIp: string,
    error: AuthServerError,
  ): Promise<never> => {
    await log('share.refused', auth.user.id, clientIp, `${what}: ${reason}`)
    throw error
  }
  /** Spends one point of `limit` for the user, or refuses (audited) with 429 and `retryAfter`. */
  const spend = async (
    auth: Authenticated,
    kind: KeyShareKind,
    limit: PointsLimiter,
    clientIp: string,
  ): Promise<void> => {
    try {
      await limit.consume(auth.user.id)
    } catch (refusal) {
      if (!isRateLimited(refusal)) throw refusal
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      await refuseShare(
        auth,
        kind,
        'rate limited',
        clientIp,
        new AuthServerError(AUTH_ERRORS.tooManyShareReleases, 429, { retryAfter }),
      )
    }
  }

  const emailOf = async (userId: string): Promise<string> => {
    const identity = await users.getIdentity(userId, 'email')
    if (!identity) throw new AuthServerError(AUTH_ERRORS.noEmail, 400)
    return openText(keys.kek, identity.sealedValue, emailBinding(userId))
  }
  /** The account as the session's sign-in method shows it: an email login's address, or the social provider's profile. */
  const accountOf = async (user: AuthUser, method: string | undefined): Promise<AuthAccount> => {
    if (method === undefined) return { email: await emailOf(user.id), wallet: user.wallet }
    const kind = socialIdentityKind(method)
    const identity = await users.getIdentity(user.id, kind)
    const profile = identity
      ? (JSON.parse(openText(keys.kek, identity.sealedValue, socialBinding(user.id, kind))) as {
          username?: string
          email?: string
        })
      : {}
    return {
      ...(profile.email ? { email: profile.email } : {}),
      ...(profile.username ? { username: profile.username } : {}),
      socialProvider: method,
      wallet: user.wallet,
    }
  }
  const parseEmail = (raw: string) => {
    const email = normalizeEmail(raw)
    if (!email) throw new AuthServerError(AUTH_ERRORS.invalidEmail, 400)
    return { email, lookup: emailLookup(keys.emailIndexKey, email) }
  }

  async function openSession(
    user: AuthUser,
    deviceId: string,
    method: string | undefined,
    clientIp: string,
    deviceKey?: DeviceJwk,
  ): Promise<AuthLogin> {
    const createdAt = now()
    if ((await sessions.upsertDevice(user.id, deviceId, createdAt)).created)
      await log('device.added', user.id, clientIp)
    const { token, tokenHash } = createSessionToken()
    const expiresAt = new Date(createdAt.getTime() + options.sessionAbsoluteTtlMs)
    const idleEnd = new Date(createdAt.getTime() + options.sessionIdleTtlMs)
    // The session ends at the earlier of its idle and absolute ends: stored and answered alike.
    const idleExpiresAt = idleEnd < expiresAt ? idleEnd : expiresAt
    const binding = deviceKey ? { dpopJkt: jwkThumbprint(deviceKey), dpopJwk: JSON.stringify(deviceKey) } : {}
    await sessions.saveSession({
      tokenHash,
      userId: user.id,
      deviceId,
      ...(method ? { method } : {}),
      ...binding,
      createdAt,
      idleExpiresAt,
      expiresAt,
    })
    await log('login', user.id, clientIp, method ?? 'email')
    return { token, expiresAt: idleExpiresAt.toISOString(), account: await accountOf(user, method) }
  }

  return {
    /** The account of `user` as a session signed in by `method` (a social provider, or undefined for an email code) would show it. */
    describe: (user: AuthUser, method: string | undefined): Promise<AuthAccount> => accountOf(user, method),

    /** POST /otp/start: a login code to `rawEmail`, naming `site`. */
    async startLogin(rawEmail: string, site: string, clientIp: string): Promise<SentCode> {
      const { email, lookup } = parseEmail(rawEmail)
      return otp.send({ purpose: 'login', to: email, lookup, site, clientIp })
    },

    /**
     * POST /otp/verify: checks the code, finds or creates the user, records the device and opens a
     * session, bound to `deviceKey` (the frame's DPoP public key) when given; an unbound session
     * gets no share.
     */
    async verifyLogin(
      challengeId: string,
      code: string,
      deviceId: string,
      clientIp: string,
      deviceKey?: DeviceJwk,
    ): Promise<AuthLogin> {
      const { challenge, email } = await otp.check(challengeId, code, 'login', clientIp)
      const createdAt = now()
      const id = randomBytes(16).toString('base64url')
      const user =
        (await users.findUserByIdentity('email', challenge.lookup)) ??
        (await users.createUser(
          { id, createdAt },
          {
            kind: 'email',
            lookup: challenge.lookup,
            sealedValue: sealText(keys.kek, email, emailBinding(id)),
            createdAt,
          },
        ))
      return openSession(user, deviceId, undefined, clientIp, deviceKey)
    },

    /**
     * Records the device and opens a session for `user`, signed in by `method` (a social
     * provider's name; undefined for an email code); resolves the token (shown once) and the account.
     */
    openSession,

    /**
     * The live session of a bearer token and its user, or undefined. Moves the idle expiry forward
     * once half of it has passed (one write per half-life, not per request), never past the absolute end.
     */
    async authenticate(token: string | undefined): Promise<Authenticated | undefined> {
      if (!token || !isSessionTokenShape(token)) return undefined
      const at = now()
      const session = await sessions.findSession(hashSessionToken(token), at)
      const user = session && (await users.getUser(session.userId))
      if (!session || !user) return undefined
      if (session.idleExpiresAt.getTime() - at.getTime() < options.sessionIdleTtlMs / 2) {
        const next = new Date(Math.min(at.getTime() + options.sessionIdleTtlMs, session.expiresAt.getTime()))
        await sessions.touchSession(session.tokenHash, next)
        session.idleExpiresAt = next
      }
      return { session, user }
    },

    account: (auth: Authenticated) => accountOf(auth.user, auth.session.method),

    /** DELETE /session. */
    async signOut(auth: Authenticated, clientIp: string): Promise<void> {
      await sessions.deleteSession(auth.session.tokenHash)
      await log('logout', auth.user.id, clientIp)
    },

    /**
     * POST /wallet: records the wallet's addresses (the commitment) once, then its auth and recovery shares.
     * @throws AuthServerError 'Wallet already exists' (409) | 'Recovery mode not allowed' (400)
     */
    async createWallet(auth: Authenticated, wallet: NewWallet, clientIp: string): Promise<AuthWallet> {
      if (!options.recoveryModes.has(wallet.recoveryMode))
        throw new AuthServerError(AUTH_ERRORS.recoveryModeNotAllowed, 400)
      const record: AuthWallet = { eip155: wallet.eip155, solana: wallet.solana, recoveryMode: wallet.recoveryMode }
      if (!(await users.setWallet(auth.user.id, record))) throw new AuthServerError(AUTH_ERRORS.walletExists, 409)
      const createdAt = now()
      for (const [kind, bytes] of [
        ['auth', wallet.authShare],
        ['recovery', wallet.recoveryShare],
      ] as const) {
        const sealed = sealRecord(
          keyringOf(kind),
          Buffer.from(bytes, 'base64url'),
          shareBinding(auth.user.id, '', kind),
        )
        await shares.putShare({ userId: auth.user.id, deviceId: '', kind, sealed, createdAt }, true)
      }
      await log('wallet.created', auth.user.id, clientIp, wallet.recoveryMode)
      return record
    },

    /**
     * GET /wallet/shares/:kind: releases one share to the signed-in frame ('device-auth': the one of
     * the session's device). The recovery share only to a session that signed in within
     * `recoveryStepUpMs` (step-up); at most `shareReleasesPerUserPerHour` releases per user, and
     * `recoveryReleasesPerUserPerDay` of the recovery share. Every release is audited
     * ('share.released'), and so is every refusal ('share.refused', with the reason).
     * @throws AuthServerError 'No wallet yet' | 'Key share not found' (404) | 'Confirm it is you...' (403) |
     *   'Too many wallet unlocks. Try again later.' (429, `retryAfter`)
     */
    async releaseShare(auth: Authenticated, kind: KeyShareKind, clientIp: string): Promise<string> {
      if (!auth.user.wallet)
        await refuseShare(auth, kind, 'no wallet', clientIp, new AuthServerError(AUTH_ERRORS.noWallet, 404))
      if (kind === 'recovery' && now().getTime() - auth.session.createdAt.getTime() > options.recoveryStepUpMs) {
        await refuseShare(auth, kind, 'step-up needed', clientIp, new AuthServerError(AUTH_ERRORS.stepUpRequired, 403))
      }
      const deviceId = kind === 'device-auth' ? auth.session.deviceId : ''
      const stored = await shares.getShare(auth.user.id, deviceId, kind)
      if (!stored)
        return refuseShare(auth, kind, 'not found', clientIp, new AuthServerError(AUTH_ERRORS.shareNotFound, 404))
      await spend(auth, kind, releasesPerUser, clientIp)
      if (kind === 'recovery') {
        try {
          await spend(auth, kind, recoveriesPerUser, clientIp)
        } catch (error) {
          await releasesPerUser.reward(auth.user.id)
          throw error
        }
      }
      const bytes = openRecord(keyringOf(kind), stored.sealed, shareBinding(auth.user.id, deviceId, kind))
      await log('share.released', auth.user.id, clientIp, kind)
      return Buffer.from(bytes).toString('base64url')
    },

    /**
     * Checks the DPoP proof of a share request (see `verifyDpopProof`) against the session's device
     * key, and that its `jti` was not used within {@link DPOP_MAX_SKEW_MS} (twice that, kept in the
     * shared rate-limit points, so the check holds across processes). `what` names the request in
     * the audit log ('recovery', 'device-auth store', 'wallet create').
     * @throws AuthServerError 'This device could not prove it holds the session. Sign in again.' (401), audited
     */
    async requireDeviceProof(
      auth: Authenticated,
      request: { proof: string | undefined; method: string; urls: readonly string[]; accessToken: string },
      what: string,
      clientIp: string,
    ): Promise<void> {
      const refuse = (reason: string) =>
        refuseShare(
          auth,
          what,
          `device proof ${reason}`,
          clientIp,
          new AuthServerError(AUTH_ERRORS.invalidDeviceProof, 401),
        )
      const { dpopJkt, dpopJwk } = auth.session
      if (!dpopJkt || !dpopJwk) return refuse('unbound session')
      const at = now()
      let jti: string
      try {
        ;({ jti } = verifyDpopProof(request.proof, {
          jkt: dpopJkt,
          jwk: JSON.parse(dpopJwk) as DeviceJwk,
          method: request.method,
          urls: request.urls,
          accessToken: request.accessToken,
          now: at,
        }))
      } catch (error) {
        if (error instanceof DpopError) return refuse(error.message)
        throw error
      }
      const seen = await storage.rateLimiterPoints.upsert(
        `auth-dpop-jti:${dpopJkt}:${jti}`,
        1,
        2 * DPOP_MAX_SKEW_MS,
        false,
        at,
      )
      if (seen.points > 1) return refuse('replayed')
    },

    /**
     * Records a share request refused before it reached the service (no valid device proof) as
     * 'share.refused' with `<what>: <reason>`, then throws `error`.
     */
    refuseShare,

    /** PUT /wallet/shares/device-auth: stores (or replaces) the session device's own auth share. */
    async storeDeviceShare(auth: Authenticated, share: string, clientIp: string): Promise<void> {
      if (!auth.user.wallet) throw new AuthServerError(AUTH_ERRORS.noWallet, 404)
      const { deviceId } = auth.session
      const sealed = sealRecord(
        keys.kek,
        Buffer.from(share, 'base64url'),
        shareBinding(auth.user.id, deviceId, 'device-auth'),
      )
      await shares.putShare({ userId: auth.user.id, deviceId, kind: 'device-auth', sealed, createdAt: now() }, true)
      await log('device.share.stored', auth.user.id, clientIp)
    },

    /** POST /email/change: a code to the current address, carrying the new one (UpdateEmailWallet, step 1). */
    async startEmailChange(
      auth: Authenticated,
      rawNewEmail: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode> {
      const next = parseEmail(rawNewEmail)
      const current = await emailOf(auth.user.id)
      if (next.email === current) throw new AuthServerError(AUTH_ERRORS.invalidEmail, 400)
      const lookup = emailLookup(keys.emailIndexKey, current)
      return otp.send({
        purpose: 'email-change-old',
        to: current,
        lookup,
        carries: next.email,
        userId: auth.user.id,
        site,
        clientIp,
      })
    },

    /** POST /email/change/confirm-old: the current address confirmed; a code to the new one (step 2). */
    async confirmOldEmail(
      auth: Authenticated,
      challengeId: string,
      code: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode & { email: string }> {
      const { email } = await otp.check(challengeId, code, 'email-change-old', clientIp, auth.user.id)
      const lookup = emailLookup(keys.emailIndexKey, email)
      return {
        ...(await otp.send({ purpose: 'email-change-new', to: email, lookup, userId: auth.user.id, site, clientIp })),
        email,
      }
    },

    /** POST /email/change/resend: a fresh code to the new address of a pending change (after its cooldown). */
    async resendNewEmail(
      auth: Authenticated,
      challengeId: string,
      site: string,
      clientIp: string,
    ): Promise<SentCode & { email: string }> {
      const previous = await storage.auth.otp.getChallenge(challengeId)
      if (previous?.purpose !== 'email-change-new' || previous.userId !== auth.user.id)
        throw new AuthServerError(AUTH_ERRORS.codeExpired, 401)
      const email = openText(keys.kek, previous.sealedEmail, { user: '', device: '', kind: `otp:${previous.id}` })
      return {
        ...(await otp.send({
          purpose: 'email-change-new',
          to: email,
          lookup: previous.lookup,
          userId: auth.user.id,
          site,
          clientIp,
        })),
        email,
      }
    },

    /**
     * POST /email/change/confirm-new: the new address confirmed; the account moves to it.
     * @throws AuthServerError 'That email belongs to another account' (409)
     */
    async confirmNewEmail(
      auth: Authenticated,
      challengeId: string,
      code: string,
      clientIp: string,
    ): Promise<{ email: string }> {
      const { challenge, email } = await otp.check(challengeId, code, 'email-change-new', clientIp, auth.user.id)
      const moved = await users.replaceIdentity(
        auth.user.id,
        'email',
        challenge.lookup,
        sealText(keys.kek, email, emailBinding(auth.user.id)),
      )
      if (!moved) throw new AuthServerError(AUTH_ERRORS.emailTaken, 409)
      await log('email.changed', auth.user.id, clientIp)
      return { email }
    },
  }
}

/** The service returned by {@link createAccountService}. */
export type AccountService = ReturnType<typeof createAccountService>

/** True for the error a sealed record that does not open raises. */
export const isEnvelopeError = (error: unknown): error is EnvelopeError => error instanceof EnvelopeError
