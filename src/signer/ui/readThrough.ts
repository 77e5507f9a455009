/** How close to its end (in CSS px) a scrolled region counts as scrolled to the end (sub-pixel rounding of zoomed layouts). */
export const READ_END_TOLERANCE_PX = 2

/** What {@link atEnd} reads of a scrolling element. */
export interface ScrollExtent {
  readonly scrollTop: number
  readonly clientHeight: number
  readonly scrollHeight: number
}

/** Whether a region shows its last line: scrolled to its end, or short enough not to scroll at all. */
export function atEnd(region: ScrollExtent): boolean {
  return region.scrollHeight - region.clientHeight - region.scrollTop <= READ_END_TOLERANCE_PX
}

/** A watch over a scrolling region started by {@link watchReadThrough}. */
export interface ReadThrough {
  /**
   * Whether the user has had the region's end in view: true from the first time it was
   * {@link atEnd} while `counts` (the screen fully visible) and laid out, for good after that.
   */
  reached(counts: boolean): boolean
  stop(): void
}

/**
 * Watches a scrolling region (the Approve screen's request details) so that proceeding can wait
 * until its end has been in view: `onChange` runs whenever it scrolls or it or its content
 * changes size, so the caller asks {@link ReadThrough.reached} again. A region whose content fits
 * is reached as soon as it counts. Only the user scrolls it: the frame is cross-origin to the host.
 */
export function watchReadThrough(region: HTMLElement, onChange: () => void): ReadThrough {
  let reached = false
  const onScroll = () => onChange()
  region.addEventListener('scroll', onScroll, { passive: true })
  const resize = new ResizeObserver(() => onChange())
  resize.observe(region)
  for (const child of Array.from(region.children)) resize.observe(child)
  return {
    reached(counts) {
      if (!reached && counts && region.clientHeight > 0 && atEnd(region)) reached = true
      return reached
    },
    stop() {
      region.removeEventListener('scroll', onScroll)
      resize.disconnect()
    },
  }
}
