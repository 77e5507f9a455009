import type { CaipAddress } from '../../core/caip.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import type { MiddlewareHandler } from 'hono'
import type { HttpEnv } from '../http/httpApp.js'
import type { StoredSiwxSession } from '../storage/types.js'
import { caipAddressOf, normalizeSessionQuery, type SiwxSessionQuery } from './sessionQuery.js'
import { bearerToken } from '../http/sessionToken.js'

/** The answer of a {@link SessionAccessCheck}: act, 401 'Missing or invalid session token', or 403 'Not allowed for this account'. */
export type SessionAccess = 'allow' | 'unauthenticated' | 'forbidden'

/**
 * Decides whether an HTTP request may list or revoke the sessions of `caipAddress` (the CAIP-10
 * account of the query, EVM address checksummed). The default is {@link bearerTokenAccess}; a host
 * that ties sessions to its own login passes its own as `authorizeSessionAccess`, e.g. reading its
 * session cookie and allowing only the accounts linked to that user.
 */
export type SessionAccessCheck = (request: Request, caipAddress: CaipAddress) => SessionAccess | Promise<SessionAccess>

/**
 * The default {@link SessionAccessCheck}: `Authorization: Bearer <token>` with a token that
 * `verify` issued, still live, for exactly this CAIP-10 account (network and address).
 */
export function bearerTokenAccess(
  authenticate: (token: string) => Promise<StoredSiwxSession | undefined>,
): SessionAccessCheck {
  return async (request, caipAddress) => {
    const token = bearerToken(request)
    const session = token === undefined ? undefined : await authenticate(token)
    if (!session) return 'unauthenticated'
    return session.caipAddress === caipAddress ? 'allow' : 'forbidden'
  }
}

/** The hono environment of the sessions route: {@link HttpEnv} and the account its query names. */
export type SessionsEnv = HttpEnv & {
  Variables: {
    /** The normalised query, set by {@link requireSessionAccess}. */
    query: SiwxSessionQuery
  }
}

/**
 * Middleware of the sessions route: reads `?caipNetworkId=&address=`, asks `check`, and goes on
 * only on 'allow', with `c.var.query` set.
 * @throws SiwxServerError 'Expected query parameters caipNetworkId and address' (400)
 * @throws HttpProblem 'Missing or invalid session token' (401, `WWW-Authenticate: Bearer`) | 'Not allowed for this account' (403)
 */
export function requireSessionAccess(check: SessionAccessCheck): MiddlewareHandler<SessionsEnv> {
  return async (c, next) => {
    const query = normalizeSessionQuery({
      caipNetworkId: c.req.query('caipNetworkId') ?? null,
      address: c.req.query('address') ?? null,
    })
    const access = await check(c.req.raw, caipAddressOf(query))
    if (access === 'unauthenticated')
      throw new HttpProblem(HTTP_ERRORS.unauthorized, 401, { 'WWW-Authenticate': 'Bearer' })
    if (access !== 'allow') throw new HttpProblem(HTTP_ERRORS.forbidden, 403)
    c.set('query', query)
    await next()
  }
}
