import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { SiwxSession } from '../../core/siwx.js'
import { corsHeaders } from '../http/cors.js'
import { createHttpApp, fetchHandler, jsonBody, limitPerIp, requireJson, type HttpEnv } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HTTP_ERRORS } from '../http/problems.js'
import { discardBody } from '../http/readBody.js'
import type { RequestInfo } from '../http/requestInfo.js'
import type { UnexpectedErrorHook } from '../http/unexpectedError.js'
import type { RateLimitStore, StoredSiwxSession } from '../storage/types.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import type { SiwxNonce } from './nonce.js'
import type { ResolvedSiwxRateLimits } from './rateLimits.js'
import { bearerTokenAccess, requireSessionAccess, type SessionAccessCheck, type SessionsEnv } from './sessionAccess.js'
import type { SiwxSessionQuery } from './sessionQuery.js'
import type { SiwxVerifyInput, SiwxVerifyResult } from './verify.js'

/** What the HTTP layer calls: the server's programmatic API. */
export interface SiwxHttpApi {
  issueNonce(): Promise<SiwxNonce>
  verify(input: SiwxVerifyInput): Promise<SiwxVerifyResult>
  authenticate(token: string): Promise<StoredSiwxSession | undefined>
  getSessions(query: SiwxSessionQuery): Promise<SiwxSession[]>
  revoke(query: SiwxSessionQuery): Promise<void>
}

/** The limits and hooks of the HTTP layer (from the resolved server options). */
export interface SiwxHttpOptions {
  allowedOrigins: ReadonlySet<string>
  maxBodyBytes: number
  /** The verify body's read deadline in ms (408 past it). */
  bodyReadTimeoutMs: number
  authorizeSessionAccess: SessionAccessCheck | undefined
  clientIp: ((request: Request) => string | undefined) | undefined
  /** Told of each error answered 500 (see `UnexpectedErrorHook`); undefined: `console.error`. */
  onUnexpectedError?: UnexpectedErrorHook | undefined
  rateLimits: ResolvedSiwxRateLimits
  storage: { rateLimits: RateLimitStore }
  now: () => Date
}

/** The verify route's body: `{ message, signature }`, both strings (other fields ignored). */
const verifyBody = v.object({ message: v.string(), signature: v.string() })

/** The methods of each route, by the route's name (the request path's last segment). */
const ROUTES: Readonly<Record<string, readonly string[]>> = {
  nonce: ['POST'],
  verify: ['POST'],
  sessions: ['GET', 'DELETE'],
}

/** The route a request is for: its path's last segment, a trailing slash ignored ('/api/siwx/nonce/' → '/nonce'). */
const routeOf = (request: Request) => `/${new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? ''}`

/**
 * A Fetch API handler for the SIWX HTTP protocol (spec section 4, Sign-in), a hono app routed by the
 * last path segment, under any mount prefix ('/api/siwx/nonce' and '/nonce' alike; a trailing
 * slash is ignored):
 * - POST …/nonce → 200 `{ nonce, expiresAt }`
 * - POST …/verify, body `{ message, signature }` → 200 `{ session, token }`; 400 `{ error }` for a
 *   bad body or message, 401 `{ error }` when refused, 503 when the RPC is unreachable
 * - GET …/sessions?caipNetworkId=&address= → 200 `{ sessions }` (unexpired only)
 * - DELETE …/sessions?caipNetworkId=&address= → 204 (revokes them all, and their tokens)
 * - OPTIONS on a route → 204 (CORS preflight)
 * In front of each route, in this order: POSTs need `Content-Type: application/json` (else 415
 * 'Expected Content-Type: application/json'); the route's per-IP rate limit (429 'Too many
 * requests' with `Retry-After`); then the route's own checks. The sessions routes need
 * `Authorization: Bearer <token>` with a token verify gave for exactly that account (or whatever
 * `authorizeSessionAccess` decides): none or a dead one 401 'Missing or invalid session token',
 * another account's 403 'Not allowed for this account'. The nonce route never reads its body; a
 * verify body over `maxBodyBytes` is 413 'Request body too large' (never read whole), one not
 * received whole within `bodyReadTimeoutMs` 408 'Request body not received in time'. Unknown path 404
 * 'Not found'; other method 405 'Method not allowed' with `Allow`; unparsable JSON 400
 * 'Invalid JSON body'; an unexpected throw 500 'Internal error' (details are not leaked).
 */
export function createSiwxHttpHandler(
  api: SiwxHttpApi,
  options: SiwxHttpOptions,
): (request: Request, info?: RequestInfo) => Promise<Response> {
  const { rateLimits: limits, storage, now } = options
  const perIp = (name: string, rule: ResolvedSiwxRateLimits[keyof ResolvedSiwxRateLimits]) =>
    limitPerIp(storage.rateLimits, `siwx:${name}`, rule, now)
  const app = createHttpApp<SessionsEnv>({
    clientIp: options.clientIp,
    getPath: routeOf,
    onUnexpectedError: options.onUnexpectedError,
  })
  app.use('*', siwxCors(options.allowedOrigins))

  app.post('/nonce', requireJson, perIp('nonce', limits.noncePerIp), async (c) => {
    await discardBody(c.req.raw)
    return jsonResponse(200, await api.issueNonce())
  })
  app.post(
    '/verify',
    requireJson,
    perIp('verify', limits.verifyPerIp),
    jsonBody({
      maxBytes: options.maxBodyBytes,
      timeoutMs: options.bodyReadTimeoutMs,
      schema: verifyBody,
      invalid: () => new SiwxServerError(SIWX_SERVER_ERRORS.invalidVerifyBody, 400),
    }),
    async (c) => jsonResponse(200, await api.verify(c.req.valid('json'))),
  )
  const sessionsGuards = [
    perIp('sessions', limits.sessionsPerIp),
    requireSessionAccess(options.authorizeSessionAccess ?? bearerTokenAccess(api.authenticate)),
  ] as const
  app.get('/sessions', ...sessionsGuards, async (c) =>
    jsonResponse(200, { sessions: await api.getSessions(c.var.query) }),
  )
  app.delete('/sessions', ...sessionsGuards, async (c) => {
    await api.revoke(c.var.query)
    return jsonResponse(204, undefined)
  })
  return fetchHandler(app)
}

/**
 * CORS in front of every route (see `corsHeaders`): an allowed origin's preflight of a known route
 * is answered 204 with the route's methods; another method than the route's is 405 with `Allow`;
 * every answer, errors and 404 included, carries the CORS headers.
 */
function siwxCors(allowedOrigins: ReadonlySet<string>): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const methods = Object.hasOwn(ROUTES, c.req.path.slice(1)) ? ROUTES[c.req.path.slice(1)] : undefined
    const allow = methods ? [...methods, 'OPTIONS'].join(', ') : ''
    const preflight = c.req.method === 'OPTIONS'
    const cors = corsHeaders(c.req.raw, allowedOrigins, preflight && allow ? allow : undefined)
    if (methods && preflight) return jsonResponse(204, undefined, cors)
    if (methods && !methods.includes(c.req.method))
      return jsonResponse(405, { error: HTTP_ERRORS.methodNotAllowed }, { ...cors, Allow: allow })
    await next()
    for (const [name, value] of Object.entries(cors)) c.res.headers.set(name, value)
  }
}
