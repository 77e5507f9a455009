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
  /**
   * JSON-RPC URLs by decimal EIP-155 chain ID where the signer reads token symbols and decimals
   * (its config's `rpcUrls`; their origins join the page's `connect-src`); see {@link signerRpcUrls}.
   */
  rpcUrls?: Record<string, string>
  /** The auth server, same-origin under /api/auth (no CORS needed); undefined when auth is off. */
  auth: ((request: Request, info: { clientIp?: string }) => Promise<Response>) | undefined
}

/** The most chains a signer config may name (src/signer/config.ts). */
const MAX_SIGNER_RPC_CHAINS = 20

/**
 * The RPCs the server's config already names for EIP-155 chains, by decimal chain ID, for the
 * signer's `rpcUrls`: `siwx.rpcUrls` (CAIP-2 'eip155:<id>' keys), then each `convert.chains` entry's
 * `rpcUrl` for a chain not named yet; at most 20 chains, in that order.
 */
export function signerRpcUrls(config: {
  siwx: { rpcUrls?: Record<string, string> | undefined }
  convert: { chains: ReadonlyArray<{ chainId: number; rpcUrl: string }> }
}): Record<string, string> {
  const urls: Record<string, string> = {}
  const add = (chainId: string, url: string) => {
    if (!(chainId in urls) && Object.keys(urls).length < MAX_SIGNER_RPC_CHAINS) urls[chainId] = url
  }
  for (const [network, url] of Object.entries(config.siwx.rpcUrls ?? {})) {
    const match = /^eip155:([1-9][0-9]{0,15})$/.exec(network)
    if (match) add(match[1]!, url)
  }
  for (const chain of config.convert.chains) add(String(chain.chainId), chain.rpcUrl)
  return urls
}

/**
 * The signer's origin as a Fetch handler, as demo/embedded/signerServer.ts serves it: the page
 * under `signerPageHeaders` (CSP with frame-ancestors = the allowed sites, connect-src with the
 * RPCs' origins), its `signer-config.json` (`authServerUrl: '/api/auth'`, `rpcUrls` when given), the scripts and style with `nosniff`, and the
 * auth server under /api/auth. The files are read once at start (a read-only root file system is fine).
 * Without a built page, page requests answer 503 'signer page not built'.
 */
export function createSignerSite(options: SignerSiteOptions) {
  const rpcUrls = options.rpcUrls ?? {}
  const pageHeaders = signerPageHeaders({
    allowedOrigins: options.allowedSites,
    rpcOrigins: Object.values(rpcUrls).map((url) => new URL(url).origin),
  })
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
    ...(Object.keys(rpcUrls).length ? { rpcUrls } : {}),
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
