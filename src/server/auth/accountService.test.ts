import { describe, expect, it } from 'vitest'
import { hashSessionToken } from '../http/sessionToken.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createAccountService } from './accountService.js'
import { emailLookup } from './emailAddress.js'
import { sealText } from './envelope.js'
import { AUTH_ERRORS } from './errors.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import { resolveAuthServerOptions } from './options.js'
import { createOtpService } from './otpService.js'
import {
  captureMailer,
  confirmNewAddress,
  confirmOldAddress,
  createTestAuthServer,
  logIn,
  SITE,
  TEST_WALLET,
} from './testFixtures.js'

const HOUR = 3_600_000

/** A test server over memory storage the test can read, with `stored(token)`: the session row of a token. */
function serverWithStorage(options: Parameters<typeof createTestAuthServer>[0] = {}) {
  const storage = createMemoryStorage()
  const test = createTestAuthServer({ storage, ...options })
  const stored = async (token: string) =>
    (await storage.auth.sessions.findSession(hashSessionToken(token), test.clock.now()))!
  return { ...test, storage, stored }
}

describe('accountService: the audit log', () => {
  it("records each account event (a device only at its first login) with the client's IP key and a short detail", async () => {
    const { client, mailer, clock, storage, keys } = serverWithStorage()
    await logIn(client, mailer, 'old@example.com')
    clock.advance(30_000)
    const { token } = await logIn(client, mailer, 'old@example.com')
    await client.call('POST', '/wallet', TEST_WALLET, token)
    expect(
      (
        await client.call(
          'PUT',
          '/wallet/shares/device-auth',
          { share: Buffer.alloc(17, 3).toString('base64url') },
          token,
        )
      ).status,
    ).toBe(204)
    const { confirmed: step2 } = await confirmOldAddress(client, mailer, token, 'old@example.com', 'new@example.com')
    const done = await confirmNewAddress(client, mailer, token, step2.body.challengeId, 'new@example.com')
    expect(done.body).toEqual({ email: 'new@example.com' })
    expect((await client.call('DELETE', '/session', undefined, token)).status).toBe(204)

    const userId = (await storage.auth.users.findUserByIdentity(
      'email',
      emailLookup(keys.emailIndexKey, 'new@example.com'),
    ))!.id
    const entries = await storage.auth.audit.list(userId, 20)
    expect(entries.map(({ event, detail, ip }) => [event, detail, ip])).toEqual([
      ['logout', undefined, '192.0.2.1'],
      ['email.changed', undefined, '192.0.2.1'],
      ['otp.sent', 'email-change-new', '192.0.2.1'],
      ['otp.sent', 'email-change-old', '192.0.2.1'],
      ['device.share.stored', undefined, '192.0.2.1'],
      ['wallet.created', 'operator', '192.0.2.1'],
      ['login', 'email', '192.0.2.1'],
      ['login', 'email', '192.0.2.1'],
      ['device.added', undefined, '192.0.2.1'],
    ])
  })
})

describe('accountService: session expiry', () => {
  it('leaves the idle end alone while at least half of it is left: a session used at exactly 12 h still ends at 24 h', async () => {
    const { client, mailer, clock, stored } = serverWithStorage()
    const { token } = await logIn(client, mailer, 'a@example.com')
    const end = new Date(clock.now().getTime() + 24 * HOUR)
    clock.advance(12 * HOUR)
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(200)
    expect((await stored(token)).idleExpiresAt).toEqual(end)
    clock.advance(12 * HOUR)
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(401)
  })

  it('moves the idle end to 24 h after a use past the half-way mark', async () => {
    const { client, mailer, clock, stored } = serverWithStorage()
    const { token } = await logIn(client, mailer, 'a@example.com')
    clock.advance(12 * HOUR + 1_000)
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(200)
    expect((await stored(token)).idleExpiresAt).toEqual(new Date(clock.now().getTime() + 24 * HOUR))
    clock.advance(24 * HOUR - 1)
    expect((await stored(token)).idleExpiresAt).toEqual(new Date(clock.now().getTime() + 1))
    clock.advance(1)
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(401)
  })

  it('never stores or answers an idle end past the absolute end, at sign-in or on use', async () => {
    const short = serverWithStorage({ sessionAbsoluteTtlMs: HOUR })
    const first = await logIn(short.client, short.mailer, 'a@example.com')
    const end = new Date(short.clock.now().getTime() + HOUR)
    expect((await short.stored(first.token)).idleExpiresAt).toEqual(end)
    expect(first.body.expiresAt).toBe(end.toISOString())

    const { client, mailer, clock, stored } = serverWithStorage({ sessionAbsoluteTtlMs: 30 * HOUR })
    const { token } = await logIn(client, mailer, 'a@example.com')
    const absolute = new Date(clock.now().getTime() + 30 * HOUR)
    clock.advance(20 * HOUR)
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(200)
    expect(await stored(token)).toMatchObject({ idleExpiresAt: absolute, expiresAt: absolute })
  })
})

