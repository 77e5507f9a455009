/**
 * The demo's project service: `createProjectServer` of wallet-modal/server at
 * /api/project on the demo server, over the stack's database, with
 * - the demo project 'wallet-modal-demo' (the demo origin allowed on whatever port it runs, and
 *   those of other demos sharing the database; every feature at its default,
 *   error analytics on, the latest version this one), and any project a test creates through the
 *   operator route `PUT /api/project/admin/projects/:projectId` (token {@link DEMO_OPERATOR_TOKEN});
 * - image files written at start to a temporary folder: every catalogue wallet's logo (its
 *   initials, SVG) and the ETH, USDC and SOL token logos (@web3icons/core); the DEMO token has
 *   none, so its row shows the placeholder;
 * - `GET /analytics[?project=<id>]`: a small page listing the error events the modal posted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import { SDK_VERSION } from '../../src/core/constants.js'
import { createProjectServer, type ProjectServer } from '../../src/server/index.js'
import type { ServerStorage } from '../../src/server/storage/types.js'
import type { Wallet } from '../../src/features/wallets/types.js'
import { walletImageSvg } from '../../src/features/wallets/walletImage.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'

/** Where the demo mounts the project service. */
export const PROJECT_MOUNT = '/api/project'

/** The demo page's project. */
export const DEMO_PROJECT_ID = 'wallet-modal-demo'

/** The demo operator's token (a fixed, public test value: never use it for anything real). */
export const DEMO_OPERATOR_TOKEN = 'demo-operator-token-not-a-secret'

/** The token logos the demo provides (the DEMO token has none: its row shows the placeholder). */
const TOKEN_LOGOS = ['ETH', 'USDC', 'SOL'] as const

/** The per-IP limit of every route in e2e runs. */
const RELAXED = { limit: 100_000, windowMs: 60_000 }

/** The demo's project service, its image folder and its route. */
export interface RunningDemoProject {
  service: ProjectServer
  /** Answers `/api/project/*` and `/analytics` (resolves false for any other path). */
  route: DemoRoute
  /** The page's `project` option: `{ api, projectId }`. */
  pageConfig: { api: string; projectId: string }
  /** Removes the image folder. */
  stop(): Promise<void>
}

async function writeImages(directory: string, wallets: readonly Wallet[]): Promise<void> {
  mkdirSync(join(directory, 'wallet'), { recursive: true })
  mkdirSync(join(directory, 'token'), { recursive: true })
  for (const wallet of wallets)
    if (/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(wallet.image_id))
      writeFileSync(join(directory, 'wallet', `${wallet.image_id}.svg`), walletImageSvg(wallet.name))
  for (const symbol of TOKEN_LOGOS) {
    const { default: svg } = (await import(`@web3icons/core/svgs/tokens/branded/${symbol}.svg.js`)) as {
      default: string
    }
    writeFileSync(join(directory, 'token', `${symbol}.svg`), svg)
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The analytics page: the project's newest 100 events as a table (server-rendered, no script). */
async function analyticsPage(service: ProjectServer, projectId: string): Promise<string> {
  const events = await service.listEvents(projectId, 100)
  const rows = events
    .map(
      (e) =>
        `<tr><td>${escape(e.receivedAt.toISOString())}</td><td>${escape(e.body.props.event)}</td><td>${escape(e.body.props.errorType)}</td><td>${escape(e.body.props.errorMessage)}</td><td>${escape(e.body.url)}</td><td><details><summary>stack</summary><pre>${escape(e.body.props.stackTrace)}</pre></details></td></tr>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error analytics: ${escape(projectId)}</title><link rel="stylesheet" href="/demo.css"></head>
<body><main id="main" class="card"><h1>Error analytics</h1>
<p>Project <code>${escape(projectId)}</code>: ${events.length} newest event(s), as <code>POST /api/project/e</code> stored them (the operator's <code>GET /api/project/e</code> lists the same). Each modal instance sends at most 5 per 60 s.</p>
${events.length ? `<table><caption>Events, newest first</caption><thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col">Error type</th><th scope="col">Message</th><th scope="col">Page</th><th scope="col">Stack</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No events yet: make something fail in the modal (reject nothing: a declined request is no error), then reload.</p>'}
<p><a href="/">Back to the demo page</a></p></main></body></html>`
}

/** `http://127.0.0.1:<port>` or `http://localhost:<port>`: a demo page's origin on this machine. */
function isLoopbackHttpOrigin(origin: string): boolean {
  return /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/.test(origin)
}

/**
 * Starts the demo's project service for the page at `demoOrigin`, over `storage`, showing images
 * of `wallets`. `relaxedIpLimit` (test controls on) raises the per-IP limits.
 */
export async function startDemoProject(options: {
  demoOrigin: string
  storage: ServerStorage
  wallets: readonly Wallet[]
  relaxedIpLimit?: boolean
}): Promise<RunningDemoProject> {
  const directory = mkdtempSync(join(tmpdir(), 'wm-demo-images-'))
  await writeImages(directory, options.wallets)
  // The demo's own origin, on whatever port it runs. Demos on other ports may share this
  // database (demo/.data/server.sqlite): saving only this origin would put up 'Origin not allowed'
  // in every view of the one started earlier. Their loopback origins stay listed; nothing else does.
  const stored = await options.storage.projects.findProject(DEMO_PROJECT_ID)
  const allowedOrigins = [
    ...new Set([options.demoOrigin, ...(stored?.allowedOrigins ?? []).filter(isLoopbackHttpOrigin)]),
  ]
  const service = createProjectServer({
    storage: options.storage,
    mountPath: PROJECT_MOUNT,
    operatorToken: DEMO_OPERATOR_TOKEN,
    images: { directory },
    projects: { [DEMO_PROJECT_ID]: { allowedOrigins, analytics: true, latestVersion: SDK_VERSION } },
    ...(options.relaxedIpLimit
      ? { rateLimits: { config: RELAXED, events: RELAXED, images: RELAXED, operator: RELAXED } }
      : {}),
  })
  await service.ready
  const listener = getRequestListener((request, env) =>
    service.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const route: DemoRoute = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/analytics') {
      const html = await analyticsPage(service, url.searchParams.get('project') ?? DEMO_PROJECT_ID)
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
      return true
    }
    if (!url.pathname.startsWith(`${PROJECT_MOUNT}/`)) return false
    await listener(request, response)
    return true
  }
  return {
    service,
    route,
    pageConfig: { api: `${options.demoOrigin}${PROJECT_MOUNT}`, projectId: DEMO_PROJECT_ID },
    stop: async () => rmSync(directory, { recursive: true, force: true }),
  }
}
