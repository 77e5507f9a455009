import { useLayoutEffect, useState } from 'react'

let locks = 0
let unlock: (() => void) | undefined

/**
 * Whether a touch drag along `path` (an event's composed path, through the shadow root) may scroll:
 * only when it starts inside an element that scrolls vertically and has more content than room
 * (that element's `overscroll-behavior: contain` keeps it from chaining to the page).
 */
export function touchMayScroll(path: readonly EventTarget[]): boolean {
  for (const target of path) {
    if (
      !(target instanceof Element) ||
      target === target.ownerDocument.documentElement ||
      target === target.ownerDocument.body
    )
      continue
    const { overflowY } = getComputedStyle(target)
    if ((overflowY === 'auto' || overflowY === 'scroll') && target.scrollHeight > target.clientHeight) return true
  }
  return false
}

/** Mobile browsers scroll the page under `overflow: hidden` on a touch drag: such drags are cancelled unless they scroll the modal's own content. */
const holdTouch = (event: TouchEvent) => {
  if (event.cancelable && !touchMayScroll(event.composedPath())) event.preventDefault()
}

/** The page's scrollbar width (px). Read while the dialog renders, before its DOM goes in, it costs no layout. */
const scrollbarGap = (doc: Document) => (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth

/**
 * Stops the host page from scrolling under the modal: `overflow: hidden` on the root element, the
 * scrollbar's width (`gap`, px; default: read now) added to the body's right padding so nothing
 * shifts, and touch drags that would scroll the page cancelled (phones ignore `overflow: hidden`
 * for them). Counted, so two open modals on a page release it only when both have closed. Returns
 * the release (idempotent).
 */
export function lockScroll(doc: Document = document, gap: number = scrollbarGap(doc)): () => void {
  if (locks++ === 0) {
    const root = doc.documentElement
    const body = doc.body
    const before = { overflow: root.style.overflow, paddingRight: body.style.paddingRight }
    if (gap > 0) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${gap}px)`
    root.style.overflow = 'hidden'
    doc.addEventListener('touchmove', holdTouch, { passive: false })
    unlock = () => {
      doc.removeEventListener('touchmove', holdTouch)
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

/**
 * While mounted and `enabled` (default true), the host page does not scroll (see {@link lockScroll}).
 * The scrollbar is measured during the first render, before the dialog's DOM goes in: read after,
 * it would force a layout of the new dialog, and locking would force another.
 */
export function useScrollLock(enabled = true): void {
  const [gap] = useState(() => scrollbarGap(document))
  useLayoutEffect(() => (enabled ? lockScroll(document, gap) : undefined), [gap, enabled])
}
