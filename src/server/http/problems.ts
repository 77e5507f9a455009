/**
 * The answers every `wallet-modal/server` HTTP handler shares: the exact `{ error }` texts of the
 * shared HTTP layer, and {@link HttpProblem}, the one error class every surface's errors extend.
 */
import { WalletModalError, type WalletModalErrorCode } from '../../core/errors.js'

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
 * The one JSON error shape every surface answers: `error` is the exact text (one of the surface's
 * `*_ERRORS`), and a few surfaces add fields a client reads beside it (the auth server's
 * `attemptsLeft` and `retryAfter`; the convert service's 1inch fields `description` and `statusCode`).
 */
export interface HttpErrorBody {
  error: string
  [field: string]: unknown
}

/** Options of {@link HttpProblem}. */
export interface HttpProblemOptions {
  /** Fields the body carries beside `error`; a numeric `retryAfter` is also sent as `Retry-After`. */
  details?: Record<string, unknown>
  /** The `code` of the {@link WalletModalError}; default 'HTTP_ERROR'. */
  code?: WalletModalErrorCode
  cause?: unknown
}

/**
 * A refused request, the base of every surface's error class (`SiwxServerError`,
 * `AuthServerError`, `NameServiceError`, `ProjectServerError`, …): `status` and `headers` are what
 * the handler answers with (extra headers such as `WWW-Authenticate` or `Connection: close`),
 * `message` goes into `{ error }`, `details` beside it. The shared error handler answers any of
 * them as {@link HttpErrorBody}, and anything else as 500 'Internal error' without a detail.
 */
export class HttpProblem extends WalletModalError {
  override name = 'HttpProblem'
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly details: Readonly<Record<string, unknown>>

  constructor(message: string, status: number, headers: Record<string, string> = {}, options: HttpProblemOptions = {}) {
    super(message, { code: options.code ?? 'HTTP_ERROR', cause: options.cause })
    this.status = status
    const details = options.details ?? {}
    const retryAfter = details.retryAfter
    this.headers = { ...(typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : {}), ...headers }
    this.details = details
  }

  /** The answer's body: `{ error: message, ...details }` (details that are undefined left out). */
  body(): HttpErrorBody {
    const body: HttpErrorBody = { error: this.message }
    for (const [field, value] of Object.entries(this.details)) if (value !== undefined) body[field] = value
    return body
  }
}
