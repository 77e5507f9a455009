import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { deepActiveElement, focusableIn, inertOthers } from './focus.js'

export interface DialogProps {
  /** The custom element, whose siblings become inert while open. */
  host: HTMLElement
  title: string
  theme: 'light' | 'dark'
  /** False while a view must not be dismissed (e.g. required sign-in): Escape and backdrop do nothing. */
  dismissable: boolean
  onDismiss(): void
  header: (titleId: string) => ReactNode
  children: ReactNode
}

/**
 * The modal: a focus scope (focus moves in on open, Tab is trapped, focus returns on close), a
 * dismissable layer (Escape, backdrop click), the rest of the page inert, and `role="dialog"`
 * with `aria-modal` labelled by its title — the parts Radix Dialog and React Aria compose.
 */
export function Dialog({ host, title, theme, dismissable, onDismiss, header, children }: DialogProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const dismissRef = useRef({ dismissable, onDismiss })
  dismissRef.current = { dismissable, onDismiss }

  useLayoutEffect(() => {
    const restoreTo = deepActiveElement()
    const undoInert = inertOthers(host)
    const dialog = dialogRef.current
    const first = dialog && (focusableIn(dialog).find((el) => !el.dataset.wmSkipAutofocus) ?? dialog)
    first?.focus()
    return () => {
      undoInert()
      if (restoreTo instanceof HTMLElement && restoreTo.isConnected) restoreTo.focus()
    }
  }, [host])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        if (dismissRef.current.dismissable) dismissRef.current.onDismiss()
        return
      }
      if (event.key !== 'Tab' || !dialogRef.current) return
      const items = focusableIn(dialogRef.current)
      if (items.length === 0) return event.preventDefault()
      const active = deepActiveElement()
      const index = items.indexOf(active as HTMLElement)
      const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1
      event.preventDefault()
      items[next]?.focus()
    }
    const root = dialogRef.current?.getRootNode() as ShadowRoot | Document | undefined
    root?.addEventListener('keydown', onKey as EventListener)
    return () => root?.removeEventListener('keydown', onKey as EventListener)
  }, [])

  // The view changed: keep focus inside the dialog (the old focused node may be gone).
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(deepActiveElement())) (focusableIn(dialog)[0] ?? dialog).focus()
  })

  return (
    <div
      className="wm-overlay"
      part="overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissRef.current.dismissable) onDismiss()
      }}
    >
      <div
        ref={dialogRef}
        className="wm-dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-theme={theme}
        data-title={title}
      >
        {header(titleId)}
        {children}
      </div>
    </div>
  )
}
