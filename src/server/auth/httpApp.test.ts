import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createAccountService } from './accountService.js'
import { AUTH_ERRORS } from './errors.js'
import { createAuthHttpApp } from './httpApp.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import { resolveAuthServerOptions } from './options.js'
import { createOtpService } from './otpService.js'
import { captureMailer, createTestAuthServer, logIn, recordingStorage, SIGNER_ORIGIN, SITE } from './testFixtures.js'
import { preflightRequest } from '../http/__fixtures__/preflight.js'

const startBody = (email: string) => JSON.stringify({ email, site: SITE })
const jsonPost = (url: string, body: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body })

describe('httpApp: CORS', () => {
  it('answers a preflight with exactly its methods and headers for 10 minutes, on public and signed-in routes alike', async () => {
    const { server } = createTestAuthServer()
    for (const path of ['/otp/start', '/session', '/wallet/shares/device-auth', '/email/change']) {
      const preflight = await server.handle(
        preflightRequest(`http://auth.test${path}`, SIGNER_ORIGIN, 'PUT', 'content-type, x-evil'),
      )
      expect(preflight.status, path).toBe(204)
      expect(preflight.headers.get('Access-Control-Allow-Origin'), path).toBe(SIGNER_ORIGIN)
      expect(preflight.headers.get('Access-Control-Allow-Methods'), path).toBe('GET,POST,PUT,DELETE')
      expect(preflight.headers.get('Access-Control-Allow-Headers'), path).toBe('Content-Type,Authorization,DPoP')
      expect(preflight.headers.get('Access-Control-Max-Age'), path).toBe('600')
    }
  })
})

describe('httpApp: answers', () => {
  it('answers an unknown route 404 with the exact error, uncached', async () => {
    const { server } = createTestAuthServer()
    const response = await server.handle(new Request('http://auth.test/otp/nope', { method: 'POST' }))
    expect([response.status, await response.json(), response.headers.get('Cache-Control')]).toEqual([
      404,
      { error: 'Not found' },
      'no-store',
    ])
  })

  it('sends Retry-After only with the refusals that carry retryAfter', async () => {
    const { client, mailer } = createTestAuthServer()
    const { challengeId } = (await client.start('a@example.com')).body
    const right = mailer.codeFor('a@example.com')
    const wrong = await client.verify(challengeId, right === '000000' ? '111111' : '000000')
    expect([wrong.status, wrong.body, wrong.headers.get('Retry-After')]).toEqual([
      401,
      { error: AUTH_ERRORS.wrongCode, attemptsLeft: 4 },
      null,
    ])
    const early = await client.start('a@example.com')
    expect([early.status, early.headers.get('Retry-After')]).toEqual([429, '30'])
  })

  it('answers 500 with a fixed text when a stored record no longer opens (its key id left the key file)', async () => {
    const storage = createMemoryStorage()
    const before = createTestAuthServer({ storage })
    const { token } = await logIn(before.client, before.mailer, 'a@example.com')
    const after = createTestAuthServer({
      storage,
      keys: { ...before.keys, kek: { current: 'k2', keys: new Map([['k2', new Uint8Array(32).fill(7)]]) } },
    })
    const session = await after.client.call('GET', '/session', undefined, token)
    expect([session.status, session.body, session.headers.get('Cache-Control')]).toEqual([
      500,
      { error: AUTH_ERRORS.sealedRecordUnreadable },
      'no-store',
    ])
  })

  it('answers anything unexpected 500 "Internal error" without its details', async () => {
    const { client } = createTestAuthServer({
      clientIp: () => {
        throw new Error('proxy header parser broke: secret detail')
      },
    })
    const answer = await client.start('a@example.com')
    expect([answer.status, answer.body]).toEqual([500, { error: 'Internal error' }])
  })
})

describe('httpApp: the client IP', () => {
  it("keys the per-IP limits by the clientIp option first, then the runtime's address, then 'unknown'", async () => {
    const { storage, keys } = recordingStorage()
    const { server } = createTestAuthServer({
      storage,
      clientIp: (request) => request.headers.get('X-Forwarded-For') ?? undefined,
    })
    await server.handle(
      jsonPost('http://auth.test/otp/start', startBody('a@example.com'), { 'X-Forwarded-For': '203.0.113.5' }),
      { clientIp: '192.0.2.1' },
    )
    await server.handle(jsonPost('http://auth.test/otp/start', startBody('b@example.com')), { clientIp: '192.0.2.1' })
    await server.handle(jsonPost('http://auth.test/otp/start', startBody('c@example.com')))
    expect(keys.filter((key) => key.startsWith('auth-otp-ip:'))).toEqual([
      'auth-otp-ip:203.0.113.5',
      'auth-otp-ip:192.0.2.1',
      'auth-otp-ip:unknown',
    ])
  })

  it('counts sends per client: one IP over its 20 per hour leaves another untouched', async () => {
    const { client, server } = createTestAuthServer()
    for (let i = 0; i < 20; i++) expect((await client.start(`user${i}@example.com`)).status).toBe(200)
    expect((await client.start('one-more@example.com')).body.error).toBe(AUTH_ERRORS.tooManyCodes)
    const other = await server.handle(jsonPost('http://auth.test/otp/start', startBody('another@example.com')), {
      clientIp: '198.51.100.7',
    })
    expect(other.status).toBe(200)
  })

  it('serves at the root by default, in a runtime that passes no bindings', async () => {
    const { storage, keys } = recordingStorage()
    const options = resolveAuthServerOptions({
      keys: parseAuthKeyFile(generateAuthKeyFile()),
      mailer: captureMailer(),
      allowedSites: [SITE],
      storage,
      sweepIntervalMs: false,
    })
    const app = createAuthHttpApp(createAccountService(options, createOtpService(options)), options)
    const response = await app.fetch(jsonPost('http://auth.test/otp/start', startBody('a@example.com')))
    expect(response.status).toBe(200)
    expect(keys).toContain('auth-otp-ip:unknown')
  })
})
