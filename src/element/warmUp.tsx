import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalContext } from '../core/context.js'
import { ModalContextProvider } from '../ui/context.js'
import { DialogContext } from '../ui/dialog/dialogContext.js'
import { Header } from '../ui/Header.js'
import { views } from './views.js'

const noop = () => undefined

/**
 * Renders the Connect dialog once, out of sight, lays it out and unmounts it, all in one task: run
 * while the browser is idle, it leaves what the first `open()` needs ready (React's DOM paths and
 * the view's code compiled, the stylesheet's rules and the font resolved), which is most of a
 * first open's cost. Only render and layout: the dialog's effects (focus, inert, scroll lock) are
 * left out, so the host page sees nothing; the container is invisible, inert and hidden from
 * assistive technology while it exists.
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
            <div className="wm-dialog" role="dialog" aria-modal="true" tabIndex={-1}>
              <DialogContext.Provider value={{ titleId: 'wm-warm-up', descriptionId: 'wm-warm-up-description', setDescribed: noop }}>
                <Header title={views.Connect?.title ?? ''} showBack={false} showClose onBack={noop} onClose={noop} />
                <div className="wm-view" data-view="Connect">
                  <Connect />
                </div>
              </DialogContext.Provider>
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
