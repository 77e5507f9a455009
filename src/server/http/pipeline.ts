/**
 * Composition of Fetch handlers, hono-style: middleware (CORS, content type, body and rate
 * limits, access checks) stands in front of a route's handler, never inside it.
 */

/** What the host's runtime knows about a request that the `Request` does not carry. */
export interface RequestInfo {
  /**
   * The client's IP address as the runtime saw it (Node: `socket.remoteAddress`; Deno:
   * `info.remoteAddr.hostname`; Bun: `server.requestIP(request).address`). Keys per-IP rate limits.
   */
  clientIp?: string
}

/** One request on its way through a route: the request, its parsed URL and its client's IP. */
export interface RequestContext {
  request: Request
  url: URL
  /** From the `clientIp` option, else {@link RequestInfo.clientIp}, else 'unknown' (then every client shares one per-IP limit). */
  clientIp: string
}

/** The end of a route: answers the request. */
export type Handler<C extends RequestContext = RequestContext> = (context: C) => Promise<Response>

/** A step in front of a handler: answers (or throws) itself, or calls `next()` to go on. */
export type Middleware<C extends RequestContext = RequestContext> = (
  context: C,
  next: () => Promise<Response>,
) => Promise<Response>

/** `handler` behind `middleware`, run in array order. */
export function compose<C extends RequestContext>(
  middleware: readonly Middleware<C>[],
  handler: Handler<C>,
): Handler<C> {
  return middleware.reduceRight<Handler<C>>((next, step) => (context) => step(context, () => next(context)), handler)
}
