import { useEffect, useState, type ReactNode } from 'react'
import type { ImageKind } from '../core/imageCache.js'
import { useModalContext, useModalState } from './context.js'

/**
 * An image from the project's image endpoints (spec section 7), fetched as a blob through
 * the project client (projectId, st, sv, clientId) and shown from an object URL, revoked when no
 * row shows it any more (core/imageCache.ts). `fallback` shows while it loads and for good when it
 * fails (404, network, a type other than png/jpeg/webp/svg). The slot's `data-image` says which:
 * 'loading', 'loaded', 'placeholder'. Needs the `project` option (else it always shows `fallback`).
 */
export function ProjectImage({
  kind,
  id,
  fallback,
  className = 'wm-logo wm-logo-lg',
}: {
  kind: ImageKind
  id: string
  fallback: ReactNode
  className?: string
}) {
  const context = useModalContext()
  const project = useModalState((s) => s.options.project)
  const [image, setImage] = useState<{ key: string; url?: string }>()
  const key = `${kind}/${id}`
  useEffect(() => {
    if (!project) return
    let shown = true
    let release: (() => void) | undefined
    // The cache and the HTTP client load with the first image, not with the view.
    void import('../core/projectImages.js').then(({ holdProjectImage }) => {
      const hold = shown ? holdProjectImage(context, kind, id) : undefined
      if (!hold) return
      release = hold.release
      hold.url.then(
        (url) => shown && setImage({ key, url }),
        () => shown && setImage({ key }),
      )
    })
    return () => {
      shown = false
      release?.()
    }
  }, [context, project, kind, id, key])
  const state = image?.key !== key ? 'loading' : image.url ? 'loaded' : 'placeholder'
  return (
    <span style={{ display: 'contents' }} data-image={state}>
      {state === 'loaded' ? <img className={className} src={image!.url} alt="" /> : fallback}
    </span>
  )
}
