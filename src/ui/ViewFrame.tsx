import { useLayoutEffect, useRef, type ReactNode } from 'react'

/**
 * The views' frame (motion): its height follows the view inside it, through a CSS
 * transition of the spec's view animation (150 ms; styles.ts `.wm-frame`, none under reduced
 * motion), so a taller or shorter view does not make the dialog jump. The new view itself paints at
 * once, in the frame of the click: only the height eases. The first height is set without a
 * transition (the dialog opens at its size).
 */
export function ViewFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const outer = frame.current
    const inner = content.current
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      outer.style.height = `${inner.offsetHeight}px`
    })
    observer.observe(inner)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={frame} className="wm-frame">
      <div ref={content}>{children}</div>
    </div>
  )
}
