import { useEffect } from 'react'
import { showToast } from '../core/store.js'
import { useModalContext, useModalState } from './context.js'

/** How long error and success toasts stay, in ms; loading toasts stay until replaced. */
const TOAST_MS = 4000

/**
 * The modal's toast: errors are announced assertively (role=alert), loading and success politely.
 * Rendered inside the shadow root, never in the host page.
 */
export function Toast() {
  const { store } = useModalContext()
  const toast = useModalState((s) => s.toast)
  useEffect(() => {
    if (!toast || toast.variant === 'loading') return
    const id = toast.id
    const t = setTimeout(() => store.getState().toast?.id === id && showToast(store, undefined), TOAST_MS)
    return () => clearTimeout(t)
  }, [toast, store])
  return (
    <div className="wm-toast-region" aria-live="polite">
      {toast && (
        <div key={toast.id} className={`wm-toast wm-toast-${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'} part="toast">
          {toast.variant === 'loading' && <span className="wm-toast-spinner" aria-hidden="true" />}
          {toast.detail ? (
            <span className="wm-toast-text">
              <span className="wm-toast-title">{toast.message}</span>
              <span className="wm-toast-detail">{toast.detail}</span>
            </span>
          ) : (
            toast.message
          )}
        </div>
      )}
    </div>
  )
}
