/**
 * A session token alone must not be the wallet key: the recovery share needs a recent sign-in
 * (step-up), share releases are limited per user, and every release and refusal is audited.
 */
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { emailLookup } from './emailAddress.js'
import { AUTH_ERRORS } from './errors.js'
import { DEFAULT_RECOVERY_STEP_UP_MS } from './options.js'
import {
  authClient,
  createTestAuthServer,
  dpopProof,
  logIn,
  recordingStorage,
  TEST_WALLET,
  testDeviceKey,
} from './testFixtures.js'

/** A server with a user (`userId`) who has a wallet; `audit()` lists the user's audit lines, newest first. */
async function withWallet(options: Parameters<typeof createTestAuthServer>[0] = {}) {
  const storage = options.storage ?? createMemoryStorage()
  const test = createTestAuthServer({ ...options, storage })
  const { token } = await logIn(test.client, test.mailer, 'a@example.com')
  expect((await test.client.call('POST', '/wallet', TEST_WALLET, token)).status).toBe(201)
  const userId = (await storage.auth.users.findUserByIdentity(
    'email',
    emailLookup(test.keys.emailIndexKey, 'a@example.com'),
  ))!.id
  const audit = async () =>
    (await storage.auth.audit.list(userId, 50)).map((e) => `${e.event}${e.detail ? `:${e.detail}` : ''}`)
  return { ...test, token, userId, audit }
}

describe('step-up for the recovery share (a new device)', () => {
  it('releases the recovery share within 10 minutes of the sign-in, and refuses it (403, audited) after', async () => {
    // Would have caught: any holder of a 30-day token got the recovery share at any time.
    const { client, clock, token, audit } = await withWallet()
    expect(DEFAULT_RECOVERY_STEP_UP_MS).toBe(600_000)
    clock.advance(DEFAULT_RECOVERY_STEP_UP_MS)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body).toEqual({
      share: TEST_WALLET.recoveryShare,
    })
    clock.advance(1)
    const late = await client.call('GET', '/wallet/shares/recovery', undefined, token)
    expect([late.status, late.body]).toEqual([403, { error: AUTH_ERRORS.stepUpRequired }])
    // The proof was good: no DPoP challenge, which only a refused proof gets (RFC 9449 section 7.1).
    expect(late.headers.get('WWW-Authenticate')).toBeNull()
    // The auth share (a known device's pair) is not behind the step-up.
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    expect((await audit()).slice(0, 3)).toEqual([
      'share.released:auth',
      'share.refused:recovery: step-up needed',
      'share.released:recovery',
    ])
  })

  it('a fresh sign-in (the new device journey) gets the recovery share again', async () => {
    const { client, mailer, clock } = await withWallet()
    clock.advance(3_600_000)
    const { token } = await logIn(client, mailer, 'a@example.com', 'device-new')
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body).toEqual({
      share: TEST_WALLET.recoveryShare,
    })
  })

  it('takes recoveryStepUpMs from the options', async () => {
    const { client, clock, token } = await withWallet({ recoveryStepUpMs: 1_000 })
    clock.advance(1_001)
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).body.error).toBe(
      AUTH_ERRORS.stepUpRequired,
    )
  })
})

describe('per-user limits on share releases', () => {
  it('releases 30 shares per user per hour, then 429 with Retry-After (audited); another user is untouched', async () => {
    // Would have caught: a token holder could fetch the shares as often as it liked.
    const { client, mailer, clock, token, audit } = await withWallet()
    for (let i = 0; i < 30; i++)
      expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status, `release ${i + 1}`).toBe(200)
    const over = await client.call('GET', '/wallet/shares/auth', undefined, token)
    expect([over.status, over.body.error, over.headers.get('Retry-After')]).toEqual([
      429,
      AUTH_ERRORS.tooManyShareReleases,
      '3600',
    ])
    expect((await audit())[0]).toBe('share.refused:auth: rate limited')
    // Another user (own wallet) still gets shares.
    const other = (await logIn(client, mailer, 'b@example.com')).token
    await client.call('POST', '/wallet', TEST_WALLET, other)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, other)).status).toBe(200)
    clock.advance(3_600_000)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
  })

  it('keeps the per-user limits under their own named keys in the rate-limiter table every process shares', async () => {
    const { storage, keys } = recordingStorage()
    const { client, token, userId } = await withWallet({ storage })
    expect((await client.call('GET', '/wallet/shares/recovery', undefined, token)).status).toBe(200)
    expect(keys.filter((key) => key.includes(userId))).toEqual([
      `auth-share-user:${userId}`,
      `auth-share-recovery-user:${userId}`,
    ])
  })

  it('releases the recovery share 5 times per user per day, then 429 (a refusal spends no hourly point)', async () => {
    const { client, mailer, clock } = await withWallet()
    for (let i = 0; i < 6; i++) {
      clock.advance(3_600_000)
      const { token } = await logIn(client, mailer, 'a@example.com', `device-${i}000`)
      const answer = await client.call('GET', '/wallet/shares/recovery', undefined, token)
      if (i < 5) expect(answer.status, `recovery ${i + 1}`).toBe(200)
      else
        expect([answer.status, answer.body.error, Number(answer.headers.get('Retry-After')) > 3_600]).toEqual([
          429,
          AUTH_ERRORS.tooManyShareReleases,
          true,
        ])
    }
  })
})

