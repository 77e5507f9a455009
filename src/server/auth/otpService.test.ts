import { describe, expect, it } from 'vitest'
import { emailLookup } from './emailAddress.js'
import { AUTH_ERRORS, AuthServerError } from './errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import { resolveAuthServerOptions } from './options.js'
import { createOtpService } from './otpService.js'
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
    const { challengeId } = await otp.send({ purpose: 'login', to: 'a@example.com', lookup, site: SITE, clientIp: '192.0.2.1' })
    await otp.check(challengeId, mailer.codeFor('a@example.com'), 'login', '198.51.100.7')
    expect(limiterKeys).toEqual([`auth-otp-cooldown:login:${lookup}`, 'auth-otp-ip:192.0.2.1', `auth-otp-email:${lookup}`, 'auth-otp-check-ip:198.51.100.7'])
  })
})

describe('otpService: whose challenge', () => {
  it("checks a challenge's user only when one is given", async () => {
    const { otp, mailer, keys } = otpService()
    const lookup = emailLookup(keys.emailIndexKey, 'old@example.com')
    const { challengeId } = await otp.send({ purpose: 'email-change-old', to: 'old@example.com', lookup, carries: 'new@example.com', userId: 'user-1', site: SITE, clientIp: '192.0.2.1' })
    const code = mailer.codeFor('old@example.com')
    await expect(otp.check(challengeId, code, 'email-change-old', '192.0.2.1', 'user-2')).rejects.toThrow(new AuthServerError(AUTH_ERRORS.codeExpired, 401))
    await expect(otp.check(challengeId, code, 'login', '192.0.2.1')).rejects.toThrow(AUTH_ERRORS.codeExpired)
    const checked = await otp.check(challengeId, code, 'email-change-old', '192.0.2.1')
    expect([checked.email, checked.challenge.userId]).toEqual(['new@example.com', 'user-1'])
  })
})

describe('otpService: the audit log', () => {
  it("records each code sent with its purpose, the client's IP key, and the user it is for", async () => {
    const { otp, keys, storage } = otpService()
    const lookup = emailLookup(keys.emailIndexKey, 'old@example.com')
    await otp.send({ purpose: 'email-change-old', to: 'old@example.com', lookup, carries: 'new@example.com', userId: 'user-1', site: SITE, clientIp: '::ffff:192.0.2.1' })
    expect(await storage.auth.audit.list('user-1', 10)).toEqual([{ at: expect.any(Date), event: 'otp.sent', userId: 'user-1', ip: '192.0.2.1', detail: 'email-change-old' }])
  })
})
