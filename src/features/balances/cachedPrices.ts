import type { CaipNetworkId } from '../../core/caip.js'
import { TOKEN_PRICE_STALE_MS } from '../../core/constants.js'
import type { WalletModalOptions } from '../../core/options.js'

type PriceSource = NonNullable<WalletModalOptions['priceSource']>

const caches = new WeakMap<PriceSource, Map<string, { at: number; prices: Record<string, number> }>>()

/**
 * USD prices from the host's price source, cached 15 s per network and key set (spec section 9:
 * token price 15 s), so the 30 s portfolio refresh and repeated opens do not ask again. A failing
 * source gives no prices (no USD shown), never an error.
 */
export async function cachedPrices(source: PriceSource, caipNetworkId: CaipNetworkId, keys: string[], now = Date.now()): Promise<Record<string, number>> {
  let cache = caches.get(source)
  if (!cache) caches.set(source, (cache = new Map()))
  const key = `${caipNetworkId}|${[...keys].sort().join(',')}`
  const hit = cache.get(key)
  if (hit && now - hit.at < TOKEN_PRICE_STALE_MS) return hit.prices
  const prices = await source(caipNetworkId, keys).catch(() => ({}) as Record<string, number>)
  cache.set(key, { at: now, prices })
  return prices
}
