import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'

/**
 * A dismissable layer (as Radix's DismissableLayer): Escape anywhere in the layer's root (the
 * shadow root) and a press on the backdrop itself call `onDismiss`, unless `dismissable` is false
 * (e.g. a required sign-in). Escape never reaches the host page either way. While `enabled` is
 * false (default true) it listens to no key.
 * @returns the backdrop's onMouseDown handler.
 */
export function useDismissableLayer(
  layer: RefObject<HTMLElement | null>,
  { dismissable, onDismiss }: { dismissable: boolean; onDismiss(): void },
  enabled = true,
): (event: MouseEvent) => void {
  const latest = useRef({ dismissable, onDismiss })
  latest.current = { dismissable, onDismiss }

  useEffect(() => {
    if (!enabled) return
    const root = layer.current?.getRootNode() as ShadowRoot | Document | undefined
    const onKey = (event: Event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return
      event.stopPropagation()
      if (latest.current.dismissable) latest.current.onDismiss()
    }
    root?.addEventListener('keydown', onKey)
    return () => root?.removeEventListener('keydown', onKey)
  }, [layer, enabled])

  return (event) => {
    if (event.target === event.currentTarget && latest.current.dismissable) latest.current.onDismiss()
  }
}
