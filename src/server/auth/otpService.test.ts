import { describe, expect, it } from 'vitest'
import { emailLookup } from './emailAddress.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import { resolveAuthServerOptions } from './options.js'
import { createOtpService } from './otpService.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { captureMailer, recordingStorage, SITE } from './testFixtures.js'

/** An OTP service over memory storage whose rate-limiter table records the key of every point consumed. */
function otpService() {
  const { storage, keys: limiterKeys } = recordingStorage()
  const mailer = captureMailer()
  const keys = parseAuthKeyFile(generateAuthKeyFile())
  const options = resolveAuthServerOptions({ keys, mailer, allowedSites: [SITE], storage, sweepIntervalMs: false })
  return { otp: createOtpService(options), mailer, keys, limiterKeys, storage }
}

describe('otpService: limits', () => {
  it('keeps each limit under its own named key in the rate-limiter table every process shares', async () => {
    const { otp, mailer, keys, limiterKeys } = otpService()
    const lookup = emailLookup(keys.emailIndexKey, 'a@example.com')
    const { challengeId } = await otp.send({
      purpose: 'login',
      to: 'a@example.com',
      lookup,
      site: SITE,
      clientIp: '192.0.2.1',
    })
    await otp.check(challengeId, mailer.codeFor('a@example.com'), 'login', '198.51.100.7')
    expect(limiterKeys).toEqual([
      'auth-otp-ip:192.0.2.1',
      `auth-otp-cooldown:login:${lookup}`,
      `auth-otp-email-ip:192.0.2.1:${lookup}`,
      `auth-otp-email:${lookup}`,
      'auth-otp-check-ip:198.51.100.7',
    ])
  })
})

/** An OTP service over memory storage on a clock the test moves. */
function otpServiceAt(extra: Partial<Parameters<typeof resolveAuthServerOptions>[0]> = {}) {
  let at = Date.parse('2030-01-01T00:00:00Z')
  const storage = createMemoryStorage()
  const mailer = captureMailer()
  const keys = parseAuthKeyFile(generateAuthKeyFile())
  const options = resolveAuthServerOptions({
    keys,
    mailer,
    allowedSites: [SITE],
    storage,
    sweepIntervalMs: false,
    now: () => new Date(at),
    ...extra,
  })
  const otp = createOtpService(options)
  const send = (to: string, clientIp: string) =>
    otp.send({ purpose: 'login', to, lookup: emailLookup(keys.emailIndexKey, to), site: SITE, clientIp })
  const refusal = (to: string, clientIp: string) =>
    send(to, clientIp).then(
      () => 'sent',
      (error: AuthServerError) => error.message,
    )
  return { send, refusal, mailer, advance: (ms: number) => void (at += ms) }
}

