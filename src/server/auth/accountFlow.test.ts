import { describe, expect, it } from 'vitest'
import { hashSessionToken } from '../http/sessionToken.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { emailLookup } from './emailAddress.js'
import { EnvelopeError, openRecord } from './envelope.js'
import { AUTH_ERRORS } from './errors.js'
import { confirmNewAddress, createTestAuthServer, logIn, SIGNER_ORIGIN, SITE, TEST_WALLET } from './testFixtures.js'
import { preflightRequest } from '../http/__fixtures__/preflight.js'

describe('sessions', () => {
  it('answers GET /session with the account for the bearer token only', async () => {
    const { client, mailer } = createTestAuthServer()
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('GET', '/session', undefined, token)).body).toEqual({
      account: { email: 'a@example.com' },
    })
    const none = await client.call('GET', '/session')
    expect([none.status, none.body.error, none.headers.get('WWW-Authenticate')]).toEqual([
      401,
      AUTH_ERRORS.unauthorized,
      'Bearer',
    ])
    expect((await client.call('GET', '/session', undefined, 'x'.repeat(43))).status).toBe(401)
  })

  it('ends a session after 24 h idle, keeps an active one up to 30 days, and on sign-out', async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const idle = (await logIn(client, mailer, 'a@example.com')).token
    clock.advance(24 * 3_600_000)
    expect((await client.call('GET', '/session', undefined, idle)).status).toBe(401)

    clock.advance(60_000)
    const active = (await logIn(client, mailer, 'a@example.com')).token
    // 35 × 20 h = 700 h, within 30 days (720 h); the 36th step reaches the absolute end.
    for (let step = 1; step <= 35; step++) {
      clock.advance(20 * 3_600_000)
      expect((await client.call('GET', '/session', undefined, active)).status).toBe(200)
    }
    clock.advance(20 * 3_600_000)
    expect((await client.call('GET', '/session', undefined, active)).status).toBe(401)

    clock.advance(60_000)
    const out = (await logIn(client, mailer, 'a@example.com')).token
    expect((await client.call('DELETE', '/session', undefined, out)).status).toBe(204)
    expect((await client.call('GET', '/session', undefined, out)).status).toBe(401)
  })

  it('stores only the token hash, and the email sealed', async () => {
    const storage = createMemoryStorage()
    const { client, mailer, keys, clock } = createTestAuthServer({ storage })
    const { token } = await logIn(client, mailer, 'secret@example.com')
    expect(await storage.auth.sessions.findSession(token, clock.now())).toBeUndefined()
    expect(await storage.auth.sessions.findSession(hashSessionToken(token), clock.now())).toBeDefined()
    const user = (await storage.auth.users.findUserByIdentity(
      'email',
      emailLookup(keys.emailIndexKey, 'secret@example.com'),
    ))!
    expect((await storage.auth.users.getIdentity(user.id, 'email'))!.sealedValue).not.toContain('secret')
  })
})

describe('wallets and shares', () => {
  it('records the wallet once and releases its shares to the signed-in user, audited', async () => {
    const storage = createMemoryStorage()
    const { client, mailer, keys } = createTestAuthServer({ storage })
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).body.error).toBe(AUTH_ERRORS.noWallet)
    const created = await client.call('POST', '/wallet', TEST_WALLET, token)
    expect([created.status, created.body]).toEqual([
      201,
      { wallet: { eip155: TEST_WALLET.eip155, solana: TEST_WALLET.solana, recoveryMode: 'operator' } },
    ])
    expect((await client.call('POST', '/wallet', TEST_WALLET, token)).body.error).toBe(AUTH_ERRORS.walletExists)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).body).toEqual({
      share: TEST_WALLET.authShare,
    })
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body).toEqual({
      share: TEST_WALLET.recoveryShare,
    })
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, token)).body.error).toBe(
      AUTH_ERRORS.shareNotFound,
    )
    expect((await client.call('GET', '/session', undefined, token)).body.account).toMatchObject({
      wallet: { eip155: TEST_WALLET.eip155 },
    })

    const userId = (await storage.auth.users.findUserByIdentity(
      'email',
      emailLookup(keys.emailIndexKey, 'a@example.com'),
    ))!.id
    const recovery = (await storage.auth.shares.getShare(userId, '', 'recovery'))!
    // The recovery share is sealed under the recovery KEK, not the general one.
    expect(() => openRecord(keys.kek, recovery.sealed, { user: userId, device: '', kind: 'recovery-share' })).toThrow(
      EnvelopeError,
    )
    expect(openRecord(keys.recoveryKek, recovery.sealed, { user: userId, device: '', kind: 'recovery-share' })).toEqual(
      new Uint8Array(17).fill(2),
    )
    expect(
      (await storage.auth.audit.list(userId, 10)).map((e) => `${e.event}${e.detail ? `:${e.detail}` : ''}`),
    ).toEqual([
      'share.refused:device-auth: not found',
      'share.released:recovery',
      'share.released:auth',
      'wallet.created:operator',
      'share.refused:auth: no wallet',
      'login:email',
      'device.added',
    ])
  })

  it("keeps a second device's own auth share under that device, out of reach of the first", async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const first = (await logIn(client, mailer, 'a@example.com', 'device-first')).token
    await client.call('POST', '/wallet', TEST_WALLET, first)
    clock.advance(30_000)
    const second = (await logIn(client, mailer, 'a@example.com', 'device-second')).token
    const share = Buffer.alloc(17, 3).toString('base64url')
    expect((await client.call('PUT', '/wallet/shares/device-auth', { share }, second)).status).toBe(204)
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, second)).body).toEqual({ share })
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, first)).body.error).toBe(
      AUTH_ERRORS.shareNotFound,
    )
  })

  it('refuses a recovery mode the operator did not allow, and malformed wallets', async () => {
    const { client, mailer } = createTestAuthServer({ recoveryModes: ['passphrase'] })
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('POST', '/wallet', TEST_WALLET, token)).body.error).toBe(
      AUTH_ERRORS.recoveryModeNotAllowed,
    )
    expect((await client.call('POST', '/wallet', { ...TEST_WALLET, eip155: '0x12' }, token)).body.error).toBe(
      AUTH_ERRORS.invalidBody,
    )
    expect((await client.call('POST', '/wallet', { ...TEST_WALLET, authShare: 'a b' }, token)).body.error).toBe(
      AUTH_ERRORS.invalidBody,
    )
  })
})

