/**
 * The catalogue service on its own HTTP server, for tests and standalone use
 * (`tsx -e "import('./demo/catalogue/catalogueServer.ts').then(m => m.startCatalogueServer({ port: 14180 }))"`).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCatalogueHandler, type CatalogueHandlerOptions } from './catalogueHandler.js'

/** Options of {@link startCatalogueServer}. */
export interface CatalogueServerOptions extends CatalogueHandlerOptions {
  /** 0 picks a free port. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
}

/** A running catalogue server. */
export interface RunningCatalogueServer {
  /** The getWallets API root, e.g. 'http://127.0.0.1:14180/catalogue' (no trailing slash). */
  api: string
  /** The port actually bound. */
  port: number
  /** Closes the server and its connections. Safe to call twice. */
  stop(): Promise<void>
}

/** Serves {@link createCatalogueHandler} (404 for other paths) on `host:port`. */
export async function startCatalogueServer(options: CatalogueServerOptions): Promise<RunningCatalogueServer> {
  const host = options.host ?? '127.0.0.1'
  const handle = createCatalogueHandler(options)
  const server = createServer((request, response) => {
    if (!handle(request, response)) response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const base = (options.basePath ?? '/catalogue').replace(/\/+$/, '')
  let stopped: Promise<void> | undefined
  return {
    api: `http://${host}:${port}${base}`,
    port,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
