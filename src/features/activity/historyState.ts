/**
 * The transaction-history state of spec 3 as pure reducers (spec 4: "a fetch appends results
 * and updates the cursor; a failure sets empty and clears the cursor"). The caller owns the
 * store and the fetching; see {@link startFetch}, {@link appendPage}, {@link failFetch}.
 */
import type { CaipNetworkId } from '../../core/caip.js'
import { FETCH_REQUIRES_ADDRESS } from './constants.js'
import { groupByYearMonth } from './groupByYearMonth.js'
import { isAllSpam } from './isAllSpam.js'
import type { Transaction, TransactionPage } from '../../core/history.js'
import type { TransactionHistoryState } from './types.js'

export { FAILED_TO_FETCH_TRANSACTIONS, FETCH_REQUIRES_ADDRESS } from './constants.js'

/** Nothing fetched yet: no transactions, not loading, not empty, no cursor, no network. */
export const initialHistoryState: TransactionHistoryState = Object.freeze({
  transactions: [],
  transactionsByYear: {},
  lastNetworkInView: undefined,
  loading: false,
  empty: false,
  next: undefined,
})

/** A fresh state for `caipNetworkId` (the history of another network is dropped, cursor cleared). */
export function resetForNetwork(caipNetworkId: CaipNetworkId | undefined): TransactionHistoryState {
  return { ...initialHistoryState, transactions: [], transactionsByYear: {}, lastNetworkInView: caipNetworkId }
}

/** Parameters of {@link startFetch}. */
export interface StartFetchParameters {
  /** The account whose history is fetched (EVM 0x… or Solana base58). */
  address: string | undefined
  /** The active network (CAIP-2). */
  caipNetworkId: CaipNetworkId
}

/**
 * Marks a page fetch as started: `loading` true. When `caipNetworkId` differs from
 * `lastNetworkInView`, starts from {@link resetForNetwork} (the previous network's list and
 * cursor must not mix with the new one). The caller then asks a source for the page at `next`.
 * @throws Error 'Fetching transactions requires an account address' (spec 5) when `address` is empty.
 */
export function startFetch(
  state: TransactionHistoryState,
  { address, caipNetworkId }: StartFetchParameters,
): TransactionHistoryState {
  if (!address) throw new Error(FETCH_REQUIRES_ADDRESS)
  const base = state.lastNetworkInView === caipNetworkId ? state : resetForNetwork(caipNetworkId)
  return { ...base, loading: true }
}

/**
 * Applies a fetched page: keeps only the transactions of `activeCaipNetworkId` (spec 5) that are
 * not all-spam ({@link isAllSpam}), appends them (a transaction whose `id` is already listed
 * replaces it in place, e.g. pending → confirmed), regroups by year and month, moves the cursor
 * to `page.next` (undefined on the last page), ends loading, and sets `empty` when no
 * transaction is listed at all.
 */
export function appendPage(
  state: TransactionHistoryState,
  page: TransactionPage,
  activeCaipNetworkId: CaipNetworkId,
): TransactionHistoryState {
  const kept = page.data.filter((t) => t.metadata.chain === activeCaipNetworkId && !isAllSpam(t))
  const transactions: Transaction[] = [...state.transactions]
  const indexById = new Map(transactions.map((t, index) => [t.id, index]))
  for (const transaction of kept) {
    const index = indexById.get(transaction.id)
    if (index === undefined) {
      indexById.set(transaction.id, transactions.length)
      transactions.push(transaction)
    } else {
      transactions[index] = transaction
    }
  }
  return {
    ...state,
    transactions,
    transactionsByYear: groupByYearMonth(transactions),
    lastNetworkInView: activeCaipNetworkId,
    loading: false,
    empty: transactions.length === 0,
    next: page.next || undefined,
  }
}

/**
 * A fetch failed (spec 4): `loading` false, `empty` true, cursor cleared; the list already
 * shown is kept. The caller shows the toast {@link FAILED_TO_FETCH_TRANSACTIONS}
 * ('Failed to fetch transactions', spec 8).
 */
export function failFetch(state: TransactionHistoryState): TransactionHistoryState {
  return { ...state, loading: false, empty: true, next: undefined }
}
