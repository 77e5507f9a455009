import { randomBytes } from 'node:crypto'
import { ipKey } from '../http/rateLimit.js'
import type { OtpChallenge, OtpPurpose } from '../storage/authTypes.js'
import { openText, sealText } from './envelope.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import { codeMail } from './mailer.js'
import type { ResolvedAuthServerOptions } from './options.js'
import { generateOtpCode, otpChallengeStatus, otpCodeHmac, otpCodeMatches, type OtpChallengeStatus } from './otp.js'
import { isRateLimited, pointsLimiters, type PointsLimiter } from '../http/storageRateLimiter.js'

/** A code on its way: what the signer frame keeps (the id) and shows (when it may ask again). */
export interface SentCode {
  challengeId: string
  /** ISO time the code stops working. */
  expiresAt: string
  /** ISO time a new code may be asked for (the resend cooldown). */
  resendAt: string
  /** The same two times relative to now, in whole seconds: a client whose clock differs from the server's counts from these. */
  expiresInSeconds: number
  resendAfterSeconds: number
}

/** What {@link OtpService.send} needs. */
export interface CodeRequest {
  purpose: OtpPurpose
  /** Where the code goes (normalised). */
  to: string
  /** The HMAC lookup of `to`. */
  lookup: string
  /** The address the challenge carries to its check (an email change's new address); default `to`. */
  carries?: string
  userId?: string
  /** The embedding site the mail names (already checked against `allowedSites`). */
  site: string
  clientIp: string
}

/** Sending and checking one-time codes, with their limits. */
export interface OtpService {
  /**
   * Checks the limits (rate-limiter-flexible over the shared storage), stores a new challenge
   * (voiding the previous one) and mails the code. The same work whether or not the address has an account.
   * The limits, in this order: the client IP's hourly budget first, so a client over it spends
   * nothing of anyone's address; then the resend cooldown (per address and purpose); then the
   * address's hourly budget as asked for by this client IP (`otpSendsPerEmailPerHour`: a third
   * party naming the address spends its own, not the owner's); then the address's hourly cap over
   * all clients (`otpSendsPerEmailPerHourTotal`). The address's points (cooldown and both budgets)
   * are given back when a later limit refuses or the mail cannot be sent: they count mails sent. The
   * IP's point is given back only when the cooldown refuses (an early resend costs nothing).
   * @throws AuthServerError 'Wait before requesting another code' | 'Too many codes requested. Try again later.' (429, `retryAfter`)
   * @throws AuthServerError 'Could not send the email' (502)
   */
  send(request: CodeRequest): Promise<SentCode>
  /**
   * Takes one try at a challenge of `purpose` (and of `userId`, when given) and uses it up when the
   * code is right; resolves the challenge and the address it carries.
   * @throws AuthServerError (401): 'Wrong code, try again' (with `attemptsLeft`), 'This code has expired. Request a new one.',
   *   'This code was already used. Request a new one.', 'A newer code was sent. Use the latest one.', 'Too many wrong codes. Request a new one.'
   * @throws AuthServerError 'Too many requests' (429) past the per-IP limit of checks
   */
  check(
    challengeId: string,
    code: string,
    purpose: OtpPurpose,
    clientIp: string,
    userId?: string,
  ): Promise<{ challenge: OtpChallenge; email: string }>
}

const STATUS_ERRORS: Record<Exclude<OtpChallengeStatus, 'open'>, (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS]> = {
  unknown: AUTH_ERRORS.codeExpired,
  expired: AUTH_ERRORS.codeExpired,
  used: AUTH_ERRORS.codeUsed,
  voided: AUTH_ERRORS.codeReplaced,
  locked: AUTH_ERRORS.tooManyAttempts,
}

/** The binding of the address a challenge carries. */
const carriedBinding = (challengeId: string) => ({ user: '', device: '', kind: `otp:${challengeId}` })