describe('audit of every share request', () => {
  it('records releases and refusals (no wallet, not found) with the share kind', async () => {
    const storage = createMemoryStorage()
    const { client, mailer, keys } = createTestAuthServer({ storage })
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(404)
    await client.call('POST', '/wallet', TEST_WALLET, token)
    expect((await client.call('GET', '/wallet/shares/device-auth', undefined, token)).status).toBe(404)
    expect((await client.call('GET', '/wallet/shares/auth', undefined, token)).status).toBe(200)
    const user = (await storage.auth.users.findUserByIdentity(
      'email',
      emailLookup(keys.emailIndexKey, 'a@example.com'),
    ))!
    expect((await storage.auth.audit.list(user.id, 4)).map((e) => `${e.event}:${e.detail}`)).toEqual([
      'share.released:auth',
      'share.refused:device-auth: not found',
      'wallet.created:operator',
      'share.refused:auth: no wallet',
    ])
  })
})

describe('device-bound sessions (DPoP): a session token alone gets no share', () => {
  const url = (path: string) => `http://auth.test${path}`
  const iatOf = (clock: { now(): Date }) => Math.floor(clock.now().getTime() / 1000)

  it('refuses a stolen token without the device key (401, DPoP challenge, audited), from any client', async () => {
    // Would have caught: any holder of a session token got both server shares from any IP.
    const { server, clock, token, audit } = await withWallet()
    const attacker = authClient(server, '203.0.113.66', clock.now)
    for (const kind of ['auth', 'recovery', 'device-auth']) {
      const bare = await attacker.call('GET', `/wallet/shares/${kind}`, undefined, token, false)
      expect([bare.status, bare.body, bare.headers.get('WWW-Authenticate')]).toEqual([
        401,
        { error: AUTH_ERRORS.invalidDeviceProof },
        'DPoP error="invalid_dpop_proof"',
      ])
    }
    // With a proof by the attacker's own key: still refused (the thumbprint is not the session's).
    const own = await attacker.call('GET', '/wallet/shares/auth', undefined, token)
    expect([own.status, own.body.error]).toEqual([401, AUTH_ERRORS.invalidDeviceProof])
    // Storing a device share or creating a wallet needs the proof too.
    expect(
      (await attacker.call('PUT', '/wallet/shares/device-auth', { share: TEST_WALLET.authShare }, token)).status,
    ).toBe(401)
    expect((await attacker.call('POST', '/wallet', TEST_WALLET, token, false)).status).toBe(401)
    expect((await audit()).slice(0, 6)).toEqual([
      'share.refused:wallet create: device proof missing',
      'share.refused:device-auth store: device proof wrong key',
      'share.refused:auth: device proof wrong key',
      'share.refused:device-auth: device proof missing',
      'share.refused:recovery: device proof missing',
      'share.refused:auth: device proof missing',
    ])
  })

  it('refuses a replayed proof, also at another process on the same storage', async () => {
    const storage = createMemoryStorage()
    const test = await withWallet({ storage })
    const other = createTestAuthServer({ storage, keys: test.keys })
    other.clock.advance(test.clock.now().getTime() - other.clock.now().getTime())
    const key = await test.client.deviceKey()
    const proof = await dpopProof(key, {
      method: 'GET',
      url: url('/wallet/shares/auth'),
      token: test.token,
      iat: iatOf(test.clock),
    })
    expect((await test.client.call('GET', '/wallet/shares/auth', undefined, test.token, proof)).status).toBe(200)
    expect((await test.client.call('GET', '/wallet/shares/auth', undefined, test.token, proof)).status).toBe(401)
    expect(
      (
        await authClient(other.server, '192.0.2.1', other.clock.now).call(
          'GET',
          '/wallet/shares/auth',
          undefined,
          test.token,
          proof,
        )
      ).status,
    ).toBe(401)
    expect((await test.audit())[0]).toBe('share.refused:auth: device proof replayed')
  })

  it('refuses a proof for another URL, another method, another token, a stale or future iat, or a malformed one', async () => {
    const { client, clock, token, mailer } = await withWallet()
    const key = await client.deviceKey()
    const request = { method: 'GET', url: url('/wallet/shares/auth'), token, iat: iatOf(clock) }
    const refused = async (proof: string, path = '/wallet/shares/auth') => {
      const answer = await client.call('GET', path, undefined, token, proof)
      return [answer.status, answer.body.error]
    }
    const no = [401, AUTH_ERRORS.invalidDeviceProof]
    expect(await refused(await dpopProof(key, request), '/wallet/shares/recovery')).toEqual(no)
    expect(await refused(await dpopProof(key, { ...request, url: 'http://evil.test/wallet/shares/auth' }))).toEqual(no)
    expect(await refused(await dpopProof(key, { ...request, method: 'PUT' }))).toEqual(no)
    const otherToken = (await logIn(client, mailer, 'b@example.com')).token
    expect(await refused(await dpopProof(key, { ...request, token: otherToken }))).toEqual(no)
    expect(await refused(await dpopProof(key, { ...request, iat: request.iat - 61 }))).toEqual(no)
    expect(await refused(await dpopProof(key, { ...request, iat: request.iat + 61 }))).toEqual(no)
    expect(await refused(await dpopProof(key, request, { header: { typ: 'JWT' } }))).toEqual(no)
    expect(await refused(await dpopProof(key, request, { claims: { jti: undefined } }))).toEqual(no)
    expect(await refused('a.b.c')).toEqual(no)
    // A proof naming the session's key in its header but signed by another key.
    const forged = await dpopProof({ ...(await testDeviceKey()), jwk: key.jwk }, request)
    expect(await refused(forged)).toEqual(no)
    // Within the 60 s either way, and with a query on the request (htu has none): accepted.
    expect(
      (
        await client.call(
          'GET',
          '/wallet/shares/auth',
          undefined,
          token,
          await dpopProof(key, { ...request, iat: request.iat - 60 }),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await client.call(
          'GET',
          '/wallet/shares/auth?x=1',
          undefined,
          token,
          await dpopProof(key, { ...request, iat: request.iat + 60 }),
        )
      ).status,
    ).toBe(200)
  })

  it('gives no share to a session opened without a device key (as before this change): it must sign in again', async () => {
    const { server, clock, client, mailer, audit } = await withWallet()
    clock.advance(30_000)
    const started = await client.start('a@example.com')
    const raw = await server.handle(
      new Request('http://auth.test/otp/verify', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          challengeId: started.body.challengeId,
          code: mailer.codeFor('a@example.com'),
          deviceId: 'device-0002',
        }),
      }),
    )
    const { token } = (await raw.json()) as { token: string }
    expect((await client.call('GET', '/session', undefined, token)).status).toBe(200)
    const share = await client.call('GET', '/wallet/shares/auth', undefined, token)
    expect([share.status, share.body.error]).toEqual([401, AUTH_ERRORS.invalidDeviceProof])
    expect((await audit())[0]).toBe('share.refused:auth: device proof unbound session')
  })

  it('refuses a dpopKey that is not a P-256 public point (400)', async () => {
    const { client, mailer } = createTestAuthServer()
    const started = await client.start('a@example.com')
    const key = await client.deviceKey()
    const bad = await client.verify(started.body.challengeId, mailer.codeFor('a@example.com'))
    expect(bad.status).toBe(200)
    const offCurve = await client.call('POST', '/otp/verify', {
      challengeId: started.body.challengeId,
      code: '000000',
      deviceId: 'device-0001',
      dpopKey: { ...key.jwk, y: key.jwk.x },
    })
    expect([offCurve.status, offCurve.body.error]).toEqual([400, AUTH_ERRORS.invalidBody])
  })

  it('behind a proxy: accepts htu at publicUrl + the route, and still the request URL; refuses another origin', async () => {
    const { client, clock, token } = await withWallet({ publicUrl: 'https://wallet.example.com/api/auth/' })
    const key = await client.deviceKey()
    const request = { method: 'GET', token, iat: iatOf(clock) }
    const at = async (htu: string) =>
      (
        await client.call(
          'GET',
          '/wallet/shares/auth',
          undefined,
          token,
          await dpopProof(key, { ...request, url: htu }),
        )
      ).status
    expect(await at('https://wallet.example.com/api/auth/wallet/shares/auth')).toBe(200)
    expect(await at('http://auth.test/wallet/shares/auth')).toBe(200)
    expect(await at('https://evil.example.com/api/auth/wallet/shares/auth')).toBe(401)
    expect(await at('https://wallet.example.com/wallet/shares/auth')).toBe(401)
  })

  it('behind a proxy to a server under basePath: accepts htu at publicUrl + the route after basePath (RFC 9449 4.3: the URI the client sent the request to), not with basePath repeated', async () => {
    const { client, clock, mailer } = createTestAuthServer({
      basePath: '/api/auth/',
      publicUrl: 'https://wallet.example.com/auth',
    })
    const key = await client.deviceKey()
    const { token } = await logIn(client, mailer, 'a@example.com')
    expect((await client.call('POST', '/wallet', TEST_WALLET, token)).status).toBe(201)
    const at = async (htu: string) =>
      (
        await client.call(
          'GET',
          '/wallet/shares/recovery',
          undefined,
          token,
          await dpopProof(key, { method: 'GET', url: htu, token, iat: iatOf(clock) }),
        )
      ).status
    expect(await at('https://wallet.example.com/auth/wallet/shares/recovery')).toBe(200)
    expect(await at('http://auth.test/api/auth/wallet/shares/recovery')).toBe(200)
    expect(await at('https://wallet.example.com/auth/api/auth/wallet/shares/recovery')).toBe(401)
  })
})
