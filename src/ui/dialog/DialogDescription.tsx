import { useLayoutEffect, type ReactNode } from 'react'
import { useDialogParts } from './dialogContext.js'

/**
 * The dialog's accessible description: while it is rendered, the dialog's `aria-describedby`
 * points at it (a view says what it asks of the user; views without one leave the attribute off).
 */
export function DialogDescription({ className, children }: { className?: string; children: ReactNode }) {
  const parts = useDialogParts()
  useLayoutEffect(() => {
    if (!parts) return
    parts.setDescribed(true)
    return () => parts.setDescribed(false)
  }, [parts])
  return (
    <p id={parts?.descriptionId} className={className}>
      {children}
    </p>
  )
}