describe('UpdateEmailWallet: the old address, then the new one', () => {
  it('moves the account to the new address after both codes; the old address no longer signs in to it', async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const { token } = await logIn(client, mailer, 'old@example.com')
    await client.call('POST', '/wallet', TEST_WALLET, token)
    const step1 = await client.call('POST', '/email/change', { email: 'new@example.com', site: SITE }, token)
    expect(mailer.mails.at(-1)!.to).toBe('old@example.com')
    expect(mailer.mails.at(-1)!.text).toContain('move your wallet')
    const wrongStep = await client.call(
      'POST',
      '/email/change/confirm-new',
      { challengeId: step1.body.challengeId, code: mailer.codeFor('old@example.com') },
      token,
    )
    expect(wrongStep.body.error).toBe(AUTH_ERRORS.codeExpired)
    const step2 = await client.call(
      'POST',
      '/email/change/confirm-old',
      { challengeId: step1.body.challengeId, code: mailer.codeFor('old@example.com'), site: SITE },
      token,
    )
    expect(step2.body).toMatchObject({ email: 'new@example.com' })
    expect(mailer.mails.at(-1)!.to).toBe('new@example.com')
    clock.advance(30_000)
    const resent = await client.call(
      'POST',
      '/email/change/resend',
      { challengeId: step2.body.challengeId, site: SITE },
      token,
    )
    const done = await confirmNewAddress(client, mailer, token, resent.body.challengeId, 'new@example.com')
    expect(done.body).toEqual({ email: 'new@example.com' })
    expect((await client.call('GET', '/session', undefined, token)).body.account).toMatchObject({
      email: 'new@example.com',
      wallet: { eip155: TEST_WALLET.eip155 },
    })

    clock.advance(30_000)
    const newLogin = await logIn(client, mailer, 'new@example.com', 'device-other')
    expect((newLogin.body.account as { wallet: { eip155: string } }).wallet.eip155).toBe(TEST_WALLET.eip155)
    const oldLogin = await logIn(client, mailer, 'old@example.com', 'device-other')
    expect(oldLogin.body.account).toEqual({ email: 'old@example.com' })
  })

  it("refuses another session's challenge and an address another account holds", async () => {
    const { client, mailer, clock } = createTestAuthServer()
    const alice = (await logIn(client, mailer, 'alice@example.com')).token
    const bob = (await logIn(client, mailer, 'bob@example.com')).token
    const step1 = await client.call('POST', '/email/change', { email: 'bob@example.com', site: SITE }, alice)
    const code = mailer.codeFor('alice@example.com')
    expect(
      (
        await client.call(
          'POST',
          '/email/change/confirm-old',
          { challengeId: step1.body.challengeId, code, site: SITE },
          bob,
        )
      ).body.error,
    ).toBe(AUTH_ERRORS.codeExpired)
    const step2 = await client.call(
      'POST',
      '/email/change/confirm-old',
      { challengeId: step1.body.challengeId, code, site: SITE },
      alice,
    )
    clock.advance(1)
    const taken = await confirmNewAddress(client, mailer, alice, step2.body.challengeId, 'bob@example.com')
    expect([taken.status, taken.body.error]).toEqual([409, AUTH_ERRORS.emailTaken])
  })
})

describe('HTTP edges', () => {
  it('admits only the signer origin cross-origin, and caps bodies', async () => {
    const { server } = createTestAuthServer()
    const preflight = await server.handle(
      preflightRequest('http://auth.test/otp/start', SIGNER_ORIGIN, 'POST', 'content-type'),
    )
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(SIGNER_ORIGIN)
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull()
    const stranger = await server.handle(preflightRequest('http://auth.test/otp/start', 'https://evil.example', 'POST'))
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const errorAnswer = await server.handle(
      new Request('http://auth.test/session', { headers: { Origin: SIGNER_ORIGIN } }),
    )
    expect([
      errorAnswer.status,
      errorAnswer.headers.get('Access-Control-Allow-Origin'),
      errorAnswer.headers.get('Cache-Control'),
    ]).toEqual([401, SIGNER_ORIGIN, 'no-store'])
    const big = await server.handle(
      new Request('http://auth.test/otp/start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"email":"${'a'.repeat(9000)}"}`,
      }),
    )
    expect(big.status).toBe(413)
    const form = await server.handle(
      new Request('http://auth.test/otp/start', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{}',
      }),
    )
    expect(form.status).toBe(415)
    expect((await server.handle(new Request('http://auth.test/nope'))).status).toBe(404)
  })

  it('serves under a base path', async () => {
    const { server } = createTestAuthServer({ basePath: '/api/auth' })
    expect((await server.handle(new Request('http://auth.test/api/auth/session'))).status).toBe(401)
    expect((await server.handle(new Request('http://auth.test/session'))).status).toBe(404)
  })
})
