/**
 * The ramp broker (research note section 1; DESIGN "Server side"): the one route that holds the
 * on-ramp providers' secrets, `POST {mountPath}/ramp/:provider/checkout`, behind an exact origin
 * allowlist and a per-IP rate limit (the shared rate-limit store). What it signs or sends under a
 * secret is rebuilt from the documented fields and checked against the provider's lists first
 * (checkoutRequest.ts, issue 40 item 7).
 */
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { jsonResponse } from '../http/jsonResponse.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { enforceRateLimit, ipKey, type RateLimitRule } from '../http/rateLimit.js'
import { readJsonBody } from '../http/readBody.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { RateLimitStore } from '../storage/types.js'
import { CHECKOUT_REQUEST_ERRORS, parseCheckoutRequest } from './checkoutRequest.js'
import {
  RAMP_SESSION_FAILED,
  sessionTokenUrl,
  signCheckoutUrl,
  widgetSession,
  type BrokerProvider,
} from './checkoutSigners.js'

/** Exact `{ error }` texts of the ramp broker, besides HTTP_ERRORS. */
export const RAMP_BROKER_ERRORS = {
  /** 404: no provider by that id. */
  unknownProvider: 'Unknown ramp provider',
  /** 403: a request whose Origin is not allowed. */
  originNotAllowed: 'Origin not allowed',
  /** 400: a body without the checkout fields as non-empty strings, or one outside the provider's lists (one text per field). */
  ...CHECKOUT_REQUEST_ERRORS,
  /** 502: the provider's session endpoint failed. */
  sessionFailed: RAMP_SESSION_FAILED,
} as const

/** Options of {@link createRampBroker}. */
export interface RampBrokerOptions {
  /** Providers by id (the id the browser's brokered adapter uses). */
  providers: Record<string, BrokerProvider>
  /** Origins allowed to ask for a checkout (exact match); others get 403. */
  allowedOrigins: string[]
  /**
   * Origins a checkout's `redirectUrl` may point to (where the provider sends the buyer back);
   * any other redirectUrl (another site, `javascript:`, `data:`) gets 400. Default: `allowedOrigins`.
   */
  allowedRedirectOrigins?: string[]
  /** Default: a memory store (one process); share SQLite/PostgreSQL's `rateLimits` across processes. */
  rateLimits?: RateLimitStore
  /** Per-IP checkouts per window. Default 20 per minute. */
  rateLimit?: RateLimitRule
  /** Mount path prefix, default ''. */
  mountPath?: string
  /** The client's IP when the runtime's is a proxy's. */
  clientIp?: (request: Request) => string | undefined
  fetch?: typeof fetch
  now?: () => Date
}

/** 20 checkouts per IP per minute. */
export const DEFAULT_RAMP_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 }

/** An origin as `URL.origin` spells it ('https://Shop.test:443' → 'https://shop.test'); the text itself when it is no URL. */
const canonicalOrigin = (origin: string) => (URL.canParse(origin) ? new URL(origin).origin : origin)

/** The broker's Fetch handler. Answers 200 `{ url, sessionId }`; errors `{ error }` with {@link RAMP_BROKER_ERRORS} / HTTP_ERRORS texts (429 with Retry-After). */
export interface RampBroker {
  handle(request: Request, info?: RequestInfo): Promise<Response>
}

/** Creates the ramp broker (see the module comment and {@link RampBroker}). */
export function createRampBroker(options: RampBrokerOptions): RampBroker {
  const allowed = new Set(options.allowedOrigins)
  const redirectOrigins = new Set((options.allowedRedirectOrigins ?? options.allowedOrigins).map(canonicalOrigin))
  const store = options.rateLimits ?? createMemoryStorage().rateLimits
  const rule = options.rateLimit ?? DEFAULT_RAMP_RATE_LIMIT
  const now = options.now ?? (() => new Date())
  const fetchImpl = options.fetch ?? globalThis.fetch
  const app = new Hono<{ Bindings: RequestInfo }>().basePath(options.mountPath ?? '')
  const clientIp = (c: Context<{ Bindings: RequestInfo }>) =>
    options.clientIp?.(c.req.raw) ?? c.env?.clientIp ?? 'unknown'

  app.use(
    '/ramp/*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  )
  app.post('/ramp/:provider/checkout', async (c) => {
    if (!allowed.has(c.req.header('Origin') ?? ''))
      return jsonResponse(403, { error: RAMP_BROKER_ERRORS.originNotAllowed })
    await enforceRateLimit(store, `ramp:checkout:ip:${ipKey(clientIp(c))}`, rule, now())
    const provider = Object.hasOwn(options.providers, c.req.param('provider'))
      ? options.providers[c.req.param('provider')]
      : undefined
    if (!provider) return jsonResponse(404, { error: RAMP_BROKER_ERRORS.unknownProvider })
    if (c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json')
      throw new HttpProblem(HTTP_ERRORS.unsupportedMediaType, 415)
    const parsed = parseCheckoutRequest(await readJsonBody(c.req.raw, 4096), provider, redirectOrigins)
    if (!parsed.ok) return jsonResponse(400, { error: parsed.error })
    const { request } = parsed
    try {
      if (provider.kind === 'urlSignature')
        return jsonResponse(200, {
          url: await signCheckoutUrl(provider, request),
          sessionId: request.externalCustomerId,
        })
      if (provider.kind === 'sessionToken')
        return jsonResponse(200, {
          url: await sessionTokenUrl(provider, request, clientIp(c), fetchImpl),
          sessionId: request.externalCustomerId,
        })
      return jsonResponse(200, await widgetSession(provider, request, fetchImpl))
    } catch {
      return jsonResponse(502, { error: RAMP_BROKER_ERRORS.sessionFailed })
    }
  })
  app.notFound(() => jsonResponse(404, { error: HTTP_ERRORS.notFound }))
  app.onError((error) =>
    error instanceof HttpProblem
      ? jsonResponse(error.status, { error: error.message }, { ...error.headers })
      : jsonResponse(500, { error: HTTP_ERRORS.internal }),
  )
  return { handle: (request, info) => Promise.resolve(app.fetch(request, info)) }
}
