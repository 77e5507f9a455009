/**
 * The two catalogue sources, each loaded on its first getWallets call, so the AllWallets chunk
 * carries neither: the getWallets API source (its answer schema and HTTP client) and the bundled
 * catalogue (its data and in-memory query). Image URLs need no load: they are built at once, as
 * the sources themselves build them. A failed load is retried on the next call.
 */
import { buildUrl } from '../../core/url.js'
import type { CatalogueSource } from './catalogueSource.js'
import { DEFAULT_SDK_TYPE } from './constants.js'
import type { GetWalletsSourceOptions } from './getWalletsSource.js'

function lazySource(load: () => Promise<CatalogueSource>, imageUrl: CatalogueSource['imageUrl']): CatalogueSource {
  let source: Promise<CatalogueSource> | undefined
  const loaded = () =>
    (source ??= load().catch((error: unknown) => {
      source = undefined
      throw error
    }))
  return { getWallets: async (query) => (await loaded()).getWallets(query), imageUrl }
}

/** getWalletsSource.ts's {@link CatalogueSource}, imported when first asked for wallets. */
export function lazyGetWalletsSource(options: GetWalletsSourceOptions): CatalogueSource {
  const imageParams = { projectId: options.projectId, st: options.sdkType ?? DEFAULT_SDK_TYPE, sv: options.sdkVersion }
  return lazySource(
    async () => (await import('./getWalletsSource.js')).createGetWalletsSource(options),
    (wallet) =>
      wallet.image_url ?? buildUrl(options.api, `getWalletImage/${encodeURIComponent(wallet.image_id)}`, imageParams),
  )
}

/** bundledSource.ts's {@link CatalogueSource} over the bundled catalogue, imported when first asked for wallets. */
export function lazyBundledSource(): CatalogueSource {
  return lazySource(
    async () => (await import('./bundledSource.js')).createBundledSource(),
    (wallet) => wallet.image_url,
  )
}
