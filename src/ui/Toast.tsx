import { useEffect, useState } from 'react'
import { VIEW_TRANSITION_MS } from '../core/constants.js'
import { showToast, type ModalState } from '../core/store.js'
import { useModalContext, useModalState } from './context.js'

/** How long error and success toasts stay, in ms; loading toasts stay until replaced. */
const TOAST_MS = 4000

type ToastState = NonNullable<ModalState['toast']>

/**
 * The modal's toast: errors are announced assertively (role=alert), loading and success politely.
 * Rendered inside the shadow root, never in the host page. It slides in, and out for the view
 * animation's 150 ms after it is cleared (hidden from assistive technology meanwhile); with
 * `prefers-reduced-motion: reduce` it simply goes.
 */
export function Toast() {
  const { store } = useModalContext()
  const toast = useModalState((s) => s.toast)
  const [leaving, setLeaving] = useState<ToastState>()
  const [previous, setPrevious] = useState(toast)
  // The toast just cleared stays for its way out (state adjusted while rendering, as React advises).
  if (previous !== toast) {
    setPrevious(toast)
    setLeaving(
      toast || typeof matchMedia === 'undefined' || matchMedia('(prefers-reduced-motion: reduce)').matches
        ? undefined
        : previous,
    )
  }
  useEffect(() => {
    if (!leaving) return
    const t = setTimeout(() => setLeaving(undefined), VIEW_TRANSITION_MS)
    return () => clearTimeout(t)
  }, [leaving])
  useEffect(() => {
    if (!toast || toast.variant === 'loading') return
    const id = toast.id
    const t = setTimeout(() => store.getState().toast?.id === id && showToast(store, undefined), TOAST_MS)
    return () => clearTimeout(t)
  }, [toast, store])
  const shown = toast ?? leaving
  return (
    <div className="wm-toast-region" aria-live="polite">
      {shown && (
        <div
          key={shown.id}
          className={`wm-toast wm-toast-${shown.variant}`}
          role={toast ? (shown.variant === 'error' ? 'alert' : 'status') : undefined}
          aria-hidden={toast ? undefined : true}
          data-leaving={toast ? undefined : ''}
          part="toast"
        >
          {shown.variant === 'loading' && <span className="wm-toast-spinner" aria-hidden="true" />}
          {shown.detail ? (
            <span className="wm-toast-text">
              <span className="wm-toast-title">{shown.message}</span>
              <span className="wm-toast-detail">{shown.detail}</span>
            </span>
          ) : (
            shown.message
          )}
        </div>
      )}
    </div>
  )
}