/** Creates the {@link OtpService} of one auth server. */
export function createOtpService(options: ResolvedAuthServerOptions): OtpService {
  const { storage, keys, now } = options
  const limiter = pointsLimiters(storage.rateLimiterPoints, now)
  const cooldown = limiter('auth-otp-cooldown', 1, options.otpResendCooldownMs)
  const perIp = limiter('auth-otp-ip', options.otpSendsPerIpPerHour, 3_600_000)
  const perEmailFromIp = limiter('auth-otp-email-ip', options.otpSendsPerEmailPerHour, 3_600_000)
  const perEmail = limiter('auth-otp-email', options.otpSendsPerEmailPerHourTotal, 3_600_000)
  const checksPerIp = limiter('auth-otp-check-ip', options.otpVerifiesPerIpPerHour, 3_600_000)

  const consume = async (
    limit: PointsLimiter,
    key: string,
    message: (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS],
  ) => {
    try {
      await limit.consume(key)
    } catch (refusal) {
      if (!isRateLimited(refusal)) throw refusal
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      throw new AuthServerError(message, 429, { retryAfter })
    }
  }
  /** Gives back the points taken so far (in reverse), then rethrows `error`. */
  const refund = async (taken: ReadonlyArray<readonly [PointsLimiter, string]>, error: unknown): Promise<never> => {
    for (const [limit, key] of [...taken].reverse()) {
      const { consumedPoints } = await limit.reward(key)
      // Nothing left spent (the point was the window's only one), or the window ended in between and
      // the reward opened a new one below zero (no credit): forget the key, so the next point opens
      // a full window (a cooldown counts from the code sent, not from the attempt that failed).
      if (consumedPoints <= 0) await limit.delete(key)
    }
    throw error
  }

  return {
    async send(request) {
      const ip = ipKey(request.clientIp)
      const cooldownKey = `${request.purpose}:${request.lookup}`
      await consume(perIp, ip, AUTH_ERRORS.tooManyCodes)
      await consume(cooldown, cooldownKey, AUTH_ERRORS.resendTooSoon).catch((error: unknown) =>
        refund([[perIp, ip]], error),
      )
      // From here on the IP's point stays spent: a client that keeps asking past an address's hourly budget pays for it.
      const taken: Array<readonly [PointsLimiter, string]> = [[cooldown, cooldownKey]]
      for (const [limit, key] of [
        [perEmailFromIp, `${ip}:${request.lookup}`],
        [perEmail, request.lookup],
      ] as const) {
        await consume(limit, key, AUTH_ERRORS.tooManyCodes).catch((error: unknown) => refund(taken, error))
        taken.push([limit, key])
      }
      const id = randomBytes(16).toString('base64url')
      const code = generateOtpCode()
      const createdAt = now()
      const expiresAt = new Date(createdAt.getTime() + options.otpTtlMs)
      await storage.auth.otp.createChallenge({
        id,
        purpose: request.purpose,
        lookup: request.lookup,
        ...(request.userId ? { userId: request.userId } : {}),
        sealedEmail: sealText(keys.kek, request.carries ?? request.to, carriedBinding(id)),
        codeHmac: otpCodeHmac(keys.otpPepper, id, code),
        createdAt,
        expiresAt,
      })
      try {
        await options.mailer.send(
          codeMail(request.to, code, request.site, request.purpose, Math.round(options.otpTtlMs / 60_000)),
        )
      } catch {
        // No mail went out: the address's points go back (the client may try again at once).
        return refund(taken, new AuthServerError(AUTH_ERRORS.mailFailed, 502))
      }
      await storage.auth.audit.append({
        at: createdAt,
        event: 'otp.sent',
        ...(request.userId ? { userId: request.userId } : {}),
        ip: ipKey(request.clientIp),
        detail: request.purpose,
      })
      return {
        challengeId: id,
        expiresAt: expiresAt.toISOString(),
        resendAt: new Date(createdAt.getTime() + options.otpResendCooldownMs).toISOString(),
        expiresInSeconds: Math.round(options.otpTtlMs / 1000),
        resendAfterSeconds: Math.ceil(options.otpResendCooldownMs / 1000),
      }
    },

    async check(challengeId, code, purpose, clientIp, userId) {
      await consume(checksPerIp, ipKey(clientIp), AUTH_ERRORS.tooManyRequests)
      const max = options.otpMaxAttempts
      const belongs = (c: OtpChallenge | undefined) =>
        c && c.purpose === purpose && (userId === undefined || c.userId === userId) ? c : undefined
      const refuse = (c: OtpChallenge | undefined): never => {
        const status = otpChallengeStatus(belongs(c), now(), max)
        throw new AuthServerError(status === 'open' ? AUTH_ERRORS.codeUsed : STATUS_ERRORS[status], 401)
      }
      const before = belongs(await storage.auth.otp.getChallenge(challengeId))
      if (otpChallengeStatus(before, now(), max) !== 'open') refuse(before)
      const tried = await storage.auth.otp.recordAttempt(challengeId, now(), max)
      // Another process used, voided or locked it between the read and the try.
      if (!tried) return refuse(await storage.auth.otp.getChallenge(challengeId))
      if (!otpCodeMatches(keys.otpPepper, tried, code)) {
        throw new AuthServerError(AUTH_ERRORS.wrongCode, 401, { attemptsLeft: Math.max(0, max - tried.attempts) })
      }
      if (!(await storage.auth.otp.consume(challengeId, now())))
        return refuse(await storage.auth.otp.getChallenge(challengeId))
      return { challenge: tried, email: openText(keys.kek, tried.sealedEmail, carriedBinding(tried.id)) }
    },
  }
}
