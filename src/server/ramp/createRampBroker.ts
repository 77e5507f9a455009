/**
 * The ramp broker (research note section 1; DESIGN "Server side"): the one route that holds the
 * on-ramp providers' secrets, `POST {mountPath}/ramp/:provider/checkout`, behind an exact origin
 * allowlist and a per-IP rate limit (the shared rate-limit store). What it signs or sends under a
 * secret is rebuilt from the documented fields and checked against the provider's lists first
 * (checkoutRequest.ts).
 */
import type { MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import * as v from 'valibot'
import { createHttpApp, fetchHandler, jsonBody, limitPerIp, type HttpEnv } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HttpProblem } from '../http/problems.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import type { RequestInfo } from '../http/requestInfo.js'
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
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

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
export interface RampBrokerOptions extends ServiceRequestOptions {
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
  fetch?: typeof fetch
  now?: () => Date
}

/** 20 checkouts per IP per minute. */
export const DEFAULT_RAMP_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 }

/** The checkout route's environment: the provider its path names, once {@link RampBroker}'s gate found it. */
type ProviderEnv = HttpEnv & { Variables: { provider: BrokerProvider } }

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
  const app = createHttpApp<ProviderEnv>({
    basePath: options.mountPath ?? '',
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
  })

  app.use(
    '/ramp/*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  )
  /** 403 for an Origin not on the allowlist, before any other check. */
  const originGate: MiddlewareHandler<HttpEnv> = async (c, next) => {
    if (!allowed.has(c.req.header('Origin') ?? '')) throw new HttpProblem(RAMP_BROKER_ERRORS.originNotAllowed, 403)
    await next()
  }
  /** 404 for a provider id the broker does not hold. */
  const providerGate: MiddlewareHandler<ProviderEnv> = async (c, next) => {
    const id = c.req.param('provider') ?? ''
    const provider = Object.hasOwn(options.providers, id) ? options.providers[id] : undefined
    if (!provider) throw new HttpProblem(RAMP_BROKER_ERRORS.unknownProvider, 404)
    c.set('provider', provider)
    await next()
  }
  // The body's fields are checked against the provider's lists by parseCheckoutRequest.
  const checkoutBody = jsonBody({ maxBytes: 4096, schema: v.unknown() })
  app.post(
    '/ramp/:provider/checkout',
    originGate,
    limitPerIp(store, 'ramp:checkout', rule, now),
    providerGate,
    checkoutBody,
    async (c) => {
      const provider = c.var.provider
      const parsed = parseCheckoutRequest(c.req.valid('json'), provider, redirectOrigins)
      if (!parsed.ok) throw new HttpProblem(parsed.error, 400)
      const { request } = parsed
      try {
        if (provider.kind === 'urlSignature')
          return jsonResponse(200, {
            url: await signCheckoutUrl(provider, request),
            sessionId: request.externalCustomerId,
          })
        if (provider.kind === 'sessionToken')
          return jsonResponse(200, {
            url: await sessionTokenUrl(provider, request, c.var.clientIp, fetchImpl),
            sessionId: request.externalCustomerId,
          })
        return jsonResponse(200, await widgetSession(provider, request, fetchImpl))
      } catch {
        throw new HttpProblem(RAMP_BROKER_ERRORS.sessionFailed, 502)
      }
    },
  )
  return { handle: fetchHandler(app) }
}
