import { resolveName } from '../../actions/resolveName.js'
import type { CaipNetworkId } from '../../core/caip.js'
import { ENS_STALE_MS } from '../../core/constants.js'
import type { ModalContext } from '../../core/context.js'
import { queryKeys } from '../../core/queryKeys.js'

/**
 * Query options of an ENS name typed as the receiver: the resolved `{ name, address }` (name as
 * ENSIP-15 normalised it) or null when it does not resolve, through the network's Universal
 * Resolver, cached 5 min (spec section 9: ENS 5 min). A failure is not retried.
 */
export const ensQuery = (
  context: ModalContext,
  caipNetworkId: CaipNetworkId | undefined,
  name: string | undefined,
) => ({
  queryKey: queryKeys.ens(caipNetworkId, name),
  queryFn: async () => (await resolveName(context, { name: name!, caipNetworkId: caipNetworkId! })) ?? null,
  staleTime: ENS_STALE_MS,
  retry: false as const,
})
