import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { CaipNetworkId } from '../../core/caip.js'
import { createMemoryStorage, createSiwxServer, type ServerStorage, type SiwxServer } from '../../server/index.js'
import type { StackNetwork } from './networks.js'

/** Where the stack's SIWX back end answers (`serverUrl` of the modal's `siwx` option). */
export const SIWX_MOUNT = '/api/siwx'

/** Options of {@link createStackSiwxBackend}. */
export interface StackSiwxBackendOptions {
  /** The origin of the page that signs in (e.g. `http://127.0.0.1:4173`): the messages' domain and uri, and the one cross-origin caller allowed. */
  origin: string
  /** The networks sign-ins may name; EIP-1271 checks go to their EVM RPCs. */
  networks: readonly StackNetwork[]
  /** Where sessions live; default in memory (gone when the stack stops). */
  storage?: ServerStorage
  /**
   * Answer CORS for `origin` (default true: the back end on its own port). false when it is mounted
   * on the page's own origin, where a cross-origin caller must be refused as a real one would be.
   */
  crossOrigin?: boolean
  /** Close `storage` with the back end (default true); false when another back end shares it. */
  ownsStorage?: boolean
}

/** The stack's SIWX back end, as a node:http handler. */
export interface StackSiwxBackend {
  /** Bridges a node:http request to the Fetch-API handler (mount it under {@link SIWX_MOUNT}). */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>
  /** Stops the sweeper and closes the storage. */
  close(): Promise<void>
}

/**
 * `wallet-modal/server`'s SIWX back end for the local stack: checks `origin` as domain and uri, the
 * stack's networks, and EIP-1271 through the anvil RPCs, with the default body, time and rate
 * limits (per IP: the socket's address).
 */
export function createStackSiwxBackend(options: StackSiwxBackendOptions): StackSiwxBackend {
  const storage = options.storage ?? createMemoryStorage()
  const server: SiwxServer = createSiwxServer({
    domain: new URL(options.origin).host,
    uri: options.origin,
    storage,
    ...(options.crossOrigin === false ? {} : { allowedOrigins: [new URL(options.origin).origin] }),
    allowedNetworks: options.networks.map((n) => n.caipNetworkId as CaipNetworkId),
    rpcUrls: Object.fromEntries(
      options.networks.filter((n) => n.caipNetworkId.startsWith('eip155:')).map((n) => [n.caipNetworkId, n.rpcUrl]),
    ),
  })
  // @hono/node-server streams the body into the Request: the handler's byte limit stops reading
  // early, so an oversized body is never buffered here either.
  const listener = getRequestListener((request, env) =>
    server.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  return {
    handle: (request, response) => listener(request, response),
    close: async () => {
      server.close()
      if (options.ownsStorage !== false) await storage.close()
    },
  }
}
