/**
 * Shared fixtures of the auth server's tests (imported by `*.test.ts` and the integration test's
 * worker only): keys, a mailer that keeps what it sends, a settable clock, and a JSON client.
 */
import { createClock } from '../siwx/testFixtures.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createAuthServer, type AuthServer } from './createAuthServer.js'
import { generateAuthKeyFile, parseAuthKeyFile } from './keyFile.js'
import type { AuthMail, AuthMailer } from './mailer.js'
import type { AuthServerOptions } from './options.js'

/** The site test mails name (allowed by test servers). */
export const SITE = 'http://127.0.0.1:14273'
/** The signer origin test servers allow cross-origin. */
export const SIGNER_ORIGIN = 'http://localhost:19060'

/** A wallet a test account registers (POST /wallet): both addresses, operator recovery, two 17-byte shares. */
export const TEST_WALLET = {
  eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  recoveryMode: 'operator',
  authShare: Buffer.alloc(17, 1).toString('base64url'),
  recoveryShare: Buffer.alloc(17, 2).toString('base64url'),
}

/** Memory storage whose rate-limiter table records, in `keys`, the key of every point consumed. */
export function recordingStorage(): { storage: ServerStorage; keys: string[] } {
  const storage = createMemoryStorage()
  const keys: string[] = []
  const points = storage.rateLimiterPoints
  const recording: ServerStorage = {
    ...storage,
    rateLimiterPoints: {
      upsert(key, count, msDuration, forceExpire, now) {
        keys.push(key)
        return points.upsert(key, count, msDuration, forceExpire, now)
      },
      get: (key, now) => points.get(key, now),
      delete: (key) => points.delete(key),
    },
  }
  return { storage: recording, keys }
}

/** A mailer that keeps every mail; `codeFor(to)` reads the newest code sent to an address. */
export function captureMailer(): AuthMailer & { mails: AuthMail[]; codeFor(to: string): string; fail: boolean } {
  const mails: AuthMail[] = []
  return {
    mails,
    fail: false,
    async send(mail) {
      if (this.fail) throw new Error('SMTP down')
      mails.push(mail)
    },
    codeFor(to) {
      const mail = mails.filter((m) => m.to === to).at(-1)
      const code = mail && /Your code is (\d{6})/.exec(mail.text)?.[1]
      if (!code) throw new Error(`no code mailed to ${to}`)
      return code
    },
  }
}

/** A test server (memory storage unless given, manual clock, no sweeper) with its mailer and clock. */
export function createTestAuthServer(options: Partial<AuthServerOptions> = {}) {
  const clock = createClock()
  const mailer = captureMailer()
  const keys = parseAuthKeyFile(generateAuthKeyFile())
  const server: AuthServer = createAuthServer({
    keys,
    mailer,
    allowedSites: [SITE],
    allowedOrigins: [SIGNER_ORIGIN],
    now: clock.now,
    sweepIntervalMs: false,
    ...options,
  })
  return { server, clock, mailer, keys, client: authClient(server) }
}

/** A small JSON client over a server's `handle` (or any fetch-like function). */
export function authClient(server: Pick<AuthServer, 'handle'>, clientIp = '192.0.2.1') {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { Origin: SIGNER_ORIGIN }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    const response = await server.handle(
      new Request(`http://auth.test${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) }),
      { clientIp },
    )
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { error?: string } }
  }
  return {
    call,
    start: (email: string, site = SITE) => call('POST', '/otp/start', { email, site }),
    verify: (challengeId: unknown, code: string, deviceId = 'device-0001') => call('POST', '/otp/verify', { challengeId, code, deviceId }),
  }
}

/** Signs `email` in through start + verify; resolves the token and the verify answer. */
export async function logIn(client: ReturnType<typeof authClient>, mailer: ReturnType<typeof captureMailer>, email: string, deviceId = 'device-0001') {
  const started = await client.start(email)
  const verified = await client.verify(started.body.challengeId, mailer.codeFor(email), deviceId)
  if (verified.status !== 200) throw new Error(`login failed: ${JSON.stringify(verified.body)}`)
  return { token: verified.body.token as string, body: verified.body }
}
