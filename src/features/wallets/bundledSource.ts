/**
 * The bundled catalogue as a {@link CatalogueSource}: catalogueData.ts is loaded once with a
 * dynamic import() (its own chunk, fetched only when the catalogue is first asked for) and
 * queried in memory. It has no images of its own: the views show the icon set's logo by rdns, id
 * or name (ui/icons), else the initials, so nothing remote is loaded.
 */
import { queryWallets } from './queryWallets.js'
import type { CatalogueSource } from './catalogueSource.js'
import type { Wallet } from './types.js'

/** Options of {@link createBundledSource}. */
export interface BundledSourceOptions {
  /** Loads the wallets; default the bundled catalogue chunk. Tests pass their own list. */
  load?: () => Promise<readonly Wallet[]>
}

const loadBundledCatalogue = async (): Promise<readonly Wallet[]> =>
  (await import('./catalogueData.js')).catalogueWallets

/**
 * A source over the bundled real wallets (or `options.load`). The list is loaded on the first
 * getWallets call and kept; a failed load is retried on the next call.
 */
export function createBundledSource(options: BundledSourceOptions = {}): CatalogueSource {
  const load = options.load ?? loadBundledCatalogue
  let wallets: Promise<readonly Wallet[]> | undefined
  return {
    async getWallets(query) {
      wallets ??= load().catch((error: unknown) => {
        wallets = undefined
        throw error
      })
      return queryWallets(await wallets, query)
    },
    imageUrl: (wallet) => wallet.image_url,
  }
}
