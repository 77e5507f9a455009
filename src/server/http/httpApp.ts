/**
 * The HTTP toolkit every `wallet-modal/server` surface is built on (SIWX, auth, names, project,
 * ramp broker, convert): a hono app whose requests carry their client's IP, whose errors are
 * answered in one JSON shape ({@link HttpErrorBody}), and the middleware that stands in front of
 * a route's handler, never inside it: JSON bodies (content type, size cap, read deadline, one
 * valibot schema) and per-IP rate limits over the storage's one rate-limit store.
 */
import { Hono, type ErrorHandler, type MiddlewareHandler, type NotFoundHandler } from 'hono'
import * as v from 'valibot'
import type { RateLimitStore } from '../storage/types.js'
import { jsonResponse } from './jsonResponse.js'
import { HTTP_ERRORS, HttpProblem } from './problems.js'
import { enforceRateLimit, ipKey, type RateLimitRule } from './rateLimit.js'
import { readJsonBody } from './readBody.js'
import type { RequestInfo } from './requestInfo.js'
import { logUnexpectedError, type UnexpectedErrorHook } from './unexpectedError.js'

/** The client's IP when the runtime's is a proxy's (the `clientIp` option of every service): read from the request, e.g. a header the proxy sets. */
export type ClientIpOption = ((request: Request) => string | undefined) | undefined

/** The hono environment of every surface: the runtime's {@link RequestInfo}, and the client IP resolved once per request. */
export interface HttpEnv {
  Bindings: RequestInfo
  Variables: {
    /** From the `clientIp` option, else {@link RequestInfo.clientIp}, else 'unknown' (then every client shares one per-IP limit). */
    clientIp: string
  }
}

/** Options of {@link createHttpApp}. */
export interface HttpAppOptions {
  /** Path prefix every route lives under; default '' (the root). */
  basePath?: string
  /** The surface's `clientIp` option (a trusted proxy's header); see {@link ClientIpOption}. */
  clientIp?: ClientIpOption
  /**
   * Turns an error that is not an {@link HttpProblem} into one (e.g. the auth server's unreadable
   * sealed record); `undefined` leaves it a 500 'Internal error'.
   */
  mapError?: (error: unknown) => HttpProblem | undefined
  /** The path hono routes by (hono's `getPath`); default the URL's path. */
  getPath?: (request: Request) => string
  /**
   * Told of each error answered 500 'Internal error' (see {@link UnexpectedErrorHook}); default
   * `logUnexpectedError` (`console.error`, scrubbed of email addresses and URL credentials).
   */
  onUnexpectedError?: UnexpectedErrorHook | undefined
}

/**
 * A hono app with the toolkit's request context and answers: every request gets `c.var.clientIp`
 * (see {@link HttpEnv}); an unmatched route is 404 `{ error: 'Not found' }`; a thrown
 * {@link HttpProblem} is answered with its status, headers and body (`{ error, ...details }`);
 * anything else 500 `{ error: 'Internal error' }`, its message and stack never sent but handed once
 * to `onUnexpectedError`. Every answer is JSON with `Cache-Control: no-store` (see `jsonResponse`).
 */
export function createHttpApp<E extends HttpEnv = HttpEnv>(options: HttpAppOptions = {}): Hono<E> {
  const root = new Hono<E>(options.getPath ? { getPath: options.getPath } : {})
  const app = options.basePath ? root.basePath(options.basePath) : root
  app.use('*', resolveClientIp(options.clientIp))
  app.notFound(notFound)
  app.onError(onHttpError(options.mapError, options.onUnexpectedError))
  return app as Hono<E>
}

/** Middleware: sets `c.var.clientIp` from the `clientIp` option, else the runtime's {@link RequestInfo}, else 'unknown'. */
export function resolveClientIp(option: ClientIpOption): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    c.set('clientIp', option?.(c.req.raw) ?? c.env?.clientIp ?? 'unknown')
    await next()
  }
}

/** The one 404: `{ error: 'Not found' }`. */
export const notFound: NotFoundHandler = () => jsonResponse(404, { error: HTTP_ERRORS.notFound })

/**
 * The one error handler: an {@link HttpProblem} (or what `mapError` makes of another error) is
 * answered with its status, headers and `{ error, ...details }`; anything else 500
 * `{ error: 'Internal error' }`, nothing of the error itself sent. An error that was not thrown as
 * an HttpProblem and is answered 500 or more goes to `onUnexpected` (a throwing hook is ignored).
 */
