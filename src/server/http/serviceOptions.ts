import type { UnexpectedErrorHook } from './unexpectedError.js'

/** What the options of every HTTP service (SIWX, auth, names, project, ramp broker, convert) say about its requests. */
export interface ServiceRequestOptions {
  /**
   * The client IP of a request, for per-IP rate limits, when the server sits behind a proxy you
   * trust, e.g. `(request) => request.headers.get('X-Real-IP') ?? undefined`. Default: the
   * `clientIp` the runtime passes to `handle(request, { clientIp })`. Never read a header a
   * client can set itself unless your proxy overwrites it. With neither, every client shares
   * one per-IP limit.
   */
  clientIp?: (request: Request) => string | undefined
  /** Told of each error answered 500 'Internal error'; default `console.error` (see `UnexpectedErrorHook`). */
  onUnexpectedError?: UnexpectedErrorHook
}
