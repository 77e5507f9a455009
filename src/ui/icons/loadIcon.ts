/**
 * Finds and loads icons of the icon set (@web3icons/core) for the {@link Logo} component: a
 * kind's table (walletIcons.ts, networkIcons.ts, tokenIcons.ts) is a lazy chunk, and so is every
 * icon in it, so the first paint carries neither; only what a view shows is downloaded, from the
 * host's own origin (the chunks sit beside the entry). Found icons are kept for the page's life, so
 * a view shown again paints them at once. Each is also loaded into an `Image` as it arrives and
 * that image is kept: an `<img>` of the same `data:` URL then finds the decoded SVG document in the
 * browser's memory cache, where building it (about 1 ms an icon) would otherwise fall inside the
 * first open that shows it (bench/script-tag.ts). Only the first few are kept (see `ready`).
 */
import type { IconKind, IconTable } from './iconTypes.js'

const tables: Record<IconKind, () => Promise<IconTable>> = {
  wallet: () => import('./walletIcons.js').then((m) => m.walletIcons),
  network: () => import('./networkIcons.js').then((m) => m.networkIcons),
  token: () => import('./tokenIcons.js').then((m) => m.tokenIcons),
}

/** By kind and keys: the icon as an `<img>` source, null when the set has none, the lookup while it runs. */
const found = new Map<string, string | null | Promise<string | null>>()
/**
 * The first icons' images, kept alive so the memory cache keeps their decoded documents: the first
 * that load are the Connect view's (its rows and All Wallets' four); a long token list's are not kept.
 */
const ready: HTMLImageElement[] = []
const KEPT_IMAGES = 8
const cacheKey = (kind: IconKind, keys: readonly string[]) => `${kind}\n${keys.join('\n')}`

/** An SVG document as a `data:image/svg+xml` URL (an image: its markup cannot reach the page; `img-src data:`). */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml,${encodeURIComponent(svg)}`

/** The icon for `keys` if already loaded: its `<img>` source, null when the set has none, undefined while unknown. */
export function peekIcon(kind: IconKind, keys: readonly string[]): string | null | undefined {
  const known = found.get(cacheKey(kind, keys))
  return typeof known === 'string' || known === null ? known : undefined
}

/**
 * Looks `keys` up in the kind's table (tried in order: rdns, wallet id, name for wallets; CAIP-2 id
 * for networks; address, symbol for tokens) and loads the icon's module. Resolves to its `<img>`
 * source, or null when the set has no icon for them or a chunk failed to load (the caller shows its
 * fallback). Never rejects.
 */
export function loadIcon(kind: IconKind, keys: readonly string[]): Promise<string | null> {
  const key = cacheKey(kind, keys)
  const known = found.get(key)
  if (known !== undefined) return Promise.resolve(known)
  const lookup = tables[kind]()
    .then(async (table) => {
      const name = table.find(keys)
      return name ? svgDataUrl((await table.modules[name]!()).default) : null
    })
    .catch(() => null)
    .then((icon) => {
      found.set(key, icon)
      if (icon && ready.length < KEPT_IMAGES && typeof Image === 'function')
        ready.push(Object.assign(new Image(), { src: icon }))
      return icon
    })
  found.set(key, lookup)
  return lookup
}
