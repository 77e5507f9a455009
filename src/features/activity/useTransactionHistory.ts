import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { parseCaipAddress, type CaipAddress } from '../../core/caip.js'
import type { TransactionPage } from '../../core/history.js'
import { showToast } from '../../core/store.js'
import { useModalContext } from '../../ui/context.js'
import { FAILED_TO_FETCH_TRANSACTIONS } from './constants.js'
import { historyQuery } from './historyQuery.js'
import { appendPage, failFetch, initialHistoryState, startFetch } from './historyState.js'
import type { TransactionHistoryState } from './types.js'

/**
 * The account's transaction history as the spec's state (section 3): pages fetched by cursor
 * (infinite scroll), cached 15 s (section 9), the state a selector folding the query's pages
 * through appendPage; a failure gives failFetch's state and the 'Failed to fetch transactions' toast.
 */
export function useTransactionHistory(caipAddress: CaipAddress | undefined) {
  const context = useModalContext()
  const fold = useCallback(
    (data: InfiniteData<TransactionPage, string | undefined>): TransactionHistoryState => {
      const { caipNetworkId, address } = parseCaipAddress(caipAddress!)
      let state = startFetch(initialHistoryState, { address, caipNetworkId })
      for (const page of data.pages) state = appendPage(state, page, caipNetworkId)
      return state
    },
    [caipAddress],
  )
  const query = useInfiniteQuery({
    ...historyQuery(context, caipAddress!),
    enabled: caipAddress !== undefined,
    select: fold,
  })
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) showToast(context.store, { variant: 'error', message: FAILED_TO_FETCH_TRANSACTIONS })
  }, [isError, errorUpdatedAt, context])

  if (!caipAddress) return { state: initialHistoryState, query }
  const folded = query.data ?? fold({ pages: [], pageParams: [] })
  // A failure sets empty and clears the cursor (spec section 4); loading follows the query.
  const state: TransactionHistoryState = { ...(query.isError ? failFetch(folded) : folded), loading: query.isFetching }
  return { state, query }
}
