import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { assertPortFree } from '../src/testing/stack/assertPortFree.js'
import { strictContentSecurityPolicy } from './content-security-policy.js'
import { renderDemoConfigScript } from './demo-config-script.js'
import { demoWalletConfig, type DemoNetwork } from './networks.js'
import { resolveInside, sendFile, sendText } from './static-files.js'
import { SIWX_MOUNT } from '../src/testing/stack/siwxBackend.js'
import type { DemoRoute } from './embedded/demoRoutes.js'
import { createCatalogueHandler, defaultCatalogueWallets } from './catalogue/catalogueHandler.js'
import type { DemoWalletConfig } from '../src/testing/wallets/evm/evmWalletConfig.js'
import type { OnrampSettings } from '../src/core/options.js'
import type { Wallet } from '../src/features/wallets/types.js'

/** The demo catalogue: the Demo Wallet (by its EIP-6963 rdns, so AllWallets shows it once, as installed), the bundled real wallets, 1,000 generated ones. */
export function demoCatalogueWallets(): Wallet[] {
  return [
    {
      id: 'wallet-modal-demo',
      name: 'Demo Wallet',
      image_id: 'wallet-modal-demo',
      chains: ['eip155', 'solana', 'bip122'],
      rdns: 'dev.wallet-modal.demo',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    },
    ...defaultCatalogueWallets(),
  ]
}

/** Options for {@link startDemoServer}. */
export interface DemoServerOptions {
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /** The repository root: pages come from demo/public, the library from dist, wallets from dist/testing/wallets and demo/build. */
  rootDir: string
  /** The modal's networks, written to `/demo-config.js`. */
  networks: DemoNetwork[]
  /** The Demo Wallet's config; default: every network, first one current, approving. */
  walletConfig?: DemoWalletConfig
  /** The stack's SIWX back end (src/testing/stack/siwxService.ts), mounted at /api/siwx; without it those paths 404. */
  siwx?: { handle(request: IncomingMessage, response: ServerResponse): Promise<void> }
  /** More routes, tried in order before the static files (the embedded wallet's inbox and test controls). */
  routes?: DemoRoute[]
  /** The embedded wallet's signer page, for the page config and the CSP page's frame-src. */
  embeddedWallet?: { signerUrl: string }
  /** The name service for the page config (names): `{ api, suffix }`. */
  names?: { api: string; suffix: string }
  /** The convert service for the page config (swaps): `{ api }`. */
  swaps?: { api: string }
  /** The modal's `onramp` option for the page config, and the origins its API calls go to (on-ramp). */
  onramp?: { config: OnrampSettings; connectOrigins: string[] }
  /** The project service for the page config: `{ api, projectId }`. */
  project?: { api: string; projectId: string }
}

/** A running demo server. */
export interface RunningDemoServer {
  /** e.g. `http://127.0.0.1:14173` (no trailing slash). */
  url: string
  /** Closes the server and its open connections. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Serves the demo host page and what it loads, with `Cache-Control: no-store` on everything:
 * - `/` → demo/public/index.html; `/csp/` → the same page under {@link strictContentSecurityPolicy}
 * - `/demo-config.js` → generated `window.DEMO_CONFIG` (+ `__DEMO_WALLET_CONFIG__` when absent)
 * - `/dist/*` → dist/ (the library build), `/wallets/*` → dist/testing/wallets/ (the test wallets
 *   `wallet-modal/testing` injects) or demo/build/, `/fonts/*` → @fontsource/inter's files (the one
 *   font the visual tests pin, e2e/visual), anything else → demo/public/
 * - `/api/siwx/*` → the stack's SIWX back end (`wallet-modal/server`: nonce, verify, sessions), when given.
 * - `/catalogue/getWallets`, `/catalogue/getWalletImage/:id` → the local wallet catalogue.
 * Only GET and HEAD (405 otherwise); 404 for missing files and any path escaping its folder.
 * @throws Error 'demo server: port <port> on <host> is already in use'
 */
export async function startDemoServer(options: DemoServerOptions): Promise<RunningDemoServer> {
  const host = options.host ?? '127.0.0.1'
  const dirs = {
    public: join(options.rootDir, 'demo', 'public'),
    dist: join(options.rootDir, 'dist'),
    wallets: join(options.rootDir, 'demo', 'build'),
    testWallets: join(options.rootDir, 'dist', 'testing', 'wallets'),
    fonts: join(options.rootDir, 'node_modules', '@fontsource', 'inter', 'files'),
  }
  const configScript = renderDemoConfigScript({
    networks: options.networks,
    wallet: options.walletConfig ?? demoWalletConfig(options.networks),
    ...(options.embeddedWallet ? { embeddedWallet: options.embeddedWallet } : {}),
    ...(options.names ? { names: options.names } : {}), // names
    ...(options.swaps ? { swaps: options.swaps } : {}), // swaps
    ...(options.onramp ? { onramp: options.onramp.config } : {}), // on-ramp
    ...(options.project ? { project: options.project } : {}), // the operator's platform
  })
  const csp = strictContentSecurityPolicy(
    options.networks.map((network) => network.rpcUrl),
    undefined,
    options.embeddedWallet ? [new URL(options.embeddedWallet.signerUrl).origin] : [],
    [
      ...(options.onramp?.connectOrigins ?? []),
      // The anvils' ERC-4337 bundlers, which the page's smart account calls (the paymaster is on this origin).
      ...options.networks.flatMap((network) => (network.bundlerUrl ? [new URL(network.bundlerUrl).origin] : [])),
    ],
  )
  // getWallets-compatible catalogue: the bundled real wallets plus 1,000 generated ones.
  const catalogue = createCatalogueHandler({ wallets: demoCatalogueWallets() })
  const siwx = options.siwx

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const method = request.method ?? 'GET'
    response.setHeader('Cache-Control', 'no-store')
    response.setHeader('X-Content-Type-Options', 'nosniff')
    if (siwx && request.url?.startsWith(`${SIWX_MOUNT}/`)) return siwx.handle(request, response)
    if (catalogue(request, response)) return
    for (const extra of options.routes ?? []) if (await extra(request, response)) return
    if (method !== 'GET' && method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const indexHtml = join(dirs.public, 'index.html')
    if (pathname === '/' || pathname === '/index.html') return sendFile(response, indexHtml, method)
    if (pathname === '/csp') {
      response.writeHead(301, { Location: '/csp/' }).end()
      return
    }
    if (pathname === '/csp/' || pathname === '/csp/index.html') {
      return sendFile(response, indexHtml, method, { 'Content-Security-Policy': csp })
    }
    if (pathname === '/demo-config.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
      response.end(method === 'HEAD' ? undefined : configScript)
      return
    }
    if (pathname.startsWith('/dist/')) return sendFile(response, resolveInside(dirs.dist, pathname.slice(6)), method)
    if (pathname.startsWith('/fonts/')) return sendFile(response, resolveInside(dirs.fonts, pathname.slice(7)), method)
    if (pathname.startsWith('/wallets/')) {
      const testWallet = resolveInside(dirs.testWallets, pathname.slice(9))
      return sendFile(
        response,
        testWallet && existsSync(testWallet) ? testWallet : resolveInside(dirs.wallets, pathname.slice(9)),
        method,
      )
    }
    return sendFile(response, resolveInside(dirs.public, pathname), method)
  }

  await assertPortFree(options.port, host, 'demo server')
  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('demo server:', error)
      if (!response.headersSent) sendText(response, 500, 'Internal server error')
      else response.destroy()
    })
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolveListen()
    })
  })

  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${options.port}`,
    stop: () => {
      stopped ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
