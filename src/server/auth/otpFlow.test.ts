import { describe, expect, it } from 'vitest'
import { AUTH_ERRORS } from './errors.js'
import { createTestAuthServer, logIn, SITE } from './testFixtures.js'

describe('email one-time codes over HTTP', () => {
  it('mails a 6-digit code naming the requesting site, and answers unknown and known addresses alike', async () => {
    const { client, mailer, clock } = createTestAuthServer()
    await logIn(client, mailer, 'known@example.com')
    clock.advance(31_000)
    const known = await client.start('Known@Example.com ')
    const unknown = await client.start('nobody@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort())
    expect(Object.keys(unknown.body).sort()).toEqual([
      'challengeId',
      'expiresAt',
      'expiresInSeconds',
      'resendAfterSeconds',
      'resendAt',
    ])
    expect([unknown.body.expiresInSeconds, unknown.body.resendAfterSeconds]).toEqual([600, 30])
    expect(unknown.body.expiresAt).toBe(new Date(clock.now().getTime() + 600_000).toISOString())
    expect(unknown.body.resendAt).toBe(new Date(clock.now().getTime() + 30_000).toISOString())
    const mail = mailer.mails.at(-1)!
    expect(mail.to).toBe('nobody@example.com')
    expect(mail.subject).toMatch(/^\d{6} is your code for 127\.0\.0\.1:14273$/)
    expect(mail.text).toContain(`Requested by: ${SITE}`)
    expect(mail.text).toContain('expires in 10 minutes')
  })

  it('refuses an invalid address, a site off the allowlist, a malformed body and a non-JSON type', async () => {
    const { client } = createTestAuthServer()
    expect((await client.start('not-an-email')).body).toEqual({ error: AUTH_ERRORS.invalidEmail })
    const offSite = await client.start('a@example.com', 'https://evil.example')
    expect([offSite.status, offSite.body.error]).toEqual([403, AUTH_ERRORS.siteNotAllowed])
    expect((await client.call('POST', '/otp/start', { email: 'a@example.com' })).body.error).toBe(
      AUTH_ERRORS.invalidBody,
    )
    expect((await client.verify('x', '123456')).body.error).toBe(AUTH_ERRORS.invalidBody)
    expect((await client.verify('AAAAAAAAAAAAAAAAAAAAAA', '12345')).body.error).toBe(AUTH_ERRORS.invalidBody)
  })

  it('signs in with the right code, once: a replay is refused', async () => {
    const { client, mailer } = createTestAuthServer()
    const started = await client.start('a@example.com')
    const code = mailer.codeFor('a@example.com')
    const ok = await client.verify(started.body.challengeId, code)
    expect(ok.status).toBe(200)
    expect(ok.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(ok.body.account).toEqual({ email: 'a@example.com' })
    const replay = await client.verify(started.body.challengeId, code)
    expect([replay.status, replay.body.error]).toEqual([401, AUTH_ERRORS.codeUsed])
  })

  it('counts wrong codes down, and refuses the sixth try even with the right code', async () => {
    const { client, mailer } = createTestAuthServer()
    const { challengeId } = (await client.start('a@example.com')).body
    const right = mailer.codeFor('a@example.com')
    const wrong = right === '000000' ? '111111' : '000000'
    for (let left = 4; left >= 0; left--) {
      expect((await client.verify(challengeId, wrong)).body).toEqual({
        error: AUTH_ERRORS.wrongCode,
        attemptsLeft: left,
      })
    }
    const sixth = await client.verify(challengeId, right)
    expect([sixth.status, sixth.body.error]).toEqual([401, AUTH_ERRORS.tooManyAttempts])
  })

  it('refuses a code after its 10 minutes', async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const { challengeId } = (await client.start('a@example.com')).body
    clock.advance(600_000)
    expect((await client.verify(challengeId, mailer.codeFor('a@example.com'))).body.error).toBe(AUTH_ERRORS.codeExpired)
  })

  it('voids the previous code when a new one is sent', async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const first = (await client.start('a@example.com')).body.challengeId
    const firstCode = mailer.codeFor('a@example.com')
    clock.advance(30_000)
    const second = (await client.start('a@example.com')).body.challengeId
    expect((await client.verify(first, firstCode)).body.error).toBe(AUTH_ERRORS.codeReplaced)
    expect((await client.verify(second, mailer.codeFor('a@example.com'))).status).toBe(200)
  })

  it('keeps 30 s between sends to one address (Retry-After), 5 per hour per address, 20 per hour per IP', async () => {
    const { client, clock } = createTestAuthServer()
    await client.start('a@example.com')
    clock.advance(10_000)
    const early = await client.start('a@example.com')
    expect([early.status, early.body.error, early.body.retryAfter, early.headers.get('Retry-After')]).toEqual([
      429,
      AUTH_ERRORS.resendTooSoon,
      20,
      '20',
    ])
    for (let i = 0; i < 4; i++) {
      clock.advance(30_000)
      expect((await client.start('a@example.com')).status).toBe(200)
    }
    clock.advance(30_000)
    const sixth = await client.start('a@example.com')
    expect([sixth.status, sixth.body.error]).toEqual([429, AUTH_ERRORS.tooManyCodes])
    // 6 sends from this IP so far (the one refused by the cooldown did not count).
    for (let i = 0; i < 14; i++) expect((await client.start(`user${i}@example.com`)).status).toBe(200)
    const overIp = await client.start('fresh@example.com')
    expect([overIp.status, overIp.body.error]).toEqual([429, AUTH_ERRORS.tooManyCodes])
    clock.advance(3_600_000)
    expect((await client.start('fresh@example.com')).status).toBe(200)
  })

  it('answers 502 when the mail cannot be sent', async () => {
    const { client, mailer } = createTestAuthServer()
    mailer.fail = true
    expect((await client.start('a@example.com')).body).toEqual({ error: AUTH_ERRORS.mailFailed })
  })
})
