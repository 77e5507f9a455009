/** How long the frame must have been visible before Approve unlocks, in ms (against clickjacking). */
export const APPROVE_UNLOCK_MS = 500

/**
 * Calls `onChange(true)` once `element` has been visible for {@link APPROVE_UNLOCK_MS}, and
 * `onChange(false)` as soon as it is not. Visible means, where the browser has
 * IntersectionObserver v2 (Chromium): `isVisible`, i.e. on screen, unoccluded, not faded or
 * transformed by the embedding page; elsewhere: fully on screen while the page is visible.
 * @returns the stop function
 */
export function watchVisibility(element: Element, onChange: (unlocked: boolean) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  const update = (now: boolean) => {
    if (now === visible) return
    visible = now
    clearTimeout(timer)
    if (now) timer = setTimeout(() => onChange(true), APPROVE_UNLOCK_MS)
    else onChange(false)
  }
  const options = { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean }
    if (!entry) return
    const tracked = 'isVisible' in entry && entry.isVisible !== undefined
    update(document.visibilityState === 'visible' && (tracked ? entry.isVisible === true : entry.intersectionRatio >= 0.99))
  }, options)
  observer.observe(element)
  const onHidden = () => {
    if (document.visibilityState !== 'visible') update(false)
  }
  document.addEventListener('visibilitychange', onHidden)
  return () => {
    clearTimeout(timer)
    observer.disconnect()
    document.removeEventListener('visibilitychange', onHidden)
  }
}
