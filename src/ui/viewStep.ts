import { createContext, useContext, useLayoutEffect, useRef } from 'react'

/** An inner step of a view (Send's token picker): the header's title and what its back arrow does. */
export interface ViewStep {
  title: string
  onBack(): void
}

/** Set by the element's outlet: the step the header shows, or undefined for the view's own title and back. */
export const ViewStepContext = createContext<(step: ViewStep | undefined) => void>(() => undefined)

/**
 * While `step` is given, the dialog's header shows its title (the dialog's accessible name) and
 * its back arrow calls its `onBack` instead of leaving the view: a view's inner step reads as a
 * view of its own without leaving the view's state (the token picker).
 */
export function useViewStep(step: ViewStep | undefined): void {
  const setStep = useContext(ViewStepContext)
  const onBack = useRef(step?.onBack)
  onBack.current = step?.onBack
  const title = step?.title
  useLayoutEffect(() => {
    if (title === undefined) return
    setStep({ title, onBack: () => onBack.current?.() })
    return () => setStep(undefined)
  }, [setStep, title])
}
