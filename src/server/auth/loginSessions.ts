import { randomBytes } from 'node:crypto'
import { createSessionToken, hashSessionToken, isSessionTokenShape } from '../http/sessionToken.js'
import type { AuthUser } from '../storage/authTypes.js'
import type { AccountContext, AuthLogin, Authenticated } from './accountContext.js'
import { jwkThumbprint, type DeviceJwk } from './dpop.js'
import { sealText } from './envelope.js'
import type { OtpService, SentCode } from './otpService.js'

/** Email-code logins and the sessions they open (Lucia's session model: the store keeps only the token's hash). */
export function createLoginSessions(context: AccountContext, otp: OtpService) {
  const { options, keys, now, log, emailBinding, accountOf, parseEmail } = context
  const { users, sessions } = context.storage.auth

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

    /** DELETE /session. */
    async signOut(auth: Authenticated, clientIp: string): Promise<void> {
      await sessions.deleteSession(auth.session.tokenHash)
      await log('logout', auth.user.id, clientIp)
    },
  }
}
