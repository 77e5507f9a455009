import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalContext } from '../core/context.js'
import { ModalContextProvider } from '../ui/context.js'
import { views } from './views.js'

/**
 * Renders the Connect view once, out of sight, lays it out and unmounts it, all in one task: run
 * in the task after the element's idle mount, it leaves what the first `open()` needs ready (React's
 * DOM paths and the view's code compiled, the stylesheet's rules and the font resolved, the wallet
 * logos loaded), which is most of a first open's cost (bench/script-tag.ts: first open 19 -> 12 ms
 * median when open() comes right after the page is ready). Only render and layout: the dialog's
 * effects (focus, inert, scroll lock) are left out, so the host page sees nothing; the container is
 * invisible, inert and hidden from assistive technology while it exists. The header is left out
 * (a few elements; its bytes would be in the entry).
 */
export function warmUp(context: ModalContext, shadowRoot: ShadowRoot): void {
  const Connect = views.Connect?.component as (() => React.ReactNode) | undefined
  if (!Connect) return
  const container = document.createElement('div')
  container.className = 'wm-warm-up'
  container.inert = true
  container.setAttribute('aria-hidden', 'true')
  shadowRoot.append(container)
  const root = createRoot(container)
  try {
    flushSync(() =>
      root.render(
        <ModalContextProvider.Provider value={context}>
          <div className="wm-root" data-theme={context.store.getState().options.themeMode}>
            <div className="wm-overlay">
            <div className="wm-dialog">
              <div className="wm-view" data-view="Connect">
                <Connect />
              </div>
            </div>
            </div>
          </div>
        </ModalContextProvider.Provider>,
      ),
    )
    void container.getBoundingClientRect()
  } finally {
    root.unmount()
    container.remove()
  }
}
