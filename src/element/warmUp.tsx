import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalContext } from '../core/context.js'
import { ModalContextProvider, ShadowRootContext } from '../ui/context.js'
import { ModalOutlet } from './Root.js'

/**
 * Renders the open modal once as a rehearsal, out of sight, lays it out and unmounts it, all in one
 * task: run in the task after the element's idle mount, it leaves what the first `open()` needs
 * ready (React's paths for every part of the dialog and the Connect view's code compiled, the
 * stylesheet's rules and the font resolved, the wallet logos' chunks requested). It is the same
 * tree as a real open (ModalOutlet with `rehearsal`), so the first open costs what a second one
 * does (bench/script-tag.ts: first open ~13 -> ~8 ms median when open() comes right after the page
 * is ready, with the icons decoded ahead in loadIcon.ts). The rehearsal touches nothing outside its container: no scroll lock, inert page, focus
 * move or store change (Dialog's `rehearsal`); the container is invisible, inert and hidden from
 * assistive technology while it exists, which is only inside this task.
 */
export function warmUp(context: ModalContext, shadowRoot: ShadowRoot): void {
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
          <ShadowRootContext.Provider value={shadowRoot}>
            <ModalOutlet host={shadowRoot.host as HTMLElement} context={context} rehearsal />
          </ShadowRootContext.Provider>
        </ModalContextProvider.Provider>,
      ),
    )
    void container.getBoundingClientRect()
  } finally {
    root.unmount()
    container.remove()
  }
}
