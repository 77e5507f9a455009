/** The transaction-history state of spec 3 ("Transaction history state"); transactions are core/history.ts's. */
import type { CaipNetworkId } from '../../core/caip.js'
import type { Transaction } from '../../core/history.js'

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
