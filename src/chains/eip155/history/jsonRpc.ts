import * as v from 'valibot'
import { createHttpClient } from '../../../core/http.js'
import { WalletModalError } from '../../../core/errors.js'

/** A JSON-RPC 2.0 caller bound to one URL; see {@link createJsonRpcCaller}. */
export type JsonRpcCall = (method: string, params: unknown[]) => Promise<unknown>

/** Options of {@link createJsonRpcCaller}. */
export interface JsonRpcCallerOptions {
  rpcUrl: string
  fetch?: typeof fetch
}

/**
 * POSTs JSON-RPC 2.0 requests through the core HTTP client (reads are idempotent, so retried per
 * spec 7) and returns `result` unvalidated — the caller validates its shape.
 * @throws WalletModalError '<method> failed: <node message>' with the node's numeric `code`, when
 *   the answer has an `error`; WalletModalError 'Invalid JSON-RPC answer to <method> from <url>'
 *   (code 'INVALID_RESPONSE') when it has neither result nor error; HttpError and network errors
 *   from core/http.
 */
export function createJsonRpcCaller({ rpcUrl, fetch }: JsonRpcCallerOptions): JsonRpcCall {
  const http = createHttpClient({ baseUrl: rpcUrl, ...(fetch ? { fetch } : {}) })
  let id = 0
  return async (method, params) => {
    id += 1
    const answer = await http.post<unknown>('', { jsonrpc: '2.0', id, method, params }, undefined, { idempotent: true })
    if (typeof answer === 'object' && answer !== null) {
      const { result, error } = answer as { result?: unknown; error?: { code?: unknown; message?: unknown } }
      if (error && typeof error === 'object') {
        const code = typeof error.code === 'number' ? error.code : 'RPC_ERROR'
        throw new WalletModalError(`${method} failed: ${String(error.message ?? 'unknown error')}`, {
          code,
          cause: error,
        })
      }
      if ('result' in answer) return result
    }
    throw new WalletModalError(`Invalid JSON-RPC answer to ${method} from ${rpcUrl}`, { code: 'INVALID_RESPONSE' })
  }
}

/**
 * A JSON-RPC quantity as a bigint: hex on anvil ('0x6b035cb2'), a plain JSON number from some
 * Erigon versions.
 */
export const rpcQuantity = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)), v.pipe(v.number(), v.integer(), v.minValue(0))]),
  v.transform((q) => BigInt(q)),
)

/**
 * The time of block `block` in seconds since the epoch, read with `eth_getBlockByNumber` through
 * `call` (the node at `rpcUrl`).
 * @throws WalletModalError 'Invalid eth_getBlockByNumber answer from <url>' (code 'INVALID_RESPONSE')
 *   when the answer has no timestamp; the caller's errors.
 */
export async function readBlockTimestamp(call: JsonRpcCall, rpcUrl: string, block: number | bigint): Promise<bigint> {
  const parsed = v.safeParse(
    v.object({ timestamp: rpcQuantity }),
    await call('eth_getBlockByNumber', [`0x${block.toString(16)}`, false]),
  )
  if (!parsed.success)
    throw new WalletModalError(`Invalid eth_getBlockByNumber answer from ${rpcUrl}`, { code: 'INVALID_RESPONSE' })
  return parsed.output.timestamp
}
