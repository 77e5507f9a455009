import type { CaipNetworkId } from '../../../core/caip.js'
import type { TransactionPage } from '../types.js'

/** Parameters of {@link HistorySource.fetchPage}. */
export interface FetchPageParameters {
  /** The account (EVM 0x…, Solana base58). */
  address: string
  /** The network asked for; a source serves one network and rejects others. */
  caipNetworkId: CaipNetworkId
  /** The `next` of the previous page; undefined for the newest page. */
  cursor?: string
  /** Transactions wanted per page; a source may return a few more (whole blocks) or fewer. */
  pageSize: number
}

/**
 * Where history pages come from: Otterscan (`ots_searchTransactionsBefore`), a Blockscout v2
 * indexer, or Solana RPC. Pages go newest → oldest; `next` is opaque to the caller.
 */
export interface HistorySource {
  fetchPage(parameters: FetchPageParameters): Promise<TransactionPage>
}

/**
 * Guards a source against a request for another network.
 * @throws Error '<source> serves <served>, not <asked>'
 */
export function assertSameNetwork(source: string, served: CaipNetworkId, asked: CaipNetworkId): void {
  if (served !== asked) throw new Error(`${source} serves ${served}, not ${asked}`)
}
