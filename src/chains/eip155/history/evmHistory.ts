/**
 * The EVM Activity source: the configured list (Otterscan on the node, or a Blockscout indexer with
 * its `/token-transfers`) merged with the ERC20 Transfer logs to and from the account
 * (transferLogs.ts), so a token someone else sent shows up (spec section 3,
 * Transaction). Merged by block, then index, each transaction once (historyMerge.ts).
 */
import type { CaipNetworkId } from '../../../core/caip.js'
import type { HistorySource } from '../../../core/history.js'
import { mergedHistorySource } from '../../historyMerge.js'
import { blockscoutStreamOf } from './blockscout.js'
import { blockscoutTokenTransferStreamOf } from './blockscoutTokenTransfers.js'
import type { HistoryToken } from './erc20Transfers.js'
import { otterscanStreamOf } from './otterscan.js'
import { transferLogStreamOf } from './transferLogs.js'

/** Options of {@link createEvmHistorySource}. */
export interface EvmHistorySourceOptions {
  /** Where the transaction list comes from: the node's `ots_` namespace, or a Blockscout root URL. */
  list: { type: 'otterscan' } | { type: 'blockscout'; url: string }
  /** JSON-RPC URL of the network's node (eth_getLogs, and Otterscan when chosen). */
  rpcUrl: string
  /** e.g. 'eip155:31337'. */
  caipNetworkId: CaipNetworkId
  /** The native coin (ETH: 18 decimals). */
  nativeCurrency: { symbol: string; decimals: number; name: string }
  /** Tokens whose Transfer logs count (spam contracts are never asked for). */
  tokens: HistoryToken[]
  fetch?: typeof fetch
}

/**
 * A {@link HistorySource} over the list and the Transfer logs; when the same transaction is in
 * several streams, the list's version wins (it has the native value and the method), then
 * Blockscout's token transfers, then the logs. The cursor is opaque ('m1.' + base64 JSON).
 * @throws Error '<Otterscan|Blockscout> serves <id>, not <asked>'; Error 'Invalid history cursor
 *   "<cursor>"'; the streams' errors (HttpError 'HTTP status code: N', WalletModalError INVALID_RESPONSE).
 */
export function createEvmHistorySource(options: EvmHistorySourceOptions): HistorySource {
  const fetchOption = options.fetch ? { fetch: options.fetch } : {}
  const logs = transferLogStreamOf({
    rpcUrl: options.rpcUrl,
    caipNetworkId: options.caipNetworkId,
    tokens: options.tokens,
    ...fetchOption,
  })
  if (options.list.type === 'blockscout') {
    const indexer = {
      baseUrl: options.list.url,
      caipNetworkId: options.caipNetworkId,
      nativeCurrency: options.nativeCurrency,
      ...fetchOption,
    }
    const transactions = blockscoutStreamOf(indexer)
    const tokenTransfers = blockscoutTokenTransferStreamOf(indexer)
    return mergedHistorySource('Blockscout', options.caipNetworkId, (account, pageSize) => ({
      transactions: transactions(account),
      tokenTransfers: tokenTransfers(account),
      logs: logs(account, pageSize),
    }))
  }
  const otterscan = otterscanStreamOf({
    rpcUrl: options.rpcUrl,
    caipNetworkId: options.caipNetworkId,
    nativeCurrency: options.nativeCurrency,
    tokens: options.tokens,
    ...fetchOption,
  })
  return mergedHistorySource('Otterscan', options.caipNetworkId, (account, pageSize) => ({
    transactions: otterscan(account, pageSize),
    logs: logs(account, pageSize),
  }))
}
