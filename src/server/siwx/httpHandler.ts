import type { SiwxSession } from '../../core/siwx.js'
import { corsHeaders } from '../http/cors.js'
import { SIWX_SERVER_ERRORS, SiwxServerError } from './errors.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HttpProblem } from '../http/problems.js'
import { discardBody, readJsonBody } from '../http/readBody.js'
import type { SiwxNonce } from './nonce.js'
import { normalizeSessionQuery } from './sessionQuery.js'
import type { SiwxSessionQuery } from './sessionQuery.js'
import type { SiwxVerifyInput, SiwxVerifyResult } from './verify.js'

/** What the HTTP layer calls: the server's programmatic API. */
export interface SiwxHttpApi {
  issueNonce(): Promise<SiwxNonce>
  verify(input: SiwxVerifyInput): Promise<SiwxVerifyResult>
  getSessions(query: SiwxSessionQuery): Promise<SiwxSession[]>
  revoke(query: SiwxSessionQuery): Promise<void>
}

const ROUTES: Record<string, readonly string[]> = {
  nonce: ['POST'],
  verify: ['POST'],
  sessions: ['GET', 'DELETE'],
}

/**
 * A Fetch API handler for the SIWX HTTP protocol. Routes by the last path segment, under any
 * mount prefix ('/api/siwx/nonce' and '/nonce' alike; a trailing slash is ignored):
 * - POST …/nonce → 200 `{ nonce, expiresAt }`
 * - POST …/verify, body `{ message, signature }` → 200 `{ session }`; 400 `{ error }` for a bad
 *   body or message, 401 `{ error }` when refused, 503 when the RPC is unreachable
 * - GET …/sessions?caipNetworkId=&address= → 200 `{ sessions }` (unexpired only)
 * - DELETE …/sessions?caipNetworkId=&address= → 204 (revokes them all)
 * - OPTIONS on a route → 204 (CORS preflight)
 * Unknown path 404 `{ error: 'Not found' }`; other method 405 `{ error: 'Method not allowed' }`
 * with `Allow`; unparsable JSON 400 `{ error: 'Invalid JSON body' }`; an unexpected throw 500
 * `{ error: 'Internal error' }` (details are not leaked).
 */
export function createSiwxHttpHandler(
  api: SiwxHttpApi,
  limits: { allowedOrigins: ReadonlySet<string>; maxBodyBytes: number },
): (request: Request) => Promise<Response> {
  const { allowedOrigins, maxBodyBytes } = limits
  return async (request) => {
    const url = new URL(request.url)
    const route = url.pathname.replace(/\/+$/, '').split('/').pop() ?? ''
    const methods = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined
    const preflight = request.method === 'OPTIONS'
    const cors = corsHeaders(request, allowedOrigins, preflight)
    const answer = (status: number, body?: unknown, extra: Record<string, string> = {}) =>
      jsonResponse(status, body, { ...cors, ...extra })

    if (!methods) return answer(404, { error: SIWX_SERVER_ERRORS.notFound })
    if (preflight) return answer(204)
    if (!methods.includes(request.method)) {
      return answer(405, { error: SIWX_SERVER_ERRORS.methodNotAllowed }, { Allow: [...methods, 'OPTIONS'].join(', ') })
    }
    try {
      if (route === 'nonce') {
        await discardBody(request)
        return answer(200, await api.issueNonce())
      }
      if (route === 'verify') return answer(200, await api.verify(await readVerifyBody(request, maxBodyBytes)))
      const query = normalizeSessionQuery({
        caipNetworkId: url.searchParams.get('caipNetworkId'),
        address: url.searchParams.get('address'),
      })
      if (request.method === 'DELETE') {
        await api.revoke(query)
        return answer(204)
      }
      return answer(200, { sessions: await api.getSessions(query) })
    } catch (error) {
      if (error instanceof SiwxServerError) return answer(error.status, { error: error.message })
      if (error instanceof HttpProblem) return answer(error.status, { error: error.message }, { ...error.headers })
      return answer(500, { error: SIWX_SERVER_ERRORS.internal })
    }
  }
}

async function readVerifyBody(request: Request, maxBodyBytes: number): Promise<SiwxVerifyInput> {
  const body = await readJsonBody(request, maxBodyBytes)
  const { message, signature } = (body ?? {}) as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') {
    throw new SiwxServerError(SIWX_SERVER_ERRORS.invalidVerifyBody, 400)
  }
  return { message, signature }
}
