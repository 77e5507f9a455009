import type { CaipNetworkId } from '../../core/caip.js'
import { TOKEN_PRICE_STALE_MS } from '../../core/constants.js'
import type { WalletModalOptions } from '../../core/options.js'
import { queryKeys } from '../../core/queryKeys.js'

type PriceSource = NonNullable<WalletModalOptions['priceSource']>

/**
 * Query options of USD prices from the host's price source, per network and key set (`native` or
 * a token address), fresh for 15 s (spec section 9: token price 15 s), so the 30 s portfolio
 * refresh and repeated opens do not ask again. A failing source gives no prices (no USD shown),
 * never an error.
 */
export const tokenPricesQuery = (priceSource: PriceSource, caipNetworkId: CaipNetworkId, keys: readonly string[]) => ({
  queryKey: queryKeys.tokenPrices(caipNetworkId, keys),
  queryFn: () => priceSource(caipNetworkId, [...keys]).catch(() => ({}) as Record<string, number>),
  staleTime: TOKEN_PRICE_STALE_MS,
})
