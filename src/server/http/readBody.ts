import { HTTP_ERRORS, HttpProblem } from './problems.js'

/**
 * Reads a request body as UTF-8 text, never holding more than `maxBytes` of it:
 * - a `Content-Length` over `maxBytes` is refused before a byte is read;
 * - otherwise the stream is read chunk by chunk and cancelled as soon as the count passes
 *   `maxBytes`, so a 100 MB body (chunked, or lying about its length) costs one chunk, not 100 MB.
 * A request without a body reads as ''.
 * @param maxBytes the limit in bytes (UTF-8), inclusive
 * @throws HttpProblem 'Request body too large' (413)
 * @throws HttpProblem 'Invalid JSON body' (400) when the bytes are not valid UTF-8
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get('Content-Length')
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) {
    await discardBody(request)
    throw new HttpProblem(HTTP_ERRORS.bodyTooLarge, 413)
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new HttpProblem(HTTP_ERRORS.bodyTooLarge, 413)
    }
    chunks.push(value)
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
 * Reads a JSON body with {@link readBodyText}'s limit and parses it.
 * @throws HttpProblem 'Request body too large' (413) | 'Invalid JSON body' (400)
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
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
