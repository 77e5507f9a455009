import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_ERRORS, AuthServerError } from '../auth.js'
import { HTTP_ERRORS } from '../http/problems.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createAuthServer } from './createAuthServer.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import { authClient, captureMailer, createTestAuthServer, SITE } from './testFixtures.js'

describe('createAuthServer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('serves its routes at the root by default', async () => {
    const { client } = createTestAuthServer()
    expect((await client.start('a@example.com')).status).toBe(200)
    expect((await client.call('GET', '/session')).status).toBe(401)
  })

  it('serves them under basePath when given, and nothing at the root', async () => {
    const mailer = captureMailer()
    const server = createAuthServer({
      keys: parseAuthKeyFile(generateAuthKeyFile()),
      mailer,
      allowedSites: [SITE],
      sweepIntervalMs: false,
      basePath: '/api/auth',
    })
    const client = authClient(server)
    const underBase = await client.call('POST', '/api/auth/otp/start', { email: 'a@example.com', site: SITE })
    expect(underBase.status).toBe(200)
    expect(mailer.mails.map((mail) => mail.to)).toEqual(['a@example.com'])
    const atRoot = await client.start('b@example.com')
    expect([atRoot.status, atRoot.body.error]).toEqual([404, HTTP_ERRORS.notFound])
  })

  it('sweeps expired codes every 60 s by default, by its own clock, until closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const storage = createMemoryStorage()
    const { server, client, clock } = createTestAuthServer({ storage, sweepIntervalMs: undefined })
    const first = (await client.start('a@example.com')).body.challengeId as string
    clock.advance(600_000)
    expect(await storage.auth.otp.getChallenge(first)).toBeDefined()
    await vi.advanceTimersByTimeAsync(59_999)
    expect(await storage.auth.otp.getChallenge(first)).toBeDefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(await storage.auth.otp.getChallenge(first)).toBeUndefined()

    const second = (await client.start('b@example.com')).body.challengeId as string
    clock.advance(600_000)
    server.close()
    server.close()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(await storage.auth.otp.getChallenge(second)).toBeDefined()
  })

  it('runs no sweeper with sweepIntervalMs: false', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const storage = createMemoryStorage()
    const { client, clock } = createTestAuthServer({ storage, sweepIntervalMs: false })
    const id = (await client.start('a@example.com')).body.challengeId as string
    clock.advance(600_000)
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(await storage.auth.otp.getChallenge(id)).toBeDefined()
  })
})

describe('AuthServerError (wallet-modal/auth)', () => {
  it('carries its name, message, code, HTTP status and details', () => {
    const error = new AuthServerError(AUTH_ERRORS.tooManyCodes, 429, { retryAfter: 30 })
    expect(error).toBeInstanceOf(Error)
    expect({
      name: error.name,
      message: error.message,
      code: error.code,
      status: error.status,
      details: error.details,
    }).toEqual({
      name: 'AuthServerError',
      message: AUTH_ERRORS.tooManyCodes,
      code: 'AUTH_REJECTED',
      status: 429,
      details: { retryAfter: 30 },
    })
    expect(String(error)).toBe(`AuthServerError: ${AUTH_ERRORS.tooManyCodes}`)
    expect(new AuthServerError(AUTH_ERRORS.unauthorized, 401).details).toEqual({})
  })
})
