/**
 * The ramp sandbox's exchanges JSON-RPC (spec section 7; the shapes AppKit sends):
 * - reown_getExchanges `{ page, asset?, amount? }` → `{ exchanges: [{ id, name, imageUrl }], total }`;
 * - reown_getExchangePayUrl `{ exchangeId, asset (CAIP-19), amount (token units, decimal), recipient (CAIP-10) }` → `{ url, sessionId }`;
 * - reown_getExchangeBuyStatus `{ exchangeId, sessionId }` → `{ status: UNKNOWN | IN_PROGRESS | SUCCESS | FAILED, txHash? }`.
 * Every call carries `projectId` in its params. Errors: `{ error: { code, message } }`.
 */
import { SANDBOX_ASSETS } from './sandboxPricing.js'
import type { SandboxDelivery } from './sandboxDelivery.js'
import type { SandboxSessions } from './sandboxSessions.js'

/** A small square logo for a sandbox exchange (data: URL, no network). */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#0b57d0"/><path d="M10 18h16M18 10v16" stroke="#fff" stroke-width="4"/></svg>')}`

/** Options of {@link exchangesRpc}. */
export interface ExchangesRpcOptions {
  origin: string
  exchanges: readonly { id: string; name: string }[]
  sessions: SandboxSessions
  delivery: SandboxDelivery
  networkName(id: string): string
  now(): number
}

type RpcAnswer =
  | { jsonrpc: '2.0'; id: unknown; result: unknown }
  | { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string } }

/**
 * Reads a CAIP-19 asset id: `<caip2>/slip44:60` (ETH), `<caip2>/slip44:501` (SOL),
 * `<caip2>/erc20:<address>` (the network's token of that address, by `symbolOf`).
 */
export function parseCaip19(
  asset: string,
  symbolOf: (network: string, address: string) => string | undefined,
): { network: string; symbol: string } | undefined {
  const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})\/([-a-z0-9]{3,8}):([-.%a-zA-Z0-9]{1,128})$/.exec(asset)
  if (!match) return undefined
  const [, network = '', namespace, reference = ''] = match
  if (namespace === 'slip44')
    return reference === '60' && network.startsWith('eip155:')
      ? { network, symbol: 'ETH' }
      : reference === '501' && network.startsWith('solana:')
        ? { network, symbol: 'SOL' }
        : undefined
  const symbol = namespace === 'erc20' || namespace === 'token' ? symbolOf(network, reference) : undefined
  return symbol ? { network, symbol } : undefined
}

/** The JSON-RPC handler: `handle(body)` answers one request object. */
export function exchangesRpc(options: ExchangesRpcOptions) {
  let next = 1
  const symbolOf = (network: string, address: string) => options.delivery.tokenSymbol(network, address)
  const supported = (asset: unknown) => {
    const parsed = typeof asset === 'string' ? parseCaip19(asset, symbolOf) : undefined
    return parsed && options.delivery.sells(parsed.network, parsed.symbol) ? parsed : undefined
  }

  function call(method: string, params: Record<string, unknown>): unknown {
    const exchange = options.exchanges.find((x) => x.id === params.exchangeId)
    switch (method) {
      case 'reown_getExchanges': {
        const list = params.asset === undefined || supported(params.asset) ? options.exchanges : []
        return { exchanges: list.map((x) => ({ id: x.id, name: x.name, imageUrl: LOGO })), total: list.length }
      }
      case 'reown_getExchangePayUrl': {
        if (!exchange) throw new RpcError(-32602, `Unknown exchange ${String(params.exchangeId)}`)
        const asset = supported(params.asset)
        if (!asset) throw new RpcError(-32602, `Asset ${String(params.asset)} is not supported`)
        const recipient = typeof params.recipient === 'string' ? params.recipient : ''
        const to = recipient.startsWith(`${asset.network}:`) ? recipient.slice(asset.network.length + 1) : ''
        if (!options.delivery.isAddressOf(asset.network, to))
          throw new RpcError(-32602, `Recipient must be a CAIP-10 account on ${asset.network}`)
        const decimals = SANDBOX_ASSETS[asset.symbol]!.decimals
        const amount = String(params.amount ?? '')
        const match = /^(\d+)(?:\.(\d+))?$/.exec(amount)
        if (!match || (match[2] ?? '').length > decimals || /^0*(\.0*)?$/.test(amount))
          throw new RpcError(-32602, `Invalid amount ${amount}`)
        const units =
          BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0')
        const id = `dep-${options.now()}-${next++}`
        options.sessions.open({
          id,
          sellerId: `exchange:${exchange.id}`,
          seller: exchange.name,
          network: asset.network,
          symbol: asset.symbol,
          to,
          units,
          amount,
        })
        return { url: `${options.origin}/exchanges/${encodeURIComponent(exchange.id)}/${id}`, sessionId: id }
      }
      case 'reown_getExchangeBuyStatus': {
        const session = options.sessions.get(String(params.sessionId))
        if (!exchange || session?.sellerId !== `exchange:${exchange.id}`) return { status: 'UNKNOWN' }
        return { status: session.status, ...(session.txHash ? { txHash: session.txHash } : {}) }
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`)
    }
  }

  return {
    async handle(body: unknown): Promise<RpcAnswer> {
      const request = (typeof body === 'object' && body !== null ? body : {}) as {
        jsonrpc?: unknown
        id?: unknown
        method?: unknown
        params?: unknown
      }
      const id = request.id ?? null
      try {
        if (request.jsonrpc !== '2.0' || typeof request.method !== 'string')
          throw new RpcError(-32600, 'Invalid request')
        const params = (typeof request.params === 'object' && request.params !== null ? request.params : {}) as Record<
          string,
          unknown
        >
        if (typeof params.projectId !== 'string' || params.projectId === '')
          throw new RpcError(-32602, 'projectId is required')
        return { jsonrpc: '2.0', id, result: call(request.method, params) }
      } catch (error) {
        if (error instanceof RpcError)
          return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message } }
        throw error
      }
    },
  }
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
