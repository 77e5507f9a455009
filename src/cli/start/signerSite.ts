import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { signerPageHeaders } from '../../server/auth.js'

/** The signer page's files, by path on its origin, with their content types. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/signer.js': { file: 'signer.js', type: 'text/javascript; charset=utf-8' },
  '/signer.css': { file: 'signer.css', type: 'text/css; charset=utf-8' },
  '/passphrase-strength.js': { file: 'passphrase-strength.js', type: 'text/javascript; charset=utf-8' },
}

/**
 * The built signer page of the installed package: dist/signer/ beside dist/cli/ (the built command),
 * or <repository>/dist/signer/ when this file runs from src/cli/start/ (tsx).
 */
export function defaultSignerDirectory(): string | undefined {
  const candidates = [new URL('../signer/', import.meta.url), new URL('../../../dist/signer/', import.meta.url)]
  return candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(join(dir, 'signer.js')))
}

/** Options of {@link createSignerSite}. */
export interface SignerSiteOptions {
  /** The built page (index.html, signer.js, signer.css, passphrase-strength.js); undefined: none built. */
  directory: string | undefined
  /** Host origins that may embed the signer (frame-ancestors, the signer config). */
  allowedSites: string[]
  recoveryMode: 'operator' | 'passphrase'
  /** The auth server, same-origin under /api/auth (no CORS needed); undefined when auth is off. */
  auth: ((request: Request, info: { clientIp?: string }) => Promise<Response>) | undefined
}

/**
 * The signer's origin as a Fetch handler, as demo/embedded/signerServer.ts serves it: the page
 * under `signerPageHeaders` (CSP with frame-ancestors = the allowed sites), its
 * `signer-config.json` (`authServerUrl: '/api/auth'`), the scripts and style with `nosniff`, and the
 * auth server under /api/auth. The files are read once at start (a read-only root file system is fine).
 * Without a built page, page requests answer 503 'signer page not built'.
 */
export function createSignerSite(options: SignerSiteOptions) {
  const pageHeaders = signerPageHeaders({ allowedOrigins: options.allowedSites })
  const files = new Map<string, Buffer>()
  if (options.directory) {
    for (const { file } of Object.values(FILES)) {
      const path = join(options.directory, file)
      if (existsSync(path)) files.set(file, readFileSync(path))
    }
  }
  const config = JSON.stringify({
    authServerUrl: '/api/auth',
    allowedOrigins: options.allowedSites,
    recoveryMode: options.recoveryMode,
  })
  const common = { 'X-Content-Type-Options': 'nosniff' }
  return async (request: Request, info: { clientIp?: string }): Promise<Response> => {
    const { pathname } = new URL(request.url)
    if (options.auth && (pathname === '/api/auth' || pathname.startsWith('/api/auth/')))
      return options.auth(request, info)
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', ...common } })
    const head = request.method === 'HEAD'
    if (pathname === '/signer-config.json')
      return new Response(head ? null : config, {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...common },
      })
    const entry = FILES[pathname]
    if (!entry) return new Response('Not found', { status: 404, headers: common })
    const body = files.get(entry.file)
    if (!body) return new Response('signer page not built', { status: 503, headers: common })
    const headers =
      entry.file === 'index.html'
        ? { ...pageHeaders, 'Content-Type': entry.type, 'Cache-Control': 'no-cache' }
        : { 'Content-Type': entry.type, 'Cache-Control': 'no-cache', ...common }
    return new Response(head ? null : new Uint8Array(body), { headers })
  }
}
