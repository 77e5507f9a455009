import { cors } from 'hono/cors'
import * as v from 'valibot'
import { createHttpApp, jsonBody, limitPerIp, requireJson } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import { NAME_SERVICE_ERRORS, NameServiceError, type NameServiceErrorMessage } from './errors.js'
import type { ResolvedNameServiceOptions } from './options.js'
import type { NameService } from './types.js'

/** POST /register's body (anything else: 400 'Expected name, coinType, address, message and signature'). */
const registerBody = v.object({
  name: v.string(),
  coinType: v.number(),
  address: v.string(),
  message: v.string(),
  signature: v.string(),
})
/** POST /gateway's body (EIP-3668's POST form; anything else: 400 'Invalid gateway request'). */
const gatewayBody = v.object({ sender: v.string(), data: v.string() })

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
  const app = createHttpApp({
    basePath: mountPath,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
  })
  const limit = (rule: RateLimitRule, name: string) =>
    limitPerIp(options.storage.rateLimits, `names:${name}`, rule, options.now)
  const body = <S extends v.GenericSchema>(schema: S, invalid: NameServiceErrorMessage) =>
    jsonBody({
      maxBytes: options.maxBodyBytes,
      timeoutMs: options.bodyReadTimeoutMs,
      schema,
      invalid: () => new NameServiceError(invalid, 400),
    })
  const writes = cors({
    origin: (origin) => (options.allowedOrigins.has(origin) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  })
  const reads = cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'], maxAge: 600 })

  app.use('/nonce', writes)
  app.use('/register', writes)
  app.use('/lookup/*', reads)
  app.use('/reverse/*', reads)
  app.use('/suggestions/*', reads)
  app.use('/gateway', reads)
  app.use('/gateway/*', reads)

  app.post('/nonce', limit(options.rateLimits.nonce, 'nonce'), requireJson, async () =>
    jsonResponse(200, await service.issueNonce()),
  )
  app.post(
    '/register',
    limit(options.rateLimits.register, 'register'),
    body(registerBody, NAME_SERVICE_ERRORS.invalidBody),
    async (c) => jsonResponse(201, await service.register(c.req.valid('json'))),
  )
  app.get('/lookup/:name', limit(options.rateLimits.reads, 'reads'), async (c) => {
    const found = await service.lookup(c.req.param('name') ?? '')
    if (!found) throw new NameServiceError(NAME_SERVICE_ERRORS.nameNotFound, 404)
    return jsonResponse(200, found)
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
    app.post(
      '/gateway',
      limit(options.rateLimits.gateway, 'gateway'),
      body(gatewayBody, NAME_SERVICE_ERRORS.invalidGatewayRequest),
      async (c) => {
        const { sender, data } = c.req.valid('json')
        return jsonResponse(200, { data: await service.answerGateway(sender, data) })
      },
    )
  }
  return app
}
