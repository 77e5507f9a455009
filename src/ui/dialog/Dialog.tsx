import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { DialogContext } from './dialogContext.js'
import { useDismissableLayer } from './useDismissableLayer.js'
import { useFocusScope } from './useFocusScope.js'
import { useInertOthers } from './useInertOthers.js'
import { useScrollLock } from './useScrollLock.js'

export interface DialogProps {
  /** The custom element, whose siblings become inert while open. */
  host: HTMLElement
  /** Kept as `data-title` for styling hooks and tests; the accessible name comes from DialogTitle. */
  title: string
  theme: 'light' | 'dark'
  /** False while a view must not be dismissed (e.g. required sign-in): Escape and backdrop do nothing. */
  dismissable: boolean
  onDismiss(): void
  /** Rendered first; holds the DialogTitle. */
  header: ReactNode
  children: ReactNode
  /**
   * A rehearsal (the element's warm-up, element/warmUp.tsx): renders the same parts but touches
   * nothing outside itself: no scroll lock, no inert page, no focus moved or restored, no key
   * listener. Default false.
   */
  rehearsal?: boolean
}

/**
 * The modal, composed of small parts as Radix Dialog and React Aria do it: the host page's scroll
 * lock and inert-others, a focus scope (moves in, wraps Tab, restores on close), a dismissable
 * layer (Escape, backdrop), and `role="dialog"` with `aria-modal`, labelled by DialogTitle and
 * described by DialogDescription through ids from `useId`. Everything renders in the element's own
 * shadow root.
 */
export function Dialog({
  host,
  title,
  theme,
  dismissable,
  onDismiss,
  header,
  children,
  rehearsal = false,
}: DialogProps) {
  const ids = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const [described, setDescribed] = useState(false)
  const parts = useMemo(() => ({ titleId: `${ids}-title`, descriptionId: `${ids}-description`, setDescribed }), [ids])
  const live = !rehearsal
  useScrollLock(live)
  useInertOthers(host, live)
  useFocusScope(dialogRef, live)
  const onBackdrop = useDismissableLayer(dialogRef, { dismissable, onDismiss }, live)

  return (
    <div className="wm-overlay" part="overlay" onMouseDown={onBackdrop}>
      <div
        ref={dialogRef}
        className="wm-dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={parts.titleId}
        aria-describedby={described ? parts.descriptionId : undefined}
        tabIndex={-1}
        data-theme={theme}
        data-title={title}
      >
        <DialogContext.Provider value={parts}>
          {header}
          {children}
        </DialogContext.Provider>
      </div>
    </div>
  )
}
