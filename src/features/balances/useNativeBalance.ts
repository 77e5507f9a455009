import { useQuery } from '@tanstack/react-query'
import type { CaipAddress } from '../../core/caip.js'
import type { NativeBalance } from '../../core/chainAdapter.js'
import { NATIVE_BALANCE_STALE_MS } from '../../core/constants.js'
import type { ModalRuntime } from '../../core/runtime.js'
import { useRuntime } from '../../ui/context.js'

/** react-query key of an account's native balance; invalidate it after a send. */
export const nativeBalanceKey = (caipAddress: CaipAddress | undefined) => ['nativeBalance', caipAddress] as const

/**
 * Query options of the native balance of `caipAddress` on its own network, read from the chain
 * (wei / lamports as bigint with decimals and symbol), cached 30 s (spec section 9). Shared by the
 * Account header and the Tokens tab, so one read serves both.
 */
export const nativeBalanceQuery = (runtime: ModalRuntime, caipAddress: CaipAddress) => ({
  queryKey: nativeBalanceKey(caipAddress),
  queryFn: (): Promise<NativeBalance> => runtime.getBalance(caipAddress),
  staleTime: NATIVE_BALANCE_STALE_MS,
})

/** The native balance of `caipAddress` (see {@link nativeBalanceQuery}). */
export function useNativeBalance(caipAddress: CaipAddress | undefined) {
  const runtime = useRuntime()
  return useQuery({
    ...nativeBalanceQuery(runtime, caipAddress!),
    enabled: caipAddress !== undefined,
  })
}
