import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { CaipNetworkId } from '../src/core/caip.js'
import { createSiwxServer, type SiwxServer } from '../src/server/index.js'
import type { ServerStorage } from '../src/server/storage/types.js'
import type { DemoNetwork } from './networks.js'

/** Where the demo's SIWX back end is mounted. */
export const SIWX_MOUNT = '/api/siwx'

/**
 * The demo's SIWX back end: `wallet-modal/server` over the demo's storage (SQLite, shared with the
 * embedded wallet's auth server: one database for both), checking
 * the demo origin as domain and uri, the configured networks, and EIP-1271 through the anvil RPCs,
 * with the default body, time and rate limits (per IP: the socket's address).
 */
export function createDemoSiwxBackend(options: { origin: string; networks: DemoNetwork[]; storage: ServerStorage }) {
  const { storage } = options
  const server: SiwxServer = createSiwxServer({
    domain: new URL(options.origin).host,
    uri: options.origin,
    storage,
    allowedNetworks: options.networks.map((n) => n.caipNetworkId as CaipNetworkId),
    rpcUrls: Object.fromEntries(options.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')).map((n) => [n.caipNetworkId, n.rpcUrl])),
  })
  // @hono/node-server streams the body into the Request: the handler's byte limit stops reading
  // early, so an oversized body is never buffered here either.
  // The socket's address keys the per-IP rate limits (the demo has no proxy in front).
  const listener = getRequestListener((request, env) => server.handle(request, { clientIp: env.incoming.socket.remoteAddress }))
  return {
    /** Bridges a node:http request to the Fetch-API handler. */
    handle: (request: IncomingMessage, response: ServerResponse): Promise<void> => listener(request, response),
    /** Stops the sweeper (the storage's owner closes it). */
    close: () => server.close(),
  }
}