describe("otpService: nobody but the owner spends an address's limits", () => {
  // Would have caught: the cooldown point was spent before the per-IP check refused, so a client
  // over its 20 per hour kept any address in cooldown (two requests a minute) without a mail sent.
  it('refuses a client over its IP budget before the cooldown: the address stays free for its owner', async () => {
    const { send, refusal, mailer, advance } = otpServiceAt()
    for (let i = 0; i < 20; i++) await send(`filler${i}@example.com`, '203.0.113.66')
    const mails = mailer.mails.length
    expect(await refusal('victim@example.com', '203.0.113.66')).toBe(AUTH_ERRORS.tooManyCodes)
    advance(1_000)
    expect(await refusal('victim@example.com', '203.0.113.66')).toBe(AUTH_ERRORS.tooManyCodes)
    expect(mailer.mails.length).toBe(mails)
    expect(await refusal('victim@example.com', '192.0.2.1')).toBe('sent')
  })

  // Would have caught: the per-address budget (5 per hour) was spent by whoever named the address,
  // so one stranger sending 5 codes locked the owner out of email login for an hour.
  it("keeps the hourly budget per (client, address): a stranger's 5 codes leave the owner's 5 untouched", async () => {
    const { refusal, advance } = otpServiceAt()
    for (let i = 0; i < 5; i++) {
      expect(await refusal('victim@example.com', '203.0.113.66')).toBe('sent')
      advance(30_000)
    }
    expect(await refusal('victim@example.com', '203.0.113.66')).toBe(AUTH_ERRORS.tooManyCodes)
    expect(await refusal('victim@example.com', '192.0.2.1')).toBe('sent')
  })

  it('caps an address at otpSendsPerEmailPerHourTotal codes per hour over all clients (default 20)', async () => {
    const { refusal, advance } = otpServiceAt()
    for (let client = 0; client < 4; client++) {
      for (let i = 0; i < 5; i++) {
        expect(await refusal('victim@example.com', `203.0.113.${client}`)).toBe('sent')
        advance(30_000)
      }
    }
    expect(await refusal('victim@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.tooManyCodes)
    advance(3_600_000)
    expect(await refusal('victim@example.com', '192.0.2.1')).toBe('sent')
  })

  // Would have caught: a refusal by the per-address budget still put the address in cooldown.
  it('gives back the cooldown when an hourly budget refuses: the address spends points only on mails sent', async () => {
    const { refusal, advance } = otpServiceAt({ otpSendsPerEmailPerHour: 1 })
    expect(await refusal('victim@example.com', '203.0.113.66')).toBe('sent')
    advance(30_000)
    expect(await refusal('victim@example.com', '203.0.113.66')).toBe(AUTH_ERRORS.tooManyCodes)
    expect(await refusal('victim@example.com', '192.0.2.1')).toBe('sent')
  })

  // Would have caught: a mail that failed (502) still spent the cooldown and the hourly budgets.
  it("gives back the address's points when the mail cannot be sent: the client may ask again at once", async () => {
    const { refusal, mailer } = otpServiceAt({ otpSendsPerEmailPerHour: 1 })
    mailer.fail = true
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.mailFailed)
    mailer.fail = false
    expect(await refusal('a@example.com', '192.0.2.1')).toBe('sent')
  })

  // Would have caught: a mail that failed at once left its attempt's cooldown window open, empty,
  // so the next code's cooldown ended with that window: two codes 11 s apart.
  it('counts the 30 s between two codes from the code sent, also after a mail that failed', async () => {
    const { refusal, mailer, advance } = otpServiceAt()
    mailer.fail = true
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.mailFailed)
    mailer.fail = false
    advance(20_000)
    expect(await refusal('a@example.com', '192.0.2.1')).toBe('sent')
    advance(11_000)
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.resendTooSoon)
    advance(19_000)
    expect(await refusal('a@example.com', '192.0.2.1')).toBe('sent')
  })

  it('gives no extra code for a mail that failed after its cooldown had ended (a slow SMTP server)', async () => {
    const { refusal, mailer, advance } = otpServiceAt()
    const { send } = mailer
    mailer.send = async () => {
      advance(31_000)
      throw new Error('SMTP timeout')
    }
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.mailFailed)
    mailer.send = send
    expect(await refusal('a@example.com', '192.0.2.1')).toBe('sent')
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.resendTooSoon)
  })

  it('still keeps 30 s between two codes to one address, whoever asks, and an early resend costs no IP point', async () => {
    const { refusal, advance } = otpServiceAt({ otpSendsPerIpPerHour: 2 })
    expect(await refusal('a@example.com', '192.0.2.1')).toBe('sent')
    advance(10_000)
    expect(await refusal('a@example.com', '203.0.113.66')).toBe(AUTH_ERRORS.resendTooSoon)
    expect(await refusal('a@example.com', '192.0.2.1')).toBe(AUTH_ERRORS.resendTooSoon)
    expect(await refusal('b@example.com', '192.0.2.1')).toBe('sent')
  })
})

describe('otpService: whose challenge', () => {
  it("checks a challenge's user only when one is given", async () => {
    const { otp, mailer, keys } = otpService()
    const lookup = emailLookup(keys.emailIndexKey, 'old@example.com')
    const { challengeId } = await otp.send({
      purpose: 'email-change-old',
      to: 'old@example.com',
      lookup,
      carries: 'new@example.com',
      userId: 'user-1',
      site: SITE,
      clientIp: '192.0.2.1',
    })
    const code = mailer.codeFor('old@example.com')
    await expect(otp.check(challengeId, code, 'email-change-old', '192.0.2.1', 'user-2')).rejects.toThrow(
      new AuthServerError(AUTH_ERRORS.codeExpired, 401),
    )
    await expect(otp.check(challengeId, code, 'login', '192.0.2.1')).rejects.toThrow(AUTH_ERRORS.codeExpired)
    const checked = await otp.check(challengeId, code, 'email-change-old', '192.0.2.1')
    expect([checked.email, checked.challenge.userId]).toEqual(['new@example.com', 'user-1'])
  })
})

describe('otpService: the audit log', () => {
  it("records each code sent with its purpose, the client's IP key, and the user it is for", async () => {
    const { otp, keys, storage } = otpService()
    const lookup = emailLookup(keys.emailIndexKey, 'old@example.com')
    await otp.send({
      purpose: 'email-change-old',
      to: 'old@example.com',
      lookup,
      carries: 'new@example.com',
      userId: 'user-1',
      site: SITE,
      clientIp: '::ffff:192.0.2.1',
    })
    expect(await storage.auth.audit.list('user-1', 10)).toEqual([
      { at: expect.any(Date), event: 'otp.sent', userId: 'user-1', ip: '192.0.2.1', detail: 'email-change-old' },
    ])
  })
})
