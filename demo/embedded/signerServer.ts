import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { AuthServer } from '../../src/server/auth/createAuthServer.js'
import { signerPageHeaders } from '../../src/server/auth/signerHeaders.js'
import { assertPortFree } from '../../src/testing/stack/assertPortFree.js'
import { sendFile, sendText } from '../static-files.js'

/** Where the demo mounts the auth server on the signer's origin. */
export const AUTH_MOUNT = '/api/auth'

/** Options of {@link startSignerServer}. */
export interface SignerServerOptions {
  port: number
  /** Where it listens (127.0.0.1); the page reaches it as `http://localhost:<port>`. */
  host: string
  /** The repository root: the signer page comes from dist/signer/. */
  rootDir: string
  /** Host origins allowed to embed the signer (frame-ancestors, the signer config, the mails' sites). */
  allowedOrigins: string[]
  /** The recovery mode of the page at `/`; `/operator/` and `/passphrase/` serve each mode. */
  recoveryMode: 'operator' | 'passphrase'
  /** The local chains' JSON-RPC URLs by decimal chain ID (the anvils): the signer reads token symbols and decimals there. */
  rpcUrls?: Record<string, string>
  auth: AuthServer
}

const RECOVERY_MODES = ['operator', 'passphrase'] as const
type RecoveryMode = (typeof RECOVERY_MODES)[number]

/** `/passphrase/signer.js` → ['passphrase', '/signer.js']; a path outside both folders → [undefined, path]. */
function splitModeFolder(pathname: string): [RecoveryMode | undefined, string] {
  const mode = RECOVERY_MODES.find((m) => pathname.startsWith(`/${m}/`))
  return mode ? [mode, pathname.slice(mode.length + 1)] : [undefined, pathname]
}

/**
 * The signer's origin as an operator would run it, on one small server: the signer page
 * (dist/signer/) under {@link signerPageHeaders} (frame-ancestors = the demo page, connect-src with
 * the anvils), its `signer-config.json` (with the anvils as `rpcUrls`), and the auth server under /api/auth (same origin, so no CORS is needed).
 * The page is deployed three times on the origin, as an operator may deploy versions side by side:
 * at `/` with `recoveryMode`, and at `/operator/` and `/passphrase/` with that recovery mode in
 * their config, so the demo (`?recovery=passphrase`) and the e2e suite try both modes on one stack.
 * @throws Error 'signer server: port <port> on <host> is already in use'
 */
export async function startSignerServer(options: SignerServerOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const dist = join(options.rootDir, 'dist', 'signer')
  const rpcUrls = options.rpcUrls ?? {}
  const headers = signerPageHeaders({
    allowedOrigins: options.allowedOrigins,
    rpcOrigins: Object.values(rpcUrls).map((url) => new URL(url).origin),
  })
  const config = (recoveryMode: RecoveryMode) =>
    JSON.stringify({ authServerUrl: AUTH_MOUNT, allowedOrigins: options.allowedOrigins, recoveryMode, rpcUrls })
  const auth = getRequestListener((request, env) =>
    options.auth.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const files: Record<string, string> = {
    '/': 'index.html',
    '/index.html': 'index.html',
    '/signer.js': 'signer.js',
    '/signer.css': 'signer.css',
    '/signer.js.map': 'signer.js.map',
    '/passphrase-strength.js': 'passphrase-strength.js',
  }

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === AUTH_MOUNT || url.pathname.startsWith(`${AUTH_MOUNT}/`)) return auth(request, response)
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD')
      return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
    const [mode, pathname] = splitModeFolder(url.pathname)
    if (pathname === '/signer-config.json') {
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        })
        .end(method === 'HEAD' ? undefined : config(mode ?? options.recoveryMode))
      return
    }
    const file = files[pathname]
    if (!file) return sendText(response, 404, 'Not found')
    return sendFile(
      response,
      join(dist, file),
      method,
      file === 'index.html' ? headers : { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
    )
  }

  await assertPortFree(options.port, options.host, 'signer server')
  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('signer server:', error)
      if (!response.headersSent) sendText(response, 500, 'Internal server error')
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  let stopped: Promise<void> | undefined
  return {
    url: `http://localhost:${options.port}/`,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
