/**
 * The servers the security review attacks, started in this process over one storage (SQLite in a
 * temporary file, or PostgreSQL: PGlite behind its socket server, which `pg` talks to as to any
 * PostgreSQL), each on its own loopback port with @hono/node-server, as an operator mounts them.
 * The client IP comes from a header (the `clientIp` option an operator sets behind a proxy it
 * trusts), so the bench can be many clients. Also started: the local identity provider (social
 * login) and a tiny JSON-RPC stand-in for the convert service's chain (eth_getCode, eth_gasPrice,
 * eth_call), so no anvil is needed. Bench code only.
 */
import { serve } from '@hono/node-server'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { encodeAbiParameters, type Hex } from 'viem'
import { createAuthServer } from '../../src/server/auth/createAuthServer.js'
import { generateAuthKeyFile, parseAuthKeyFile } from '../../src/server/auth/keyFile.js'
import { captureMailer } from '../../src/server/auth/testFixtures.js'
import {
  startLocalIdentityProvider,
  type RunningLocalIdp,
} from '../../src/server/auth/testing/localIdentityProvider.js'
import {
  createConvertService,
  createNameService,
  createProjectServer,
  createRampBroker,
  createSiwxServer,
} from '../../src/server/index.js'
import { createPostgresStorage } from '../../src/server/storage/postgres/postgresStorage.js'
import { createSqliteStorage } from '../../src/server/storage/sqlite/sqliteStorage.js'
import { startPgliteServer } from '../../src/server/storage/testing/startPgliteServer.js'
import type { ServerStorage } from '../../src/server/storage/types.js'
import { freePort } from '../../src/testing/stack/freePort.js'
import { CLIENT_IP_HEADER } from './harness.js'

export type Backend = 'sqlite' | 'postgres'

/** The host page origin the services allow (SIWX, names writes, ramp, the signer's embedding site). */
export const APP = 'https://app.test'
/** The signer frame's origin (the auth server's only CORS client). */
export const SIGNER = 'https://signer.test'
/** The shop whose error events the project server takes. */
export const SHOP = 'https://shop.test'
/** The domain SIWX messages must name, and the app URI. */
export const SIWX_DOMAIN = 'app.test'
export const SIWX_URI = 'https://app.test'
/** The name service's domain and suffix. */
export const NAMES_DOMAIN = 'names.test'
export const SUFFIX = 'modal.id'
/** The project server's operator token. */
export const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef'
/** A chain's router and WETH for the convert service (contracts on the RPC stand-in). */
export const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
export const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
/** The body read deadline given to the services that take one (SIWX, names); the auth server's is the 10 s default. */
export const BODY_READ_TIMEOUT_MS = 1_500
/** Limits lowered from the defaults so each flood stays a few dozen requests (the defaults are printed with the table). */
export const LOWERED_LIMITS = {
  namesGatewayPerIp: { limit: 30, windowMs: 60_000 },
  projectEventQuota: { limit: 40, windowMs: 3_600_000 },
  convertPerIp: { limit: 25, windowMs: 60_000 },
} as const
const GATEWAY_KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'

/** What a widget provider received from the ramp broker (the body posted under the operator's secret). */
export const rampProviderBodies: unknown[] = []

/** The running servers of one backend. */
export interface Servers {
  backend: Backend
  storage: ServerStorage
  urls: { siwx: string; auth: string; names: string; project: string; ramp: string; convert: string }
  mailer: ReturnType<typeof captureMailer>
  /** Moves the auth server's clock forward (cooldowns and code lifetimes). */
  advanceAuthClock(ms: number): void
  /** The auth server's clock (DPoP proofs are dated by it). */
  authNow(): Date
  stop(): Promise<void>
}

const clientIp = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? undefined

