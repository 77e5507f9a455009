/**
 * The HTTP contract every `wallet-modal/server` surface keeps, run against each of them (SIWX, auth,
 * names, project, ramp broker, convert, paymaster) on memory, SQLite and PostgreSQL storage: 415 for a body that is not
 * JSON, 413 for one over the route's limit, 408 for one that never finishes, 429 with `Retry-After`
 * over a rate limit, the one 404 shape, and a 500 that tells nothing of the error behind it.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAuthServer, SITE } from '../auth/testFixtures.js'
import { createNameService } from '../names/createNameService.js'
import { createPaymasterServer } from '../paymaster/createPaymasterServer.js'
import { createProjectServer } from '../project/createProjectServer.js'
import { createRampBroker } from '../ramp/createRampBroker.js'
import { createSiwxServer } from '../siwx/createSiwxServer.js'
import { DOMAIN, URI } from '../siwx/testFixtures.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createPostgresStorage } from '../storage/postgres/postgresStorage.js'
import { createSqliteStorage } from '../storage/sqlite/sqliteStorage.js'
import { startPgliteServer, type RunningPgliteServer } from '../storage/testing/startPgliteServer.js'
import type { ServerStorage } from '../storage/types.js'
import { createConvertService } from '../swaps/createConvertService.js'
import { HTTP_ERRORS } from './problems.js'
import { DEFAULT_BODY_READ_TIMEOUT_MS } from './readBody.js'
import type { RequestInfo } from './requestInfo.js'
import type { UnexpectedErrorContext, UnexpectedErrorHook } from './unexpectedError.js'

// PGlite starts inside the first PostgreSQL test.
vi.setConfig({ testTimeout: 60_000 })

const SECRET = 'db-password=hunter2 at /srv/wallet/secret.key'
const ORIGIN = 'https://app.test'
const MINUTE = 60_000
/** A POST that takes no body still says it is JSON. */
const json = { 'Content-Type': 'application/json' }

/** A request the contract sends to a surface's route. */
interface Route {
  method: string
  path: string
  headers?: Record<string, string>
  /** The JSON a route accepts (to reach it past the body checks). */
  body?: unknown
}

/** One surface under test: how to build it over a storage, and which of its routes the contract exercises. */
interface Surface {
  name: string
  base: string
  /** The surface over `storage`, its per-IP limit on `limited` at 1 request per minute. */
  build(
    storage: ServerStorage,
    onUnexpectedError?: UnexpectedErrorHook,
  ): { handle(request: Request, info?: RequestInfo): Promise<Response> }
  /** A route that reads a JSON body; none where the surface takes no bodies (convert is GET only). */
  bodyRoute?: Route
  /** A rate-limited route: a second request within the minute is 429. */
  limited: Route
  /** A route whose first step counts a hit in the storage's rate-limit store (so a failing store makes it fail). */
  countsInStore: Route
}

const rampProvider = {
  kind: 'urlSignature',
  checkoutUrl: 'https://buy.test/',
  apiKey: 'pk_test',
  secretKey: 'sk_test',
  sells: [{ symbol: 'USDC', network: 'eip155:31337' }],
} as const

