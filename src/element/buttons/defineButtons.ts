/**
 * The companion buttons' definer, the only part of them in the entry (a few hundred bytes): each
 * tag gets a small element class that loads the real code (mountButton.tsx, a lazy chunk) when an
 * element first connects, then renders it. Works the same from the script tag, `wallet-modal/define`
 * and `defineWalletModalButtons()`.
 */
import type { WalletModalButtonElement } from '../elementTypes.js'
import type { ButtonKind, MountedButton } from './mountButton.js'

/** The tags and the button each one is. */
const TAGS: Record<string, ButtonKind> = { 'wallet-modal-button': 'account', 'wallet-modal-network-button': 'network' }

function lazyButtonClass(kind: ButtonKind) {
  return class extends HTMLElement implements WalletModalButtonElement {
    static observedAttributes = ['modal', 'theme-mode']
    #mounted: MountedButton | undefined

    connectedCallback() {
      import('./mountButton.js').then(
        ({ mountButton }) => {
          if (this.isConnected && !this.#mounted) this.#mounted = mountButton(this, kind)
        },
        (error: unknown) => console.error(`wallet-modal: could not load <${this.localName}>`, error),
      )
    }

    disconnectedCallback() {
      this.#mounted?.unmount()
      this.#mounted = undefined
    }

    attributeChangedCallback() {
      this.#mounted?.update()
    }

    get modalElement() {
      return this.#mounted?.modal()
    }
  }
}

/**
 * Defines `<wallet-modal-button>` and `<wallet-modal-network-button>` (each once; safe to call
 * again). Each drives the `<wallet-modal>` whose id is its `modal` attribute, else the first
 * `<wallet-modal>` in the document, through that element's public API (`getState`,
 * `subscribeState`, `getBalance`, `open({ view })`); it may come before the modal in the page.
 * Attributes: `modal` (an element id), `theme-mode` ('light' | 'dark', default the modal's).
 * Styled by the modal's `--wm-*` custom properties and `::part(button|avatar|label|balance|network-icon)`.
 */
export function defineWalletModalButtons(): void {
  for (const [tag, kind] of Object.entries(TAGS))
    if (!customElements.get(tag)) customElements.define(tag, lazyButtonClass(kind))
}
