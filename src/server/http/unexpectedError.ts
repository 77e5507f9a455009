/**
 * What every `wallet-modal/server` surface does with an error it did not expect (a bug, a database
 * that failed mid-query, ...): the client gets a bare 500 `{ error: 'Internal error' }`, and the
 * operator gets the error once, through the surface's `onUnexpectedError` option, by default on
 * `console.error`. What is reported is scrubbed: no email address and no URL credentials.
 */

/** What {@link UnexpectedErrorHook} learns of the request an unexpected error broke. */
export interface UnexpectedErrorContext {
  /** e.g. 'POST'. */
  method: string
  /** The URL's path, without its query (which may carry addresses or tokens). */
  path: string
  /** The request itself, for a host's own request id; its headers and body may hold credentials: log them with care. */
  request: Request
}

/**
 * Called once for each error answered 500 'Internal error' (never for the expected 4xx and 5xx
 * answers a surface throws on purpose). Must not throw; what it throws is ignored.
 */
export type UnexpectedErrorHook = (error: unknown, context: UnexpectedErrorContext) => void

/** An unexpected error, summed up for a log line: its class, code, message and stack, scrubbed. */
export interface ErrorSummary {
  name: string
  message: string
  /** A system or database error code, e.g. 'ECONNRESET' or PostgreSQL's '23505'. */
  code?: string
  stack?: string
}

/** An email address, or the `user:password@host` of a URL. */
const PERSONAL = /[^\s@/:'"<>()[\]{}]+(?::[^\s@/'"<>]*)?@[^\s@/'"<>()[\]{},;]+/g

/** `text` with every email address and URL credential replaced by '[redacted]'. */
export function scrubText(text: string): string {
  return text.replace(PERSONAL, '[redacted]')
}

/** The {@link ErrorSummary} of `error` (anything thrown, Error or not). */
export function summarizeError(error: unknown): ErrorSummary {
  if (!(error instanceof Error)) return { name: typeof error, message: scrubText(String(error)) }
  const code = (error as { code?: unknown }).code
  return {
    name: error.name,
    message: scrubText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
  }
}

/** The default {@link UnexpectedErrorHook}: one `console.error` with the method, path and {@link summarizeError}. */
export const logUnexpectedError: UnexpectedErrorHook = (error, context) => {
  console.error(
    `wallet-modal/server: unexpected error on ${context.method} ${scrubText(context.path)}`,
    summarizeError(error),
  )
}
