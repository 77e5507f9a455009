import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Logger } from 'pino'
import { summarizeError, type UnexpectedErrorHook } from '../../server/http/unexpectedError.js'
import type { ServerMetrics } from './metrics.js'
import { requestContext } from './requestContext.js'
import { routePattern } from './routePatterns.js'

/** A Fetch handler with the client's address. */
export type Handler = (request: Request, info: { clientIp?: string }) => Promise<Response>

/** A request id a client or proxy may pass in `x-request-id`: short and plain, else a fresh one is made. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** `{ error }` JSON, the services' error shape. */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
}

/** The last X-Forwarded-For entry: the address the proxy in front (which appends it) saw. */
export function forwardedClientIp(request: Request): string | undefined {
  const entries = request.headers.get('x-forwarded-for')?.split(',')
  const last = entries?.at(-1)?.trim()
  return last || undefined
}

/**
 * The services' `onUnexpectedError`: one JSON log line 'unexpected error' at level error with the
 * request id, method, route pattern (never the raw path) and the error's class, code, message and
 * stack, scrubbed of email addresses and URL credentials (`summarizeError`).
 */
export function unexpectedErrorLogger(logger: Logger): UnexpectedErrorHook {
  return (error, { method, path }) => {
    const { code, ...summary } = summarizeError(error)
    logger.error(
      {
        reqId: requestContext.getStore()?.requestId,
        method,
        route: routePattern(path),
        // `errorCode`, not `code`: the logger censors every `*.code` (one-time codes).
        error: { ...summary, ...(code ? { errorCode: code } : {}) },
      },
      'unexpected error',
    )
  }
}

/** Options of {@link frontHandler}. */
export interface FrontOptions {
  logger: Logger
  metrics: ServerMetrics
  trustProxy: boolean
  /** True once shutdown began: answers carry `Connection: close`, so keep-alive clients move on. */
  draining: () => boolean
}

/**
 * Wraps a handler with what every request gets: a request id (`x-request-id` honoured when plain,
 * else a UUID; echoed in the answer), one JSON log line and the metrics with method, route pattern,
 * status and duration only (never the path, query, headers or body: no address, email, code or
 * token reaches a log), and 503 with `Retry-After` instead of a service's generic 500 when the database
 * was unreachable during the request.
 */
export function frontHandler(handler: Handler, options: FrontOptions): Handler {
  return async (request, info) => {
    const started = performance.now()
    const route = routePattern(new URL(request.url).pathname)
    const given = request.headers.get('x-request-id')
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
    const clientIp = (options.trustProxy ? forwardedClientIp(request) : undefined) ?? info.clientIp
    const context = { requestId, databaseUnavailable: false }
    let response: Response
    try {
      response = await requestContext.run(context, () => handler(request, clientIp ? { clientIp } : {}))
    } catch (error) {
      options.logger.error(
        {
          reqId: requestId,
          route,
          error: { name: (error as Error)?.name, errorCode: (error as { code?: unknown })?.code },
        },
        'unhandled error',
      )
      response = jsonAnswer(500, { error: 'Internal error' })
    }
    if (context.databaseUnavailable && response.status === 500)
      response = jsonAnswer(503, { error: 'Service unavailable' }, { 'Retry-After': '5' })
    const headers = new Headers(response.headers)
    headers.set('x-request-id', requestId)
    if (options.draining()) headers.set('Connection', 'close')
    const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    const seconds = (performance.now() - started) / 1000
    options.metrics.observeRequest(request.method, route, answer.status, seconds)
    options.logger.info(
      {
        reqId: requestId,
        method: request.method,
        route,
        status: answer.status,
        durationMs: Math.round(seconds * 10_000) / 10,
      },
      'request',
    )
    return answer
  }
}

/** A listening Node server and how to stop it gracefully. */
export interface Listening {
  server: Server
  port: number
  /** Stops accepting, waits for in-flight requests (up to `timeoutMs`, then closes their connections). */
  close(timeoutMs: number): Promise<void>
}

/** Serves `handler` on `host`:`port` (0: any free port) with Node's http server. */
export async function listen(handler: Handler, host: string, port: number): Promise<Listening> {
  const listener = getRequestListener((request, env) =>
    handler(request, env.incoming.socket.remoteAddress ? { clientIp: env.incoming.socket.remoteAddress } : {}),
  )
  const server = createServer(listener)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  let closing: Promise<void> | undefined
  return {
    server,
    port: typeof address === 'object' && address ? address.port : port,
    close(timeoutMs) {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), timeoutMs)
        force.unref()
        server.close(() => {
          clearTimeout(force)
          resolve()
        })
        server.closeIdleConnections()
      })
      return closing
    },
  }
}
