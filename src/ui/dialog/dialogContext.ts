import { createContext, useContext } from 'react'

/** The ids a dialog's title and description parts use, wired by `useId` (see Dialog.tsx). */
export interface DialogParts {
  titleId: string
  descriptionId: string
  /** A description part says it is rendered, so the dialog points `aria-describedby` at it. */
  setDescribed(described: boolean): void
}

export const DialogContext = createContext<DialogParts | null>(null)

/** The enclosing dialog's parts, or null outside a dialog. */
export const useDialogParts = () => useContext(DialogContext)
