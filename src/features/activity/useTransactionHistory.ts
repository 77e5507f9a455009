import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { parseCaipAddress, type CaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { HISTORY_STALE_MS } from '../../core/constants.js'
import { showToast } from '../../core/store.js'
import { useRuntime } from '../../ui/context.js'
import { HISTORY_PAGE_SIZE } from './constants.js'
import { appendPage, failFetch, FAILED_TO_FETCH_TRANSACTIONS, initialHistoryState, startFetch } from './historyState.js'
import { historySourceFor } from './historySourceFor.js'
import type { TransactionHistoryState, TransactionPage } from './types.js'

/** react-query key prefix of history; invalidate it after a send. */
export const HISTORY_KEY = 'history'

/**
 * The account's transaction history as the spec's state (section 3): pages fetched by cursor
 * (infinite scroll), cached 15 s (section 9), folded through appendPage; a failure gives
 * failFetch's state and the 'Failed to fetch transactions' toast.
 */
export function useTransactionHistory(caipAddress: CaipAddress | undefined) {
  const runtime = useRuntime()
  const query = useInfiniteQuery({
    queryKey: [HISTORY_KEY, caipAddress],
    enabled: caipAddress !== undefined,
    staleTime: HISTORY_STALE_MS,
    retry: false,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: TransactionPage) => last.next,
    queryFn: async ({ pageParam }): Promise<TransactionPage> => {
      const { caipNetworkId, address } = parseCaipAddress(caipAddress!)
      startFetch(initialHistoryState, { address, caipNetworkId: caipNetworkId as CaipNetworkId })
      const source = await historySourceFor(runtime.store.getState(), caipNetworkId as CaipNetworkId)
      if (!source) return { data: [], next: undefined }
      return source.fetchPage({ address, caipNetworkId: caipNetworkId as CaipNetworkId, cursor: pageParam, pageSize: HISTORY_PAGE_SIZE })
    },
  })
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) showToast(runtime.store, { variant: 'error', message: FAILED_TO_FETCH_TRANSACTIONS })
  }, [isError, errorUpdatedAt, runtime])

  const state = useMemo((): TransactionHistoryState => {
    if (!caipAddress) return initialHistoryState
    const { caipNetworkId, address } = parseCaipAddress(caipAddress)
    let s = startFetch(initialHistoryState, { address, caipNetworkId: caipNetworkId as CaipNetworkId })
    for (const page of query.data?.pages ?? []) s = appendPage(s, page, caipNetworkId as CaipNetworkId)
    if (query.isError) s = failFetch(s)
    return { ...s, loading: query.isFetching }
  }, [caipAddress, query.data, query.isError, query.isFetching])

  return { state, query }
}
