/**
 * The getWallets API source, loaded on its first call: its answer schema (valibot) and HTTP client
 * stay out of the AllWallets chunk for hosts on the bundled catalogue, and out of the first paint
 * for everyone. Image URLs need no load: they are built at once, as getWalletsSource.ts builds them.
 */
import { buildUrl } from '../../core/http.js'
import type { CatalogueSource } from './catalogueSource.js'
import { DEFAULT_SDK_TYPE } from './constants.js'
import type { GetWalletsSourceOptions } from './getWalletsSource.js'

/** A {@link CatalogueSource} that imports getWalletsSource.ts when first asked for wallets (a failed load is retried). */
export function lazyGetWalletsSource(options: GetWalletsSourceOptions): CatalogueSource {
  let source: Promise<CatalogueSource> | undefined
  const load = () =>
    (source ??= import('./getWalletsSource.js').then(
      ({ createGetWalletsSource }) => createGetWalletsSource(options),
      (error: unknown) => {
        source = undefined
        throw error
      },
    ))
  const imageParams = { projectId: options.projectId, st: options.sdkType ?? DEFAULT_SDK_TYPE, sv: options.sdkVersion }
  return {
    getWallets: async (query) => (await load()).getWallets(query),
    imageUrl: (wallet) => wallet.image_url ?? buildUrl(options.api, `getWalletImage/${encodeURIComponent(wallet.image_id)}`, imageParams),
  }
}
