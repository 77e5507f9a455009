/**
 * The transaction-history model of spec 3 ("Transaction" and "Transaction history state"),
 * in the shape AppKit's history API answers with, so a compatible backend can be plugged in as is.
 */
import type { CaipNetworkId } from '../../core/caip.js'

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
  /** Transaction hash (EVM, 0x…) or signature (Solana, base58). */
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
   * `decimals`: the token's decimals when known (18 for ETH, 6 for USDC, 9 for SOL).
   */
  quantity: { numeric: string; decimals?: number }
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

/** Transactions by month index (0 = January … 11 = December), newest first within a month. */
export type TransactionsByMonth = Record<number, Transaction[]>

/** Transactions by calendar year (e.g. 2025), then by month index. */
export type TransactionsByYear = Record<number, TransactionsByMonth>

/** The history state of spec 3. */
export interface TransactionHistoryState {
  /** Every kept transaction, in the order the pages came (newest first). */
  transactions: Transaction[]
  /** The same transactions grouped by year, then month index (0–11). */
  transactionsByYear: TransactionsByYear
  /** The network the list belongs to; a fetch for another one starts afresh. */
  lastNetworkInView: CaipNetworkId | undefined
  /** True while a page is being fetched. */
  loading: boolean
  /** True when a fetch ended with no transaction at all (or failed). */
  empty: boolean
  /** Opaque cursor of the next page; undefined when there is none (or after a failure). */
  next: string | undefined
}

/** One page of history as a source answers it (spec 7: "answer: data and next"). */
export interface TransactionPage {
  data: Transaction[]
  /** Cursor of the next (older) page; undefined on the last page. */
  next?: string
}
