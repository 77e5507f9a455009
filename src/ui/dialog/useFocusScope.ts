import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'
import { deepActiveElement, focusableIn, focusCompanions } from './focus.js'

/**
 * A focus scope over `container` (as Radix's FocusScope): on mount focus moves to its first
 * focusable element (skipping those marked `data-wm-skip-autofocus`, such as the header's icon
 * buttons) or the container itself; Tab and Shift+Tab wrap inside it (and its focus companions, see
 * focus.ts); when its content changes and
 * focus is no longer inside, focus comes back; on unmount focus returns to the element that had it
 * before, looking through open shadow roots. The element to return to is read during the first
 * render, before other parts (inert-others) can take focus away from it. While `enabled` is false
 * (default true) it does none of this.
 */
export function useFocusScope(container: RefObject<HTMLElement | null>, enabled = true): void {
  const [restoreTo] = useState(() => (typeof document === 'undefined' ? null : deepActiveElement()))

  useLayoutEffect(() => {
    if (!enabled) return
    const scope = container.current
    const first = scope && (focusableIn(scope).find((el) => !el.dataset.wmSkipAutofocus) ?? scope)
    first?.focus()
    return () => {
      if (restoreTo instanceof HTMLElement && restoreTo.isConnected) restoreTo.focus()
    }
  }, [container, restoreTo, enabled])

  useEffect(() => {
    if (!enabled) return
    const root = container.current?.getRootNode() as ShadowRoot | Document | undefined
    const onKey = (event: Event) => {
      const key = event as KeyboardEvent
      if (key.key !== 'Tab' || !container.current) return
      const items = [...focusableIn(container.current), ...(root ? focusCompanions(root) : [])]
      if (items.length === 0) return key.preventDefault()
      const index = items.indexOf(deepActiveElement() as HTMLElement)
      const next = key.shiftKey
        ? index <= 0
          ? items.length - 1
          : index - 1
        : index === items.length - 1
          ? 0
          : index + 1
      key.preventDefault()
      items[next]?.focus()
    }
    root?.addEventListener('keydown', onKey)
    return () => root?.removeEventListener('keydown', onKey)
  }, [container, enabled])

  // The content changed (a new view): keep focus inside (the old focused node may be gone).
  useEffect(() => {
    if (!enabled) return
    const scope = container.current
    const active = deepActiveElement()
    const root = scope?.getRootNode() as ParentNode | undefined
    if (scope && !scope.contains(active) && !(root && focusCompanions(root).includes(active as HTMLElement)))
      (focusableIn(scope)[0] ?? scope).focus()
  })
}
