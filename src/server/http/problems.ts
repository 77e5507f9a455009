/**
 * The answers every `wallet-modal/server` HTTP handler shares before a request reaches its route:
 * the exact `{ error }` texts and the error class the middleware in this folder throws.
 */

/** Exact `{ error }` texts of the shared HTTP layer (every service answers these the same way). */
export const HTTP_ERRORS = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  /** A POST whose body is not `Content-Type: application/json` (415). */
  unsupportedMediaType: 'Expected Content-Type: application/json',
  /** A body over the route's byte limit (413), by `Content-Length` or by counting while reading. */
  bodyTooLarge: 'Request body too large',
  /** A body that did not arrive whole within the read deadline (408, with `Connection: close`). */
  bodyTimeout: 'Request body not received in time',
  /** A body that is not UTF-8 JSON (400). */
  invalidJson: 'Invalid JSON body',
  /** No credential, or one that is unknown, expired or malformed (401, with `WWW-Authenticate: Bearer`). */
  unauthorized: 'Missing or invalid session token',
  /** A valid credential of someone else (403). */
  forbidden: 'Not allowed for this account',
  /** A rate limit was reached (429, with `Retry-After` in seconds). */
  tooManyRequests: 'Too many requests',
  /** Anything unexpected (500); details are never sent. */
  internal: 'Internal error',
} as const

/** One of the {@link HTTP_ERRORS} texts. */
export type HttpErrorMessage = (typeof HTTP_ERRORS)[keyof typeof HTTP_ERRORS]

/**
 * A request refused by the HTTP layer: `status` and extra response `headers` (e.g. `Retry-After`)
 * are what the handler answers with, `message` goes into `{ error }`.
 */
export class HttpProblem extends Error {
  override name = 'HttpProblem'
  readonly status: number
  readonly headers: Readonly<Record<string, string>>

  constructor(message: string, status: number, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}
