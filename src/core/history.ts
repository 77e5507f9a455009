/**
 * The transaction model of spec 3 ("Transaction"), in the shape AppKit's history API answers with,
 * so a compatible backend can be plugged in as is, and the {@link HistorySource} interface each
 * chain adapter implements (docs/contributing/architecture.md, data sources). The history *state* lives in features/activity.
 */
import type { CaipNetworkId } from './caip.js'

/** Spec 3 operation types; any other string a source reports passes through. */
export type OperationType =
  | 'send'
  | 'receive'
  | 'deposit'
  | 'withdraw'
  | 'execute'
  | 'approve'
  | 'mint'
  | 'burn'
  | 'trade'
  | 'borrow'
  | 'repay'
  | 'claim'
  | (string & {})

/** 'confirmed' once mined successfully, 'failed' when mined but reverted, 'pending' before. */
export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** Seen from the account: 'in' received, 'out' sent, 'self' to itself. */
export type TransferDirection = 'in' | 'out' | 'self'

/** What a transaction is, where and when. */
export interface TransactionMetadata {
  /** ISO 8601 time of the block, e.g. '2025-03-14T09:26:53.000Z'. */
  minedAt: string
  /** CAIP-2 network id, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  chain: CaipNetworkId
  operationType: OperationType
  status: TransactionStatus
  /** Address the value came from (the sender, or the counterparty of a receive). */
  sentFrom: string
  /** Address the value went to (the recipient, or the account itself on a receive). */
  sentTo: string
  /** Transaction hash (EVM, 0x…), signature (Solana, base58) or txid (Bitcoin, hex). */
  hash: string
}

/** Name, symbol and icon of a fungible token (or the native currency). */
export interface FungibleInfo {
  name: string
  symbol: string
  icon?: { url: string }
}

/** Name, spam flag and preview image of an NFT. */
export interface NftInfo {
  name: string
  flags: { is_spam: boolean }
  content?: { preview?: { url: string } }
}

/** One movement of value in a transaction, seen from the account. */
export interface TransactionTransfer {
  direction: TransferDirection
  /**
   * `numeric`: the amount in whole tokens as exact decimal text ('1.5' ETH, not wei);
   * `decimals`: the token's decimals when known (18 for ETH, 6 for USDC, 9 for SOL, 8 for BTC);
   * `displayDecimals`: the fraction digits a row shows when not spec section 9's 3 (8 for BTC).
   */
  quantity: { numeric: string; decimals?: number; displayDecimals?: number }
  /** Value in USD at the time, when a price is known. */
  value?: number
  fungible_info?: FungibleInfo
  nft_info?: NftInfo
}

/** A transaction of the account's history (spec 3). */
export interface Transaction {
  /** Unique within a chain; the hash or signature for the built-in sources. */
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}

/** One page of history as a source answers it (spec 7: "answer: data and next"). */
export interface TransactionPage {
  data: Transaction[]
  /** Cursor of the next (older) page; undefined on the last page. */
  next?: string
}

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
