import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'

/** Content types by extension; anything else is served as application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** The content type for a file name, by extension. */
export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Maps a URL path below a mount point (e.g. `chunks/a.js`, still percent-encoded) to a file inside
 * `baseDir`, or undefined when it would escape it (`..`, encoded or not), names a hidden file, or
 * cannot be decoded. Directory traversal is refused here, before the file system is touched.
 */
export function resolveInside(baseDir: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => segment.startsWith('.'))) return undefined // also catches '..'
  const root = resolve(baseDir)
  const file = resolve(root, ...segments)
  return file.startsWith(root + sep) ? file : undefined
}

/**
 * Streams a regular file with its content type (body omitted for HEAD); answers 404 when it does
 * not exist or is a directory. `headers` are added to the response (e.g. a CSP).
 */
export async function sendFile(
  response: ServerResponse,
  file: string | undefined,
  method: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const stats = file ? await stat(file).catch(() => undefined) : undefined
  if (!file || !stats?.isFile()) {
    sendText(response, 404, 'Not found')
    return
  }
  response.writeHead(200, { ...headers, 'Content-Type': contentTypeFor(file), 'Content-Length': stats.size })
  if (method === 'HEAD') {
    response.end()
    return
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response)
}

/** Sends a short plain-text answer (errors, 404). */
export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(`${text}\n`)
}