export function onHttpError(
  mapError?: (error: unknown) => HttpProblem | undefined,
  onUnexpected: UnexpectedErrorHook = logUnexpectedError,
): ErrorHandler {
  return (error, c) => {
    const problem = error instanceof HttpProblem ? error : mapError?.(error)
    const status = problem?.status ?? 500
    if (!(error instanceof HttpProblem) && status >= 500) {
      try {
        onUnexpected(error, { method: c.req.method, path: new URL(c.req.url).pathname, request: c.req.raw })
      } catch {
        // A reporting hook must not turn one failure into another.
      }
    }
    if (problem) return jsonResponse(problem.status, problem.body(), { ...problem.headers })
    return jsonResponse(500, { error: HTTP_ERRORS.internal })
  }
}

/**
 * Throws unless the request says `Content-Type: application/json` (parameters such as
 * `; charset=utf-8` and letter case aside). Besides stating what the body is, this keeps plain
 * HTML forms of other sites out: a browser sends that type cross-origin only after a CORS
 * preflight the server answers.
 * @throws HttpProblem 'Expected Content-Type: application/json' (415)
 */
export function assertJsonContentType(request: Request): void {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') throw new HttpProblem(HTTP_ERRORS.unsupportedMediaType, 415)
}

/** Middleware of a POST route that takes no body: `Content-Type: application/json` or 415 (see {@link assertJsonContentType}). */
export const requireJson: MiddlewareHandler = async (c, next) => {
  assertJsonContentType(c.req.raw)
  await next()
}

/** Options of {@link jsonBody}. */
export interface JsonBodyOptions<S extends v.GenericSchema> {
  /** The body's limit in bytes (UTF-8), inclusive: 413 over it, never read whole. */
  maxBytes: number
  /** The read deadline in ms (408 with `Connection: close` past it); default `DEFAULT_BODY_READ_TIMEOUT_MS` (10 s). */
  timeoutMs?: number
  /** What the parsed JSON must be; the route reads the schema's output with `c.req.valid('json')`. */
  schema: S
  /** The surface's own 400 for a body the schema refuses; default 400 'Invalid JSON body'. */
  invalid?: () => HttpProblem
}

/**
 * Middleware of a POST route with a JSON body, in this order: 415 unless
 * `Content-Type: application/json`; the body read with `maxBytes` (413) and `timeoutMs` (408)
 * (`readJsonBody`); 400 'Invalid JSON body' for bytes that are not UTF-8 JSON; `invalid()` for
 * JSON that `schema` refuses. The handler gets the schema's output from `c.req.valid('json')`.
 */
export function jsonBody<S extends v.GenericSchema>(
  options: JsonBodyOptions<S>,
): MiddlewareHandler<HttpEnv, string, { in: { json: v.InferInput<S> }; out: { json: v.InferOutput<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', (await readValidJson(c.req.raw, options)) as object)
    await next()
  }
}

/**
 * What {@link jsonBody} does, for a route that must check something before it reads its body:
 * the body, of the schema's type.
 * @throws HttpProblem 415 | 413 | 408 | 400 'Invalid JSON body', or `invalid()`
 */
export async function readValidJson<S extends v.GenericSchema>(
  request: Request,
  options: JsonBodyOptions<S>,
): Promise<v.InferOutput<S>> {
  assertJsonContentType(request)
  const parsed = v.safeParse(options.schema, await readJsonBody(request, options.maxBytes, options.timeoutMs))
  if (!parsed.success) throw options.invalid?.() ?? new HttpProblem(HTTP_ERRORS.invalidJson, 400)
  return parsed.output
}

/**
 * Middleware limiting a route per client IP (`c.var.clientIp`) under the counter
 * `<name>:ip:<ipKey>` in `store`; no rule, no limit.
 * @throws HttpProblem 'Too many requests' (429) with `Retry-After`, see {@link enforceRateLimit}
 */
export function limitPerIp(
  store: RateLimitStore,
  name: string,
  rule: RateLimitRule | undefined,
  now: () => Date,
): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    if (rule) await enforceRateLimit(store, `${name}:ip:${ipKey(c.var.clientIp)}`, rule, now())
    await next()
  }
}

/** The fetch function of a surface: `app.fetch` with the runtime's {@link RequestInfo}, as a promise. */
export function fetchHandler(app: {
  fetch(request: Request, env: RequestInfo): Response | Promise<Response>
}): (request: Request, info?: RequestInfo) => Promise<Response> {
  return (request, info = {}) => Promise.resolve(app.fetch(request, info))
}
