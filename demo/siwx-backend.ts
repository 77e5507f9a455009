import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CaipNetworkId } from '../src/core/caip.js'
import { createSiwxServer, type SiwxServer } from '../src/server/index.js'
import { createSqliteStorage } from '../src/server/sqlite.js'
import type { DemoNetwork } from './networks.js'

/** Where the demo's SIWX back end is mounted. */
export const SIWX_MOUNT = '/api/siwx'

/**
 * The demo's SIWX back end: `wallet-modal/server` over SQLite (`dbFile`, or ':memory:'), checking
 * the demo origin as domain and uri, the configured networks, and EIP-1271 through the anvil RPCs.
 */
export function createDemoSiwxBackend(options: { origin: string; networks: DemoNetwork[]; dbFile: string }) {
  if (options.dbFile !== ':memory:') mkdirSync(dirname(options.dbFile), { recursive: true })
  const storage = createSqliteStorage(options.dbFile)
  const server: SiwxServer = createSiwxServer({
    domain: new URL(options.origin).host,
    uri: options.origin,
    storage,
    allowedNetworks: options.networks.map((n) => n.caipNetworkId as CaipNetworkId),
    rpcUrls: Object.fromEntries(options.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')).map((n) => [n.caipNetworkId, n.rpcUrl])),
  })
  return {
    /** Bridges a node:http request to the Fetch-API handler. */
    async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      const headers = new Headers()
      for (const [k, v] of Object.entries(request.headers)) if (typeof v === 'string') headers.set(k, v)
      const answer = await server.handle(
        new Request(new URL(request.url ?? '/', options.origin), { method: request.method, headers, body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body }),
      )
      response.writeHead(answer.status, Object.fromEntries(answer.headers))
      response.end(Buffer.from(await answer.arrayBuffer()))
    },
    close: () => storage.close(),
  }
}
