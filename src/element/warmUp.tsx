import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { ModalContext } from '../core/context.js'
import { ModalContextProvider, ShadowRootContext } from '../ui/context.js'
import { startedParts } from '../ui/lazyPart.js'
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
 *
 * Parts of Connect that are their own chunks (ui/lazyPart.ts: the email field and the social
 * buttons, drawn only when the host configures the embedded wallet) suspend in the rehearsal, whose
 * render starts their loads: the returned promise settles when those loads have, and the caller
 * rehearses once more so the first open finds them compiled and their sheets adopted too (measured
 * on the page with WalletConnect, email and socials, first open 11.5 -> 8.5 ms median against the
 * bare page's 8.0, and 71 -> 41 ms against 37 at CPU 4x, on a busy machine; bench/script-tag.ts).
 * Without such parts, nothing is loaded and it returns undefined.
 */
export function warmUp(context: ModalContext, shadowRoot: ShadowRoot): Promise<unknown> | undefined {
  const container = document.createElement('div')
  container.className = 'wm-warm-up'
  // Inert also keeps it from assistive technology (HTML: inert nodes are not exposed to accessibility APIs).
  container.inert = true
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
  return startedParts[0] && Promise.allSettled(startedParts.splice(0))
}