const surfaces: Surface[] = [
  {
    name: 'SIWX',
    base: 'http://siwx.test/api/siwx',
    build: (storage, onUnexpectedError) =>
      createSiwxServer({
        domain: DOMAIN,
        uri: URI,
        storage,
        onUnexpectedError,
        sweepIntervalMs: false,
        rateLimits: { noncePerIp: { limit: 1, windowMs: MINUTE } },
      }),
    bodyRoute: { method: 'POST', path: '/verify' },
    limited: { method: 'POST', path: '/nonce', headers: json },
    countsInStore: { method: 'POST', path: '/nonce', headers: json },
  },
  {
    name: 'auth',
    base: 'http://auth.test/',
    build: (storage, onUnexpectedError) => createTestAuthServer({ storage, onUnexpectedError }).server,
    bodyRoute: { method: 'POST', path: 'otp/start' },
    // The resend cooldown: a second code to the same address within 30 s.
    limited: { method: 'POST', path: 'otp/start', body: { email: 'ada@example.com', site: SITE } },
    countsInStore: { method: 'POST', path: 'otp/start', body: { email: 'ada@example.com', site: SITE } },
  },
  {
    name: 'names',
    base: 'http://names.test/api/names',
    build: (storage, onUnexpectedError) =>
      createNameService({
        onUnexpectedError,
        suffix: 'modal.id',
        domain: 'names.test',
        mountPath: '/api/names',
        storage,
        allowedOrigins: [ORIGIN],
        rateLimits: { nonce: { limit: 1, windowMs: MINUTE } },
      }),
    bodyRoute: { method: 'POST', path: '/register' },
    limited: { method: 'POST', path: '/nonce', headers: json },
    countsInStore: { method: 'POST', path: '/nonce', headers: json },
  },
  {
    name: 'project',
    base: 'http://project.test/api/project',
    build: (storage, onUnexpectedError) =>
      createProjectServer({
        onUnexpectedError,
        mountPath: '/api/project',
        storage,
        projects: { shop: { allowedOrigins: [ORIGIN], analytics: true } },
        rateLimits: { config: { limit: 1, windowMs: MINUTE } },
      }),
    bodyRoute: { method: 'POST', path: '/e?projectId=shop', headers: { Origin: ORIGIN } },
    limited: { method: 'GET', path: '/appkit/v1/config?projectId=shop' },
    countsInStore: { method: 'GET', path: '/appkit/v1/config?projectId=shop' },
  },
  {
    name: 'ramp broker',
    base: 'http://broker.test/api',
    build: (storage, onUnexpectedError) =>
      createRampBroker({
        onUnexpectedError,
        mountPath: '/api',
        allowedOrigins: [ORIGIN],
        rateLimits: storage.rateLimits,
        rateLimit: { limit: 1, windowMs: MINUTE },
        providers: { moonpay: rampProvider },
      }),
    bodyRoute: { method: 'POST', path: '/ramp/moonpay/checkout', headers: { Origin: ORIGIN } },
    limited: { method: 'POST', path: '/ramp/moonpay/checkout', headers: { Origin: ORIGIN }, body: {} },
    countsInStore: { method: 'POST', path: '/ramp/moonpay/checkout', headers: { Origin: ORIGIN }, body: {} },
  },
  {
    name: 'convert',
    base: 'http://convert.test/api/convert/swap/v6.0/31337',
    build: (storage, onUnexpectedError) =>
      createConvertService({
        onUnexpectedError,
        mountPath: '/api/convert',
        // No chain behind it: /tokens never calls the RPC.
        chains: [
          {
            chainId: 31337,
            rpcUrl: 'http://127.0.0.1:9',
            router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
            weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
            tokens: [],
          },
        ],
        storage,
        rateLimit: { limit: 1, windowMs: MINUTE },
      }),
    limited: { method: 'GET', path: '/tokens' },
    countsInStore: { method: 'GET', path: '/tokens' },
  },
  {
    name: 'paymaster',
    base: 'http://paymaster.test/api/paymaster',
    build: (storage, onUnexpectedError) =>
      createPaymasterServer({
        onUnexpectedError,
        mountPath: '/api/paymaster',
        storage,
        signer: `0x${'11'.repeat(32)}`,
        chains: { 'eip155:31337': { paymaster: '0xBEEaddbbc075859170E773e02166C309B6A89384' } },
        policy: { chains: ['eip155:31337'], targets: {} },
        rateLimit: { limit: 1, windowMs: MINUTE },
      }),
    bodyRoute: { method: 'POST', path: '' },
    limited: { method: 'POST', path: '', body: { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData' } },
    countsInStore: { method: 'POST', path: '', body: { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData' } },
  },
]

let postgres: RunningPgliteServer | undefined
const opened: ServerStorage[] = []
/** A fresh storage of each backend; PostgreSQL runs over PGlite, started once for the file. */
const backends: [string, () => Promise<ServerStorage>][] = [
  ['memory', async () => createMemoryStorage()],
  ['SQLite', async () => createSqliteStorage(':memory:')],
  [
    'PostgreSQL',
    async () => {
      postgres ??= await startPgliteServer()
      await postgres.reset()
      return createPostgresStorage(postgres.connectionString)
    },
  ],
]
const open = async (makeStorage: () => Promise<ServerStorage>) => {
  const storage = await makeStorage()
  opened.push(storage)
  return storage
}
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(opened.splice(0).map((storage) => storage.close()))
})
afterAll(async () => postgres?.stop())

/** `storage` with a rate-limit store whose every call throws an Error carrying {@link SECRET}. */
function failingStore(storage: ServerStorage): ServerStorage {
  const fail = () => Promise.reject(new Error(SECRET))
  return {
    ...storage,
    rateLimits: { hit: fail },
    rateLimiterPoints: { upsert: fail, get: fail, delete: fail },
  }
}

const ip = { clientIp: '192.0.2.7' }

function request(surface: Surface, route: Route, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const hasBody = init.body !== undefined || route.body !== undefined
  return new Request(`${surface.base}${route.path}`, {
    method: route.method,
    headers: {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...route.headers,
      ...init.headers,
    },
    body: init.body ?? (route.body === undefined ? undefined : JSON.stringify(route.body)),
    duplex: 'half',
  } as RequestInit)
}

/** The one error shape: JSON, never cached, `{ error: <text> }` plus the surface's own fields. */
async function expectError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const body = (await response.json()) as Record<string, unknown>
  expect(body.error).toBe(error)
  return body
}

describe.each(backends)('the HTTP contract of every surface, on %s storage', (_backend, makeStorage) => {
  // The convert service is GET only (1inch's Swap API): it takes no bodies.
  describe.each(surfaces.filter((s) => s.bodyRoute))('$name, JSON bodies', (surface) => {
    const bodyRoute = surface.bodyRoute
    it('answers a body that is not application/json 415', async () => {
      const server = surface.build(await open(makeStorage))
      const answer = await server.handle(
        request(surface, bodyRoute!, { body: 'email=a', headers: { 'Content-Type': 'text/plain' } }),
        ip,
      )
      expect(await expectError(answer, 415, HTTP_ERRORS.unsupportedMediaType)).toEqual({
        error: HTTP_ERRORS.unsupportedMediaType,
      })
    })

    it('answers a body over its limit 413, by Content-Length or by counting', async () => {
      const server = surface.build(await open(makeStorage))
      const big = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) })
      const declared = await server.handle(request(surface, bodyRoute!, { body: big }), ip)
      expect(await expectError(declared, 413, HTTP_ERRORS.bodyTooLarge)).toEqual({ error: HTTP_ERRORS.bodyTooLarge })
      const bytes = new TextEncoder().encode(big)
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.slice(at, at + 64 * 1024))
          controller.close()
        },
      })
      // Another client, so that a surface that limits before reading (the ramp broker) still reads.
      const counted = await server.handle(request(surface, bodyRoute!, { body: chunked }), { clientIp: '192.0.2.8' })
      await expectError(counted, 413, HTTP_ERRORS.bodyTooLarge)
    })

    it('answers a body that never finishes 408 at the read deadline, and closes', async () => {
      const server = surface.build(await open(makeStorage))
      // Fake timers that also follow real time, so that a database driver's own timers still run.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
      let reading: () => void
      const readStarted = new Promise<void>((resolve) => (reading = resolve))
      let pulls = 0
      const stalled = new ReadableStream<Uint8Array>({
        pull(controller) {
          // The first read gets 9 bytes; the second waits for ever.
          if (pulls++ === 0) return controller.enqueue(new TextEncoder().encode('{"email":'))
          reading()
          return new Promise<void>(() => undefined)
        },
      })
      let answer: Response | undefined
      const pending = server.handle(request(surface, bodyRoute!, { body: stalled }), ip).then((r) => (answer = r))
      await readStarted
      await vi.advanceTimersByTimeAsync(DEFAULT_BODY_READ_TIMEOUT_MS - 1_000)
      expect(answer).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1_000)
      await pending
      expect(answer!.headers.get('Connection')).toBe('close')
      await expectError(answer!, 408, HTTP_ERRORS.bodyTimeout)
    })
  })

  describe.each(surfaces)('$name', (surface) => {
    it('answers past a rate limit 429 with Retry-After in whole seconds', async () => {
      const server = surface.build(await open(makeStorage))
      await server.handle(request(surface, surface.limited), ip)
      const refused = await server.handle(request(surface, surface.limited), ip)
      expect(refused.status).toBe(429)
      expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
      const body = (await refused.json()) as Record<string, unknown>
      expect(typeof body.error).toBe('string')
      expect(Object.keys(body).every((key) => ['error', 'retryAfter'].includes(key))).toBe(true)
    })

    it('answers an unknown route 404 { error: "Not found" }', async () => {
      const server = surface.build(await open(makeStorage))
      const answer = await server.handle(new Request(`${surface.base}/no/such/route`), ip)
      expect(await expectError(answer, 404, HTTP_ERRORS.notFound)).toEqual({ error: HTTP_ERRORS.notFound })
    })

    it('answers an unexpected failure 500 { error: "Internal error" }, leaking neither its message nor a stack, and reports it once', async () => {
      const reported: [unknown, UnexpectedErrorContext][] = []
      const server = surface.build(failingStore(await open(makeStorage)), (error, context) =>
        reported.push([error, context]),
      )
      const sent = request(surface, surface.countsInStore, { headers: { 'x-request-id': 'req-500' } })
      const answer = await server.handle(sent, ip)
      const text = await answer.clone().text()
      expect(await expectError(answer, 500, HTTP_ERRORS.internal)).toEqual({ error: HTTP_ERRORS.internal })
      expect(text).not.toContain('hunter2')
      expect(text).not.toMatch(/secret|\bat \/|Error:|\.ts:\d/)
      expect([...answer.headers.values()].join(' ')).not.toContain('hunter2')
      // The operator, not the client, learns what failed, with the request it failed for.
      expect(reported).toHaveLength(1)
      const [error, context] = reported[0]!
      expect((error as Error).message).toBe(SECRET)
      expect(context.method).toBe(surface.countsInStore.method)
      expect(context.path).toBe(new URL(sent.url).pathname)
      expect(context.request.headers.get('x-request-id')).toBe('req-500')
    })

    it('does not report the answers it gives on purpose (404, 429)', async () => {
      const reported: unknown[] = []
      const server = surface.build(await open(makeStorage), (error) => reported.push(error))
      await server.handle(new Request(`${surface.base}/no/such/route`), ip)
      await server.handle(request(surface, surface.limited), ip)
      expect((await server.handle(request(surface, surface.limited), ip)).status).toBe(429)
      expect(reported).toEqual([])
    })
  })
})
