import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { jsonResponse } from '../http/jsonResponse.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { HTTP_ERRORS, HttpProblem } from '../http/problems.js'
import { enforceRateLimit, ipKey, type RateLimitRule } from '../http/rateLimit.js'
import { readJsonBody } from '../http/readBody.js'
import type { NameService } from './types.js'
import { NAME_SERVICE_ERRORS, NameServiceError } from './errors.js'
import type { ResolvedNameServiceOptions } from './options.js'
import type { NameRegistrationInput } from './register.js'

type Env = { Bindings: RequestInfo }

/**
 * The name service's HTTP API, a hono app under `mountPath` (JSON out, `Cache-Control: no-store`):
 * - POST /nonce (`Content-Type: application/json`, body ignored) → 200 `{ nonce, expiresAt }`
 * - POST /register `{ name, coinType, address, message, signature }` → 201 `{ name, coinType, address, registeredAt }`
 * - GET /lookup/:name → 200 `{ name, coinType, address, registeredAt }`; 404 'Name not found'
 * - GET /reverse/:address?coinType=60 → 200 `{ names: [...] }`, primary (newest) first; coinType defaults to 60
 * - GET /suggestions/:query → 200 `{ suggestions: [{ name, registered }] }`
 * - GET /gateway/:sender/:data(.json) and POST /gateway `{ sender, data }` → 200 `{ data }`: EIP-3668
 *   answers for the resolver contract (only with a gateway key; else 404), limited per IP like the reads
 * Errors are `{ error }` with the texts and statuses of {@link NAME_SERVICE_ERRORS} and HTTP_ERRORS
 * (415 for a POST that is not JSON, 413 for a body over `maxBodyBytes`, 408 for one not received
 * whole within `bodyReadTimeoutMs`, 429 with `Retry-After`
 * over a per-IP limit or the per-address limit of registrations, 500 'Internal error' for anything
 * unexpected). Reads and the gateway are public (`Access-Control-Allow-Origin: *`); nonce and register admit exactly `allowedOrigins`.
 */
export function createNamesHttpApp(
  service: Omit<NameService, 'handle'>,
  options: ResolvedNameServiceOptions,
  mountPath: string,
) {
  const app = new Hono<Env>().basePath(mountPath)
  const limit = (rule: RateLimitRule, name: string) => async (c: Context<Env>, next: () => Promise<void>) => {
    const ip = options.clientIp?.(c.req.raw) ?? c.env?.clientIp ?? 'unknown'
    await enforceRateLimit(options.storage.rateLimits, `names:${name}:ip:${ipKey(ip)}`, rule, options.now())
    await next()
  }
  const writes = cors({
    origin: (origin) => (options.allowedOrigins.has(origin) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
  const reads = cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 })
  /** A POST that is not `Content-Type: application/json` (a cross-site HTML form can send no other without a preflight). */
  const requireJsonType = (c: Context<Env>) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase()
    if (mediaType !== 'application/json') throw new HttpProblem(HTTP_ERRORS.unsupportedMediaType, 415)
  }
  const json = async (c: Context<Env>): Promise<Record<string, unknown>> => {
    requireJsonType(c)
    const body = await readJsonBody(c.req.raw, options.maxBodyBytes, options.bodyReadTimeoutMs)
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  }

  app.use('/nonce', writes)
  app.use('/register', writes)
  app.use('/lookup/*', reads)
  app.use('/reverse/*', reads)
  app.use('/suggestions/*', reads)
  app.use('/gateway', reads)
  app.use('/gateway/*', reads)

  app.post('/nonce', limit(options.rateLimits.nonce, 'nonce'), async (c) => {
    requireJsonType(c)
    return jsonResponse(200, await service.issueNonce())
  })
  app.post('/register', limit(options.rateLimits.register, 'register'), async (c) => {
    const { name, coinType, address, message, signature } = await json(c)
    if (
      typeof name !== 'string' ||
      typeof coinType !== 'number' ||
      typeof address !== 'string' ||
      typeof message !== 'string' ||
      typeof signature !== 'string'
    ) {
      throw new NameServiceError(NAME_SERVICE_ERRORS.invalidBody, 400)
    }
    const input: NameRegistrationInput = { name, coinType, address, message, signature }
    return jsonResponse(201, await service.register(input))
  })
  app.get('/lookup/:name', limit(options.rateLimits.reads, 'reads'), async (c) => {
    const found = await service.lookup(c.req.param('name') ?? '')
    return found ? jsonResponse(200, found) : jsonResponse(404, { error: NAME_SERVICE_ERRORS.nameNotFound })
  })
  app.get('/reverse/:address', limit(options.rateLimits.reads, 'reads'), async (c) => {
    const coinType = Number(c.req.query('coinType') ?? 60)
    return jsonResponse(200, { names: await service.reverse(coinType, c.req.param('address') ?? '') })
  })
  app.get('/suggestions/:query', limit(options.rateLimits.reads, 'reads'), async (c) =>
    jsonResponse(200, { suggestions: await service.suggestions(c.req.param('query') ?? '') }),
  )
  if (service.gatewaySigner) {
    app.get('/gateway/:sender/:data', limit(options.rateLimits.gateway, 'gateway'), async (c) =>
      jsonResponse(200, {
        data: await service.answerGateway(
          c.req.param('sender') ?? '',
          (c.req.param('data') ?? '').replace(/\.json$/, ''),
        ),
      }),
    )
    app.post('/gateway', limit(options.rateLimits.gateway, 'gateway'), async (c) => {
      const { sender, data } = await json(c)
      if (typeof sender !== 'string' || typeof data !== 'string')
        throw new NameServiceError(NAME_SERVICE_ERRORS.invalidGatewayRequest, 400)
      return jsonResponse(200, { data: await service.answerGateway(sender, data) })
    })
  }

  app.notFound(() => jsonResponse(404, { error: HTTP_ERRORS.notFound }))
  app.onError((error) => {
    if (error instanceof NameServiceError || error instanceof HttpProblem) {
      return jsonResponse(
        error.status,
        { error: error.message },
        error instanceof HttpProblem ? { ...error.headers } : {},
      )
    }
    return jsonResponse(500, { error: HTTP_ERRORS.internal })
  })
  return app
}
