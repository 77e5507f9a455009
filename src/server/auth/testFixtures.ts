/**
 * Shared fixtures of the auth server's tests (imported by `*.test.ts` and the integration test's
 * worker only): keys, a mailer that keeps what it sends, a settable clock, and a JSON client.
 */
import { createHash, randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'
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
export function createTestAuthServer(options: Partial<AuthServerOptions> & { basePath?: string } = {}) {
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
  return { server, clock, mailer, keys, client: authClient(server, '192.0.2.1', clock.now, options.basePath) }
}

/** A device key as a test client holds it (made with jose, independently of the signer's WebCrypto code). */
export interface TestDeviceKey {
  privateKey: CryptoKey
  jwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string }
}

/** A new ES256 device key. */
export async function testDeviceKey(): Promise<TestDeviceKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const { x, y } = await exportJWK(publicKey)
  return { privateKey, jwk: { kty: 'EC', crv: 'P-256', x: x!, y: y! } }
}

/** A DPoP proof (RFC 9449) by `key` for `method` `url` and `token`; every claim and header member can be overridden (undefined drops it). */
export async function dpopProof(
  key: TestDeviceKey,
  request: { method: string; url: string; token: string; iat: number },
  overrides: { claims?: Record<string, unknown>; header?: Record<string, unknown> } = {},
): Promise<string> {
  const claims: Record<string, unknown> = {
    htm: request.method,
    htu: request.url,
    iat: request.iat,
    jti: randomBytes(16).toString('base64url'),
    ath: createHash('sha256').update(request.token).digest('base64url'),
    ...overrides.claims,
  }
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: key.jwk as JWK, ...overrides.header }
  for (const name of Object.keys(claims)) if (claims[name] === undefined) delete claims[name]
  return new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(key.privateKey)
}

/**
 * A small JSON client over a server's `handle` (or any fetch-like function), acting as one device:
 * it sends its device key (`dpopKey`) with POST /otp/verify and /social/collect, and a DPoP proof
 * (iat from `now`) with every signed-in request, unless `proof` says otherwise (false: none; a
 * string: that header). Paths are the auth routes ('/otp/start'); a server mounted under
 * `basePath` ('/api/auth') is called at basePath + route.
 */
export function authClient(
  server: Pick<AuthServer, 'handle'>,
  clientIp = '192.0.2.1',
  now: () => Date = () => new Date(),
  basePath = '',
) {
  let device: Promise<TestDeviceKey> | undefined
  const deviceKey = () => (device ??= testDeviceKey())
  const call = async (method: string, path: string, body?: unknown, token?: string, proof?: string | false) => {
    const headers: Record<string, string> = { Origin: SIGNER_ORIGIN }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    const url = `http://auth.test${basePath.replace(/\/+$/, '')}${path}`
    if (token && proof !== false)
      headers.DPoP =
        proof ??
        (await dpopProof(await deviceKey(), {
          method,
          url: url.split('?')[0]!,
          token,
          iat: Math.floor(now().getTime() / 1000),
        }))
    const opensSession = method === 'POST' && (path === '/otp/verify' || path === '/social/collect')
    const sent =
      opensSession && body && typeof body === 'object' && !('dpopKey' in body)
        ? { ...body, dpopKey: (await deviceKey()).jwk }
        : body
    const response = await server.handle(
      new Request(url, { method, headers, body: sent === undefined ? null : JSON.stringify(sent) }),
      { clientIp },
    )
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { error?: string },
    }
  }
  return {
    call,
    /** This client's device key. */
    deviceKey,
    start: (email: string, site = SITE) => call('POST', '/otp/start', { email, site }),
    verify: (challengeId: unknown, code: string, deviceId = 'device-0001') =>
      call('POST', '/otp/verify', { challengeId, code, deviceId }),
  }
}

/** Signs `email` in through start + verify; resolves the token and the verify answer. */
export async function logIn(
  client: ReturnType<typeof authClient>,
  mailer: ReturnType<typeof captureMailer>,
  email: string,
  deviceId = 'device-0001',
) {
  const started = await client.start(email)
  const verified = await client.verify(started.body.challengeId, mailer.codeFor(email), deviceId)
  if (verified.status !== 200) throw new Error(`login failed: ${JSON.stringify(verified.body)}`)
  return { token: verified.body.token as string, body: verified.body }
}

/**
 * Asks to move the account signed in with `token` from address `from` to `to`, then confirms
 * `from` with the code mailed to it; resolves both answers (the second names the challenge of
 * `to`'s code).
 */
export async function confirmOldAddress(
  client: ReturnType<typeof authClient>,
  mailer: ReturnType<typeof captureMailer>,
  token: string,
  from: string,
  to: string,
) {
  const started = await client.call('POST', '/email/change', { email: to, site: SITE }, token)
  const confirmed = await client.call(
    'POST',
    '/email/change/confirm-old',
    { challengeId: started.body.challengeId, code: mailer.codeFor(from), site: SITE },
    token,
  )
  return { started, confirmed }
}

/** Confirms the new address `to` of an email change with the code mailed to it for `challengeId`; resolves the answer. */
export function confirmNewAddress(
  client: ReturnType<typeof authClient>,
  mailer: ReturnType<typeof captureMailer>,
  token: string,
  challengeId: unknown,
  to: string,
) {
  return client.call('POST', '/email/change/confirm-new', { challengeId, code: mailer.codeFor(to) }, token)
}
