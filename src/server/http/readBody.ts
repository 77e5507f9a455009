import { HTTP_ERRORS, HttpProblem } from './problems.js'

/**
 * Default deadline for a whole request body to arrive: 10 s, in ms. The bodies these services take
 * are a few KiB, sent at once after the headers; a client that sends part of one and stalls would
 * otherwise hold its connection (and the handler) until the runtime's own timeout (Node: 300 s).
 */
export const DEFAULT_BODY_READ_TIMEOUT_MS = 10_000

/**
 * Reads a request body as UTF-8 text, never holding more than `maxBytes` of it nor waiting more
 * than `timeoutMs` for it:
 * - a `Content-Length` over `maxBytes` is refused before a byte is read;
 * - otherwise the stream is read chunk by chunk and cancelled as soon as the count passes
 *   `maxBytes`, so a 100 MB body (chunked, or lying about its length) costs one chunk, not 100 MB;
 * - a body not read to its end `timeoutMs` after reading starts is cancelled and refused, with
 *   `Connection: close` so the runtime drops the stalled connection after the answer.
 * A request without a body reads as ''.
 * @param maxBytes the limit in bytes (UTF-8), inclusive
 * @param timeoutMs the read deadline in ms; default {@link DEFAULT_BODY_READ_TIMEOUT_MS}
 * @throws HttpProblem 'Request body too large' (413)
 * @throws HttpProblem 'Request body not received in time' (408, `Connection: close`)
 * @throws HttpProblem 'Invalid JSON body' (400) when the bytes are not valid UTF-8
 */
export async function readBodyText(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_READ_TIMEOUT_MS,
): Promise<string> {
  const declared = request.headers.get('Content-Length')
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    await discardBody(request)
    throw new HttpProblem(HTTP_ERRORS.bodyTooLarge, 413)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline])
      if (next === 'late') {
        await reader.cancel().catch(() => undefined)
        throw new HttpProblem(HTTP_ERRORS.bodyTimeout, 408, { Connection: 'close' })
      }
      const { done, value } = next
      if (done) break
      total += value.byteLength
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw new HttpProblem(HTTP_ERRORS.bodyTooLarge, 413)
      }
      chunks.push(value)
    }
  } finally {
    clearTimeout(timer)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpProblem(HTTP_ERRORS.invalidJson, 400)
  }
}

/**
 * Reads a JSON body with {@link readBodyText}'s limit and deadline, and parses it.
 * @throws HttpProblem 'Request body too large' (413) | 'Request body not received in time' (408) | 'Invalid JSON body' (400)
 */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
  timeoutMs: number = DEFAULT_BODY_READ_TIMEOUT_MS,
): Promise<unknown> {
  const text = await readBodyText(request, maxBytes, timeoutMs)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpProblem(HTTP_ERRORS.invalidJson, 400)
  }
}

/** Tells the body's source to stop sending (a route that needs no body never reads one). */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await request.body.cancel().catch(() => undefined)
}
