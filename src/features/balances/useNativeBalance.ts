import { useQuery } from '@tanstack/react-query'
import { getBalance } from '../../actions/getBalance.js'
import type { CaipAddress } from '../../core/caip.js'
import { NATIVE_BALANCE_STALE_MS } from '../../core/constants.js'
import type { ModalContext } from '../../core/context.js'
import { queryKeys } from '../../core/queryKeys.js'
import { useModalContext } from '../../ui/context.js'

/**
 * Query options of the native balance of `caipAddress` on its own network, read from the chain
 * (wei / lamports as bigint with decimals and symbol), cached 30 s (spec section 9). Shared by the
 * Account header and the Tokens tab, so one read serves both.
 */
export const nativeBalanceQuery = (context: ModalContext, caipAddress: CaipAddress) => ({
  queryKey: queryKeys.nativeBalance(caipAddress),
  queryFn: () => getBalance(context, { caipAddress }),
  staleTime: NATIVE_BALANCE_STALE_MS,
})

/** The native balance of `caipAddress` (see {@link nativeBalanceQuery}). */
export function useNativeBalance(caipAddress: CaipAddress | undefined) {
  const context = useModalContext()
  return useQuery({
    ...nativeBalanceQuery(context, caipAddress!),
    enabled: caipAddress !== undefined,
  })
}