describe('accountService: device shares', () => {
  it("refuses a device's share before the wallet exists, and replaces it on a second PUT", async () => {
    const { client, mailer } = serverWithStorage()
    const { token } = await logIn(client, mailer, 'a@example.com')
    const first = Buffer.alloc(17, 3).toString('base64url')
    const early = await client.call('PUT', '/wallet/shares/device-auth', { share: first }, token)
    expect([early.status, early.body]).toEqual([404, { error: AUTH_ERRORS.noWallet }])
    await client.call('POST', '/wallet', TEST_WALLET, token)
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, token)).body.error).toBe(
      AUTH_ERRORS.shareNotFound,
    )
    expect((await client.call('PUT', '/wallet/shares/device-auth', { share: first }, token)).status).toBe(204)
    const second = Buffer.alloc(17, 4).toString('base64url')
    expect((await client.call('PUT', '/wallet/shares/device-auth', { share: second }, token)).status).toBe(204)
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, token)).body).toEqual({ share: second })
  })
})

describe('accountService: email changes', () => {
  it('refuses a change to the current address, however it is written, without mailing', async () => {
    const { client, mailer } = serverWithStorage()
    const { token } = await logIn(client, mailer, 'a@example.com')
    const mails = mailer.mails.length
    const same = await client.call('POST', '/email/change', { email: ' A@Example.com', site: SITE }, token)
    expect([same.status, same.body]).toEqual([400, { error: AUTH_ERRORS.invalidEmail }])
    expect(mailer.mails).toHaveLength(mails)
  })

  it("resends only a pending change's second code, and only to its own account", async () => {
    const { client, mailer, clock } = serverWithStorage()
    const alice = (await logIn(client, mailer, 'alice@example.com')).token
    const bob = (await logIn(client, mailer, 'bob@example.com')).token
    const { started: step1, confirmed: step2 } = await confirmOldAddress(
      client,
      mailer,
      alice,
      'alice@example.com',
      'alice2@example.com',
    )
    clock.advance(30_000)
    const mails = mailer.mails.length
    for (const [challengeId, token] of [
      [step1.body.challengeId, alice],
      [step2.body.challengeId, bob],
    ] as const) {
      const refused = await client.call('POST', '/email/change/resend', { challengeId, site: SITE }, token)
      expect([refused.status, refused.body]).toEqual([401, { error: AUTH_ERRORS.codeExpired }])
    }
    expect(mailer.mails).toHaveLength(mails)
    const resent = await client.call(
      'POST',
      '/email/change/resend',
      { challengeId: step2.body.challengeId, site: SITE },
      alice,
    )
    expect([resent.status, resent.body.email, mailer.mails.at(-1)!.to]).toEqual([
      200,
      'alice2@example.com',
      'alice2@example.com',
    ])
  })
})

describe('accountService: social profiles', () => {
  it('opens a social identity sealed to its user with no device, the binding of every record that is not a device share', async () => {
    const keys = parseAuthKeyFile(generateAuthKeyFile())
    const options = resolveAuthServerOptions({
      keys,
      mailer: captureMailer(),
      allowedSites: [SITE],
      sweepIntervalMs: false,
    })
    const service = createAccountService(options, createOtpService(options))
    const createdAt = options.now()
    const profile = JSON.stringify({ username: 'alice', email: 'alice@mail.example' })
    const user = await options.storage.auth.users.createUser(
      { id: 'user-1', createdAt },
      {
        kind: 'social:google',
        lookup: 'google-subject-1',
        sealedValue: sealText(keys.kek, profile, { user: 'user-1', device: '', kind: 'social:google' }),
        createdAt,
      },
    )
    const login = await service.openSession(user, 'device-0001', 'google', '192.0.2.1')
    expect(login.account).toEqual({
      email: 'alice@mail.example',
      username: 'alice',
      socialProvider: 'google',
      wallet: undefined,
    })
  })
})
