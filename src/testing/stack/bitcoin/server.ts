/**
 * The local regtest chain behind an Esplora-compatible HTTP API, plus a faucet and
 * mining on demand, for the modal (CORS: any origin; it listens on loopback only) and for tests:
 * GET /blocks/tip/height, /blocks/tip/hash, /fee-estimates, /address/:a, /address/:a/utxo,
 * /address/:a/txs, /address/:a/txs/chain/:last, /tx/:txid, /tx/:txid/status, /tx/:txid/hex;
 * POST /tx (raw hex → txid, or 400 with the reason); POST /regtest/faucet `{ address, sats }` →
 * `{ txid }`; POST /regtest/mine `{ blocks? }` → `{ height, hash }`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Address } from '@scure/btc-signer'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../../core/bitcoinNetworks.js'
import { addressJson, addressTxsJson, statusJson, transactionJson, utxosJson } from './esploraJson.js'
import { createRegtestChain, RegtestRejection, type RegtestChain } from './regtestChain.js'

/** Largest request body, bytes (a raw transaction of a few hundred inputs fits). */
const MAX_BODY_BYTES = 1024 * 1024

/** The fee estimates the chain answers (target blocks → sat/vB), as a quiet mainnet might. */
export const REGTEST_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3.2,
  '2': 3.2,
  '3': 2.5,
  '6': 2.1,
  '12': 1.6,
  '144': 1.1,
  '1008': 1,
}

/** Options of {@link startBitcoinRegtest}. */
export interface BitcoinRegtestOptions {
  /** 0 picks a free port. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /** What GET /fee-estimates answers; default {@link REGTEST_FEE_ESTIMATES}. */
  feeEstimates?: Record<string, number>
}

/** A running chain. */
export interface RunningBitcoinRegtest {
  /** The Esplora base URL, e.g. `http://127.0.0.1:18980` (the network's `rpcUrl`). */
  url: string
  caipNetworkId: typeof BITCOIN_REGTEST_ID
  chain: RegtestChain
  /** Pays `sats` to `address` (unconfirmed until mined). @returns the txid. */
  faucet(address: string, sats: bigint): string
  /** Mines blocks (the first takes the mempool). @returns the new height. */
  mine(blocks?: number): number
  stop(): Promise<void>
}

const text = (response: ServerResponse, status: number, body: string) =>
  void response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body)
const json = (response: ServerResponse, status: number, body: unknown) =>
  void response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new RegtestRejection('request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Handles one request against `chain`. */
export async function handleEsplora(
  chain: RegtestChain,
  feeEstimates: Record<string, number>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Cache-Control', 'no-store')
  if (request.method === 'OPTIONS') {
    response
      .writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      })
      .end()
    return
  }
  const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent)
  try {
    if (request.method === 'POST') {
      const body = await readBody(request)
      if (path === '/tx') return text(response, 200, chain.broadcast(body))
      const input = JSON.parse(body || '{}') as { address?: unknown; sats?: unknown; blocks?: unknown }
      if (path === '/regtest/faucet') {
        if (typeof input.address !== 'string' || (typeof input.sats !== 'number' && typeof input.sats !== 'string'))
          throw new RegtestRejection('expected { address, sats }')
        return json(response, 200, { txid: chain.faucet(input.address, BigInt(input.sats)) })
      }
      if (path === '/regtest/mine') {
        const blocks =
          typeof input.blocks === 'number' && Number.isInteger(input.blocks) && input.blocks > 0 && input.blocks <= 1000
            ? input.blocks
            : 1
        const tip = chain.mine(blocks)
        return json(response, 200, { height: tip.height, hash: tip.hash })
      }
      return text(response, 404, 'Not found')
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return text(response, 405, 'Method not allowed')
    if (path === '/blocks/tip/height') return text(response, 200, String(chain.tip().height))
    if (path === '/blocks/tip/hash') return text(response, 200, chain.tip().hash)
    if (path === '/fee-estimates') return json(response, 200, feeEstimates)
    if (parts[0] === 'address' && parts[1]) {
      const address = parts[1]
      try {
        Address(chain.encoding).decode(address)
      } catch {
        return text(response, 400, 'Invalid Bitcoin address')
      }
      if (parts.length === 2) return json(response, 200, addressJson(chain, address))
      if (parts[2] === 'utxo' && parts.length === 3) return json(response, 200, utxosJson(chain, address))
      if (parts[2] === 'txs' && parts.length === 3) return json(response, 200, addressTxsJson(chain, address))
      if (parts[2] === 'txs' && parts[3] === 'chain')
        return json(response, 200, addressTxsJson(chain, address, parts[4]))
    }
    if (parts[0] === 'tx' && parts[1]) {
      const tx = chain.transaction(parts[1])
      if (!tx) return text(response, 404, 'Transaction not found')
      if (parts.length === 2) return json(response, 200, transactionJson(tx))
      if (parts[2] === 'status') return json(response, 200, statusJson(tx))
      if (parts[2] === 'hex') return text(response, 200, tx.hex)
    }
    return text(response, 404, 'Not found')
  } catch (error) {
    if (error instanceof RegtestRejection || error instanceof SyntaxError)
      return text(
        response,
        400,
        error instanceof RegtestRejection ? `sendrawtransaction RPC error: ${error.message}` : 'Invalid JSON',
      )
    throw error
  }
}

/**
 * Starts an empty regtest chain on `host:port` (height 0).
 * @throws Error 'bitcoin regtest: port <port> on <host> is already in use'
 */
export async function startBitcoinRegtest(options: BitcoinRegtestOptions): Promise<RunningBitcoinRegtest> {
  const host = options.host ?? '127.0.0.1'
  const chain = createRegtestChain({ encoding: bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding })
  const feeEstimates = options.feeEstimates ?? { ...REGTEST_FEE_ESTIMATES }
  const server = createServer((request, response) => {
    handleEsplora(chain, feeEstimates, request, response).catch((error: unknown) => {
      if (!response.headersSent) text(response, 500, error instanceof Error ? error.message : 'Internal error')
      else response.destroy()
    })
  })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`bitcoin regtest: port ${options.port} on ${host} is already in use`)
          : error,
      ),
    )
    server.listen(options.port, host, () => resolveListen())
  })
  const { port } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    caipNetworkId: BITCOIN_REGTEST_ID,
    chain,
    faucet: (address, sats) => chain.faucet(address, sats),
    mine: (blocks = 1) => chain.mine(blocks).height,
    stop: () =>
      (stopped ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeAllConnections()
      })),
  }
}