async function listen(
  handle: (request: Request) => Promise<Response> | Response,
): Promise<{ url: string; server: Server }> {
  const server = serve({ fetch: (request) => handle(request), hostname: '127.0.0.1', port: 0 }) as Server
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** The JSON-RPC stand-in: USDC, WETH and the router hold code; every other address is an account. */
async function startRpcStandIn(): Promise<{ url: string; server: Server }> {
  const contracts = new Set([USDC, WETH, ROUTER].map((a) => a.toLowerCase()))
  const answer = (method: string, params: unknown[]): unknown => {
    if (method === 'eth_chainId') return '0x7a69'
    if (method === 'eth_gasPrice') return '0x3b9aca00'
    if (method === 'eth_blockNumber') return '0x1'
    if (method === 'eth_getCode') return contracts.has(String(params[0]).toLowerCase()) ? '0x6080604052' : '0x'
    if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint256[]' }], [[1_000_000n, 2_000_000n]])
    throw new Error(`method ${method} not served`)
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        | { id: number; method: string; params: unknown[] }
        | { id: number; method: string; params: unknown[] }[]
      const one = (r: { id: number; method: string; params: unknown[] }) => {
        try {
          return { jsonrpc: '2.0', id: r.id, result: answer(r.method, r.params) }
        } catch (error) {
          return { jsonrpc: '2.0', id: r.id, error: { code: -32601, message: (error as Error).message } }
        }
      }
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(Array.isArray(body) ? body.map(one) : one(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** Starts every service of one backend. */
export async function startServers(backend: Backend): Promise<Servers> {
  const cleanups: (() => Promise<void> | void)[] = []
  let storage: ServerStorage
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'wm-security-'))
    storage = createSqliteStorage(join(dir, 'wallet.db'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  } else {
    const pglite = await startPgliteServer()
    storage = await createPostgresStorage(pglite.connectionString)
    cleanups.push(() => pglite.stop())
  }
  cleanups.push(() => storage.close())

  const servers: Server[] = []
  const mount = async (handle: (request: Request) => Promise<Response>) => {
    const { url, server } = await listen(handle)
    servers.push(server)
    return url
  }

  const siwx = createSiwxServer({
    domain: SIWX_DOMAIN,
    uri: SIWX_URI,
    storage,
    allowedNetworks: ['eip155:1'],
    allowedOrigins: [APP],
    clientIp,
    sweepIntervalMs: false,
    bodyReadTimeoutMs: BODY_READ_TIMEOUT_MS,
  })
  const names = createNameService({
    suffix: SUFFIX,
    domain: NAMES_DOMAIN,
    storage,
    gatewayPrivateKey: GATEWAY_KEY,
    allowedOrigins: [APP],
    clientIp,
    bodyReadTimeoutMs: BODY_READ_TIMEOUT_MS,
    rateLimits: { gateway: LOWERED_LIMITS.namesGatewayPerIp },
  })
  const project = createProjectServer({
    storage,
    operatorToken: OPERATOR_TOKEN,
    clientIp,
    eventQuota: LOWERED_LIMITS.projectEventQuota,
    projects: {
      shop: { analytics: true, allowedOrigins: [SHOP] },
      inject: { analytics: true, allowedOrigins: [SHOP] },
      quiet: { allowedOrigins: [SHOP] },
    },
  })
  await project.ready
  const ramp = createRampBroker({
    allowedOrigins: [APP],
    rateLimits: storage.rateLimits,
    clientIp,
    fetch: (async (_url: unknown, init?: RequestInit) => {
      rampProviderBodies.push(JSON.parse(String(init?.body)))
      return new Response(JSON.stringify({ widgetUrl: 'https://widget.test/w/1', sessionId: 'ws-1' }), {
        headers: { 'Content-Type': 'application/json' },
      })
    }) as typeof fetch,
    providers: {
      moonpay: {
        kind: 'urlSignature',
        checkoutUrl: 'https://buy.test/',
        apiKey: 'pk_bench',
        secretKey: 'sk_bench',
        sells: [
          { symbol: 'USDC', network: 'eip155:1' },
          { symbol: 'SOL', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        ],
      },
      widget: {
        kind: 'widgetSession',
        sessionUrl: 'https://widget.test/session',
        secret: 'widget-secret',
        sells: [{ symbol: 'USDC', network: 'eip155:1' }],
      },
    },
  })
  const rpc = await startRpcStandIn()
  cleanups.push(() => new Promise<void>((resolve) => rpc.server.close(() => resolve())))
  const convert = createConvertService({
    chains: [{ chainId: 31337, rpcUrl: rpc.url, router: ROUTER, weth: WETH, tokens: [] }],
    storage,
    clientIp,
    rateLimit: LOWERED_LIMITS.convertPerIp,
  })

  // The auth server needs its own public URL (the social callback) and the IdP needs it too: listen first, then build.
  let authHandle: (request: Request) => Promise<Response> = async () => new Response('starting', { status: 503 })
  const authUrl = await mount((request) => authHandle(request))
  const idp: RunningLocalIdp = await startLocalIdentityProvider({ port: await freePort(), authPublicUrl: authUrl })
  cleanups.push(() => idp.stop())
  let offset = 0
  const mailer = captureMailer()
  const auth = createAuthServer({
    keys: parseAuthKeyFile(generateAuthKeyFile()),
    mailer,
    allowedSites: [APP],
    allowedOrigins: [SIGNER],
    storage,
    clientIp,
    sweepIntervalMs: false,
    now: () => new Date(Date.now() + offset),
    social: { publicUrl: authUrl, providers: idp.providers, allowInsecureRequests: true },
  })
  authHandle = (request) => auth.handle(request)

  const urls = {
    siwx: await mount((r) => siwx.handle(r)),
    auth: authUrl,
    names: await mount((r) => names.handle(r)),
    project: await mount((r) => project.handle(r)),
    ramp: await mount((r) => ramp.handle(r)),
    convert: `${await mount((r) => convert.handle(r))}/swap/v6.0/31337`,
  }
  return {
    backend,
    storage,
    urls,
    mailer,
    advanceAuthClock: (ms) => {
      offset += ms
    },
    authNow: () => new Date(Date.now() + offset),
    async stop() {
      siwx.close()
      auth.close()
      for (const server of servers) {
        server.closeAllConnections?.()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
      for (const cleanup of cleanups.reverse()) await cleanup()
    },
  }
}
