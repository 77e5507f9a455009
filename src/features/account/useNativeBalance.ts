import { useQuery } from '@tanstack/react-query'
import type { CaipAddress } from '../../core/caip.js'
import { NATIVE_BALANCE_STALE_MS } from '../../core/constants.js'
import { useRuntime } from '../../ui/context.js'

/**
 * The native balance of `caipAddress` on its own network, read from the chain (wei / lamports as
 * bigint with decimals and symbol). Cached per CAIP-10 id for 30 s (spec section 9).
 */
export function useNativeBalance(caipAddress: CaipAddress | undefined) {
  const runtime = useRuntime()
  return useQuery({
    queryKey: ['nativeBalance', caipAddress],
    queryFn: () => runtime.getBalance(caipAddress!),
    enabled: caipAddress !== undefined,
    staleTime: NATIVE_BALANCE_STALE_MS,
  })
}
