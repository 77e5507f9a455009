/**
 * The instance's image cache over its project client (core/imageCache.ts, core/projectClient.ts):
 * a module of its own, which ui/ProjectImage.tsx imports on first use, so views that may show
 * project images (AllWallets, Account's tokens) carry neither the HTTP client nor the cache.
 */
import type { ModalContext } from './context.js'
import type { HttpClient } from './http.js'
import { createImageCache, imagePath, type ImageCache, type ImageKind } from './imageCache.js'
import { projectClientOf } from './projectClient.js'
import type { ModalStore } from './store.js'

const caches = new WeakMap<ModalStore, { client: HttpClient; cache: ImageCache }>()

/** The image cache of the instance's current project, or undefined without a `project` option. */
export function projectImagesOf(context: ModalContext): ImageCache | undefined {
  const client = projectClientOf(context)
  if (!client) return undefined
  let known = caches.get(context.store)
  if (known?.client !== client)
    caches.set(context.store, (known = { client, cache: createImageCache((path) => client.getBlob(path)) }))
  return known.cache
}

/**
 * One user's hold on the image `id` of `kind`: its object URL once loaded (rejecting when it
 * cannot be shown), and `release()` for when the user stops showing it. Undefined without a project.
 */
export function holdProjectImage(
  context: ModalContext,
  kind: ImageKind,
  id: string,
): { url: Promise<string>; release(): void } | undefined {
  const cache = projectImagesOf(context)
  if (!cache) return undefined
  const path = imagePath(kind, id)
  return { url: cache.acquire(path), release: () => cache.release(path) }
}
