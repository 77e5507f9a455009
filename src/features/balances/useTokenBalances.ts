import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CaipAddress } from '../../core/caip.js'
import { PORTFOLIO_STALE_MS } from '../../core/constants.js'
import { showToast } from '../../core/store.js'
import { useRuntime } from '../../ui/context.js'
import { fetchBalances } from './fetchBalances.js'
import { nativeBalanceQuery } from './useNativeBalance.js'

/** Spec section 8, verbatim. */
export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'
/** Spec section 9: after a failure, no new attempt for 30 s. */
export const TOKEN_BALANCE_RETRY_MS = 30_000

/** react-query key of an account's balances; invalidate it after a send. */
export const balancesKey = (caipAddress: CaipAddress | undefined) => ['portfolio', caipAddress] as const

/**
 * Balances of the account (portfolio cache 30 s, spec section 9). A failure shows the 'Token
 * Balance Unavailable' toast, and the query is not tried again for 30 s.
 */
export function useTokenBalances(caipAddress: CaipAddress | undefined) {
  const runtime = useRuntime()
  const client = useQueryClient()
  const query = useQuery({
    queryKey: balancesKey(caipAddress),
    queryFn: () => fetchBalances(runtime, caipAddress!, (address) => client.fetchQuery(nativeBalanceQuery(runtime, address))),
    enabled: caipAddress !== undefined,
    staleTime: PORTFOLIO_STALE_MS,
    retry: false,
    // Blocks the retry window: an errored query is not refetched on mount before 30 s.
    retryOnMount: false,
  })
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) showToast(runtime.store, { variant: 'error', message: TOKEN_BALANCE_UNAVAILABLE })
  }, [isError, errorUpdatedAt, runtime])
  const canRetryAt = query.errorUpdatedAt + TOKEN_BALANCE_RETRY_MS
  return { ...query, canRetryAt }
}
