import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getTokenBalances } from '../../actions/getTokenBalances.js'
import type { CaipAddress } from '../../core/caip.js'
import { PORTFOLIO_STALE_MS } from '../../core/constants.js'
import { accountMessages as messages } from '../../core/messages/account.js'
import { queryKeys } from '../../core/queryKeys.js'
import { showToast } from '../../core/store.js'
import { useModalContext } from '../../ui/context.js'
import { fetchBalances } from './fetchBalances.js'
import { tokenPricesQuery } from './tokenPricesQuery.js'
import { nativeBalanceQuery } from './useNativeBalance.js'

/** Spec section 9: after a failure, no new attempt for 30 s. */
const TOKEN_BALANCE_RETRY_MS = 30_000

/**
 * Balances of the account (portfolio cache 30 s, spec section 9); the native balance and the
 * prices come through their own cached queries. A failure shows the 'Token Balance Unavailable'
 * toast, and the query is not tried again for 30 s.
 */
export function useTokenBalances(caipAddress: CaipAddress | undefined) {
  const context = useModalContext()
  const client = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.portfolio(caipAddress),
    queryFn: () => {
      const { options } = context.store.getState()
      const priceSource = options.priceSource
      return fetchBalances(options, caipAddress!, {
        native: (address) => client.fetchQuery(nativeBalanceQuery(context, address)),
        tokens: (address, tokens) => getTokenBalances(context, { caipAddress: address, tokens }),
        prices: priceSource && ((caipNetworkId, keys) => client.fetchQuery(tokenPricesQuery(priceSource, caipNetworkId, keys))),
      })
    },
    enabled: caipAddress !== undefined,
    staleTime: PORTFOLIO_STALE_MS,
    retry: false,
    // Blocks the retry window: an errored query is not refetched on mount before 30 s.
    retryOnMount: false,
  })
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) showToast(context.store, { variant: 'error', message: messages.tokenBalanceUnavailable })
  }, [isError, errorUpdatedAt, context])
  const canRetryAt = query.errorUpdatedAt + TOKEN_BALANCE_RETRY_MS
  return { ...query, canRetryAt }
}
