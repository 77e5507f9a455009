import type { CaipAddress } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'

/** How long a network's sponsorship is taken as known, in ms: the capability changes only with the host's options. */
const SPONSORED_FEES_STALE_MS = 60_000

/**
 * Query options of whether the account's network fee is sponsored (the adapter's `sponsoredFees`:
 * the embedded smart account on a network with a paymaster). Asked only for a smart account
 * (`smartAccount`: its `preferredAccountType`), per account and network (`caipAddress`). A failure
 * is not retried, and reads as not sponsored (the view says nothing then).
 */
export const sponsoredFeesQuery = (
  adapter: ChainAdapter | undefined,
  caipAddress: CaipAddress | undefined,
  smartAccount: boolean,
) => ({
  queryKey: ['sponsoredFees', caipAddress] as const,
  queryFn: async () => (await adapter?.sponsoredFees?.()) ?? false,
  enabled: smartAccount && caipAddress !== undefined && adapter?.sponsoredFees !== undefined,
  staleTime: SPONSORED_FEES_STALE_MS,
  retry: false as const,
})
