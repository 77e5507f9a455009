import type { ReactNode } from 'react'
import { useDialogParts } from './dialogContext.js'

/** The dialog's accessible name: a heading whose id the dialog's `aria-labelledby` points at. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useDialogParts()?.titleId} className={className}>
      {children}
    </h2>
  )
}
