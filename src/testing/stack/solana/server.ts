/**
 * A local Solana JSON-RPC 2.0 endpoint over LiteSVM for @solana/web3.js `Connection` and
 * browser wallets: HTTP on `port` (POST, CORS for any header incl. `solana-client`, OPTIONS
 * preflight), PubSub WebSocket on `port + 1`. Besides Solana's methods, `localnet_snapshot` and
 * `localnet_revert` (methods/snapshots.ts) for tests that start from known state.
 */
import { createServer, type Server } from 'node:http'
import type { LiteSVM } from 'litesvm'
import { SolanaChain } from './chain.js'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH } from './constants.js'
import { handleJsonRpcBody } from './jsonRpc.js'
import { accountMethods } from './methods/accounts.js'
import { clusterMethods } from './methods/cluster.js'
import { snapshotMethods } from './methods/snapshots.js'
import { transactionMethods } from './methods/transactions.js'
import { seedSolanaChain } from './seed.js'
import { startPubSub, type RunningPubSub } from './websocket.js'

/** Largest request body accepted, bytes. */
const MAX_BODY_BYTES = 5 * 1024 * 1024

/** Options for {@link startSolanaRpc}. */
export interface SolanaRpcOptions {
  /** HTTP port; the WebSocket takes `port + 1`. 0 picks a free random pair (retrying). */
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /** Fund the dev keys and create the USDC mint (default true). */
  seed?: boolean
}

/** A running RPC, as returned by {@link startSolanaRpc}. */
export interface RunningSolanaRpc {
  /** e.g. `http://127.0.0.1:18899`. */
  url: string
  /** e.g. `ws://127.0.0.1:18900`. */
  wsUrl: string
  genesisHash: string
  /** `solana:<first 32 characters of the genesis hash>` (CAIP-2). */
  caipNetworkId: string
  /** The LiteSVM behind it, for tests that set up state directly. */
  svm: LiteSVM
  /** Closes both servers and their connections. Safe to call twice. */
  stop(): Promise<void>
}

function createHttpServer(chain: SolanaChain): Server {
  const methods = {
    ...clusterMethods(chain),
    ...accountMethods(chain),
    ...transactionMethods(chain),
    ...snapshotMethods(chain),
  }
  return createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS')
    response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*')
    response.setHeader('Access-Control-Max-Age', '86400')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method === 'GET' && request.url === '/health')
      return void response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
    if (request.method !== 'POST')
      return void response.writeHead(405, { Allow: 'POST, OPTIONS' }).end('Method not allowed')

    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413).end('Request body too large')
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      void handleJsonRpcBody(Buffer.concat(chunks).toString('utf8'), methods).then((body) => {
        if (body === undefined) response.writeHead(204).end()
        else response.writeHead(200, { 'Content-Type': 'application/json' }).end(body)
      })
    })
  })
}

async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolveListen()
    })
  })
}

async function listenPair(chain: SolanaChain, server: Server, port: number, host: string): Promise<RunningPubSub> {
  await listen(server, port, host)
  try {
    return await startPubSub(chain, port + 1, host)
  } catch (error) {
    await new Promise<void>((resolveClose) => server.close(() => resolveClose()))
    throw error
  }
}

/**
 * Starts a fresh chain (seeded unless `seed: false`) and serves it.
 * @throws Error 'solana rpc: port <port> (or <port + 1>) on <host> is already in use'
 */
export async function startSolanaRpc(options: SolanaRpcOptions): Promise<RunningSolanaRpc> {
  const host = options.host ?? '127.0.0.1'
  const chain = new SolanaChain()
  if (options.seed !== false) seedSolanaChain(chain)
  const server = createHttpServer(chain)

  let port = options.port
  let pubSub: RunningPubSub | undefined
  for (let attempt = 0; !pubSub; attempt += 1) {
    if (options.port === 0) port = 20_000 + Math.floor(Math.random() * 40_000)
    try {
      pubSub = await listenPair(chain, server, port, host)
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (options.port === 0 && inUse && attempt < 20) continue
      throw inUse ? new Error(`solana rpc: port ${port} (or ${port + 1}) on ${host} is already in use`) : error
    }
  }

  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port + 1}`,
    genesisHash: SOLANA_GENESIS_HASH,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    svm: chain.svm,
    stop: () => {
      stopped ??= (async () => {
        await pubSub.close()
        await new Promise<void>((resolveClose) => {
          server.close(() => resolveClose())
          server.closeAllConnections()
        })
      })()
      return stopped
    },
  }
}
