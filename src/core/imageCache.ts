/**
 * Images from the operator's image endpoints (spec section 7: getWalletImage, getAssetImage,
 * getCurrencyImage, getTokenImage "each returns a blob"), held as object URLs: one fetch and one
 * `blob:` URL per image however many rows show it, revoked when the last one stops showing it. An
 * `<img src="blob:…">` never runs an SVG's scripts and is never inlined into the page; a strict CSP
 * host allows it with `img-src blob:`.
 */

/** The four image endpoints, by what they picture. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** The path of an image under the project API: `getWalletImage/{id}`, `public/get{Asset,Currency,Token}Image/{id}`. */
export function imagePath(kind: ImageKind, id: string): string {
  const name = kind === 'wallet' ? 'getWalletImage' : `public/get${kind.charAt(0).toUpperCase()}${kind.slice(1)}Image`
  return `${name}/${encodeURIComponent(id)}`
}

/** Image types shown (the server sniffs and sends only these too). */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']

/** Largest image shown, in bytes (1 MiB): wallet and token logos are a few KB. */
export const MAX_IMAGE_BYTES = 1024 * 1024

/** What {@link createImageCache} returns. */
export interface ImageCache {
  /**
   * An object URL of the image at `path`, loading it on the first call; each call must be matched
   * by one {@link release}. Rejects (and forgets the failure, so a later call tries again) when the
   * load fails, the type is not one of {@link IMAGE_TYPES} or it is over {@link MAX_IMAGE_BYTES}.
   */
  acquire(path: string): Promise<string>
  /** One user of `path` is done; after the last, its object URL is revoked. */
  release(path: string): void
  /** Images currently held (for tests). */
  size(): number
}

/** Makes and revokes object URLs (the browser's `URL` by default; tests pass a recorder). */
export interface ObjectUrls {
  create(blob: Blob): string
  revoke(url: string): void
}

const browserUrls: ObjectUrls = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
}

/** A reference-counted cache of images loaded by `load` (the project client's `getBlob`). */
export function createImageCache(load: (path: string) => Promise<Blob>, urls: ObjectUrls = browserUrls): ImageCache {
  const entries = new Map<string, { users: number; url: Promise<string> }>()
  return {
    acquire(path) {
      let entry = entries.get(path)
      if (!entry) {
        const url = load(path).then((blob) => {
          if (!IMAGE_TYPES.includes(blob.type.split(';')[0]!.trim().toLowerCase()))
            throw new Error(`Unsupported image type: ${blob.type || 'none'}`)
          if (blob.size > MAX_IMAGE_BYTES) throw new Error('Image too large')
          return urls.create(blob)
        })
        const created = { users: 0, url }
        entry = created
        entries.set(path, created)
        url.catch(() => entries.get(path) === created && entries.delete(path))
      }
      entry.users++
      return entry.url
    },
    release(path) {
      const entry = entries.get(path)
      if (!entry || --entry.users > 0) return
      entries.delete(path)
      entry.url.then(urls.revoke, () => undefined)
    },
    size: () => entries.size,
  }
}
