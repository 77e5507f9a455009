import { useLayoutEffect } from 'react'

let locks = 0
let unlock: (() => void) | undefined

/**
 * Stops the host page from scrolling under the modal: `overflow: hidden` on the root element, and
 * the scrollbar's width added to the body's right padding so nothing shifts. Counted, so two open
 * modals on a page release it only when both have closed. Returns the release (idempotent).
 */
export function lockScroll(doc: Document = document): () => void {
  if (locks++ === 0) {
    const root = doc.documentElement
    const body = doc.body
    const before = { overflow: root.style.overflow, paddingRight: body.style.paddingRight }
    const gap = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth
    if (gap > 0) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${gap}px)`
    root.style.overflow = 'hidden'
    unlock = () => {
      root.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
    }
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--locks === 0) unlock?.()
  }
}

/** While mounted, the host page does not scroll (see {@link lockScroll}). */
export function useScrollLock(): void {
  useLayoutEffect(() => lockScroll(), [])
}
