import type { SiwxSession } from '../../core/siwx.js'
import { corsHeaders } from '../http/cors.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { compose, type Handler, type RequestInfo } from '../http/pipeline.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { limitPerIp } from '../http/rateLimit.js'
import { discardBody, readJsonBody } from '../http/readBody.js'
import { requireJson } from '../http/requireJson.js'
import type { RateLimitStore, StoredSiwxSession } from '../storage/types.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import type { SiwxNonce } from './nonce.js'
import type { ResolvedSiwxRateLimits } from './rateLimits.js'
import {
  bearerTokenAccess,
  requireSessionAccess,
  type SessionAccessCheck,
  type SessionsRequestContext,
} from './sessionAccess.js'
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
  rateLimits: ResolvedSiwxRateLimits
  storage: { rateLimits: RateLimitStore }
  now: () => Date
}

type Routes = Record<string, Partial<Record<string, Handler<SessionsRequestContext>>>>

/**
 * A Fetch API handler for the SIWX HTTP protocol. Routes by the last path segment, under any
 * mount prefix ('/api/siwx/nonce' and '/nonce' alike; a trailing slash is ignored):
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
  const sessionAccess = requireSessionAccess(options.authorizeSessionAccess ?? bearerTokenAccess(api.authenticate))
  const { rateLimits: limits, storage, now } = options
  const perIp = (name: string, rule: ResolvedSiwxRateLimits[keyof ResolvedSiwxRateLimits]) =>
    limitPerIp(storage.rateLimits, `siwx:${name}`, rule, now)
  const sessionsGuards = [perIp('sessions', limits.sessionsPerIp), sessionAccess]
  const routes: Routes = {
    nonce: {
      POST: compose([requireJson, perIp('nonce', limits.noncePerIp)], async ({ request }) => {
        await discardBody(request)
        return jsonResponse(200, await api.issueNonce())
      }),
    },
    verify: {
      POST: compose([requireJson, perIp('verify', limits.verifyPerIp)], async ({ request }) =>
        jsonResponse(
          200,
          await api.verify(await readVerifyBody(request, options.maxBodyBytes, options.bodyReadTimeoutMs)),
        ),
      ),
    },
    sessions: {
      GET: compose(sessionsGuards, async ({ query }) => jsonResponse(200, { sessions: await api.getSessions(query!) })),
      DELETE: compose(sessionsGuards, async ({ query }) => {
        await api.revoke(query!)
        return jsonResponse(204, undefined)
      }),
    },
  }

  return async (request, info = {}) => {
    const url = new URL(request.url)
    const route = url.pathname.replace(/\/+$/, '').split('/').pop() ?? ''
    const methods = Object.hasOwn(routes, route) ? routes[route] : undefined
    const allow = methods ? [...Object.keys(methods), 'OPTIONS'].join(', ') : ''
    const preflight = request.method === 'OPTIONS'
    const cors = corsHeaders(request, options.allowedOrigins, preflight ? allow : undefined)
    const answer = (status: number, body?: unknown, extra: Readonly<Record<string, string>> = {}) =>
      jsonResponse(status, body, { ...cors, ...extra })

    if (!methods) return answer(404, { error: HTTP_ERRORS.notFound })
    if (preflight) return answer(204)
    const handler = methods[request.method]
    if (!handler) return answer(405, { error: HTTP_ERRORS.methodNotAllowed }, { Allow: allow })
    try {
      const clientIp = options.clientIp?.(request) ?? info.clientIp ?? 'unknown'
      const response = await handler({ request, url, clientIp })
      for (const [name, value] of Object.entries(cors)) response.headers.set(name, value)
      return response
    } catch (error) {
      if (error instanceof SiwxServerError || error instanceof HttpProblem) {
        return answer(error.status, { error: error.message }, error instanceof HttpProblem ? error.headers : {})
      }
      return answer(500, { error: HTTP_ERRORS.internal })
    }
  }
}

async function readVerifyBody(request: Request, maxBodyBytes: number, timeoutMs: number): Promise<SiwxVerifyInput> {
  const body = await readJsonBody(request, maxBodyBytes, timeoutMs)
  const { message, signature } = (body ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') {
    throw new SiwxServerError(SIWX_SERVER_ERRORS.invalidVerifyBody, 400)
  }
  return { message, signature }
}
