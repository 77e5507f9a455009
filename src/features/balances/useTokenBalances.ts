import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { getTokenBalances } from '../../actions/getTokenBalances.js'
import type { CaipAddress } from '../../core/caip.js'
import { PORTFOLIO_STALE_MS, TOKEN_BALANCE_RETRY_MS } from '../../core/constants.js'
import { accountMessages as messages } from '../account/messages.js'
import { queryKeys } from '../../core/queryKeys.js'
import { showToast } from '../../core/store.js'
import { useModalContext } from '../../ui/context.js'
import { fetchBalances } from './fetchBalances.js'
import { tokenPricesQuery } from './tokenPricesQuery.js'
import { nativeBalanceQuery } from './useNativeBalance.js'
import { watchRetryWindow } from './retryWindow.js'

/**
 * Balances of the account (portfolio cache 30 s, spec section 9); the native balance and the
 * prices come through their own cached queries. A failure shows the 'Token Balance Unavailable'
 * toast; `retryBlocked` is true for the next 30 s (a timer, retryWindow.ts), then the balances are
 * fetched again by themselves.
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
        prices:
          priceSource &&
          ((caipNetworkId, keys) => client.fetchQuery(tokenPricesQuery(priceSource, caipNetworkId, keys))),
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
  const [retryBlocked, setRetryBlocked] = useState(false)
  const queryKey = queryKeys.portfolio(caipAddress)
  const hash = JSON.stringify(queryKey)
  useEffect(() => watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, setRetryBlocked), [client, hash])
  return { ...query, retryBlocked }
}
