/**
 * The body of one error-analytics event (spec section 7: `POST /e` with body eventId, url, domain,
 * timestamp, props { type, event, errorType, errorMessage, stackTrace }), built so it carries no
 * account address, email address, signature or message content: what is sent is the kind of
 * failure, the error's class and first line, and a short stack trace, each scrubbed.
 */
import { randomUuid } from '../clientId.js'

/** Which of the modal's flows failed. */
export type ModalErrorEvent =
  | 'CONNECT_ERROR'
  | 'SWITCH_NETWORK_ERROR'
  | 'SEND_ERROR'
  | 'SIWX_ERROR'
  | 'EMAIL_ERROR'
  | 'RPC_ERROR'

/** The JSON body of `POST /e`. */
export interface ErrorEventBody {
  /** A random UUID per event. */
  eventId: string
  /** The page's origin and path (no query string, no fragment: they may carry tokens or emails). */
  url: string
  /** The page's host name. */
  domain: string
  /** When it happened, in ms since the epoch. */
  timestamp: number
  props: {
    type: 'error'
    event: ModalErrorEvent
    /** The error's class name and code, e.g. 'HttpError:HTTP_ERROR'. */
    errorType: string
    /** The error's first line, scrubbed, at most {@link MAX_ERROR_MESSAGE_CHARS} characters. */
    errorMessage: string
    /** The stack's first {@link MAX_STACK_LINES} frames, scrubbed, at most {@link MAX_STACK_TRACE_CHARS} characters. */
    stackTrace: string
  }
}

/** Longest `errorMessage` sent, in characters. */
export const MAX_ERROR_MESSAGE_CHARS = 200
/** Longest `stackTrace` sent, in characters. */
export const MAX_STACK_TRACE_CHARS = 1_000
/** Most stack frames sent. */
export const MAX_STACK_LINES = 8

/**
 * What could name a person or their wallet, in the order replaced: email addresses, 0x hex of 20
 * bytes or more (EVM addresses, hashes, signatures, calldata), base58 runs of 32+ characters
 * (Solana addresses and signatures), and long base64 or hex runs (message bodies, tokens).
 */
const SCRUB: readonly [RegExp, string][] = [
  [/[^\s@"'<>()[\]\\,;:/]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '<email>'],
  [/0x[0-9a-fA-F]{40,}/g, '<hex>'],
  [/\b[1-9A-HJ-NP-Za-km-z]{32,}\b/g, '<base58>'],
  [/[A-Za-z0-9+/=_-]{48,}/g, '<data>'],
]

/** `text` with every email, address, signature and long opaque run replaced by a placeholder. */
export function scrub(text: string): string {
  return SCRUB.reduce((out, [pattern, placeholder]) => out.replace(pattern, placeholder), text)
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The error's class and code, e.g. 'HttpError:HTTP_ERROR', 'TypeError'. */
function errorTypeOf(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' || typeof code === 'number' ? `${error.name}:${code}` : error.name
}

/**
 * The `POST /e` body for `error` in flow `event`, on the page at `location`, at `timestamp` (ms).
 * The message keeps only its first line (a SIWX message's body, a wallet's long explanation stay
 * behind) and the stack its first frames, both scrubbed and cut.
 */
export function buildErrorEvent(
  event: ModalErrorEvent,
  error: unknown,
  location: { origin: string; pathname: string; hostname: string },
  timestamp: number,
): ErrorEventBody {
  const message = error instanceof Error ? error.message : String(error)
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : ''
  // Frames only (V8: '    at f (url:1:2)'; Firefox and Safari: 'f@url:1:2'), never the message lines V8 puts first.
  const frames = stack
    .split('\n')
    .filter((line) => /^\s*at\s|^\S*@\S+:\d+(?::\d+)?$/.test(line))
    .slice(0, MAX_STACK_LINES)
    .map((line) => line.trim())
  return {
    eventId: randomUuid(),
    url: scrub(location.origin + location.pathname),
    domain: location.hostname,
    timestamp,
    props: {
      type: 'error',
      event,
      errorType: cut(errorTypeOf(error), 100),
      errorMessage: cut(scrub(message.split('\n')[0] ?? ''), MAX_ERROR_MESSAGE_CHARS),
      stackTrace: cut(scrub(frames.join('\n')), MAX_STACK_TRACE_CHARS),
    },
  }
}
