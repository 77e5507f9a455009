import type { WalletModalElement } from '../elementTypes.js'

type Scope = Document | ShadowRoot

/** `element` if it is a defined `<wallet-modal>` (upgraded: it has the JS API). */
function defined(element: Element | null): WalletModalElement | undefined {
  return element && typeof (element as Partial<WalletModalElement>).subscribeState === 'function'
    ? (element as WalletModalElement)
    : undefined
}

/**
 * The element a companion button names: the one whose id is its `modal` attribute, else the first
 * `<wallet-modal>`, looked up in the button's own tree (a host's shadow root) and then in the
 * document. Not upgraded yet: the element, so its definition can be awaited.
 */
function named(button: HTMLElement): Element | null {
  const id = button.getAttribute('modal')
  const scopes: Scope[] = [button.getRootNode() as Scope, button.ownerDocument]
  for (const scope of scopes) {
    const found = id ? scope.getElementById?.(id) : scope.querySelector?.('wallet-modal')
    if (found) return found
  }
  return null
}

/** The defined `<wallet-modal>` `button` drives (see {@link named}), or undefined. */
export function findModal(button: HTMLElement): WalletModalElement | undefined {
  return defined(named(button))
}

/**
 * Calls `onChange` with the modal `button` drives now, and again whenever that answer changes: the
 * modal is added, removed, renamed or upgraded later (a button may come before its modal, or be
 * defined first). Watches the document's tree while it runs.
 * @returns the function that stops watching.
 */
export function watchModal(button: HTMLElement, onChange: (modal: WalletModalElement | undefined) => void): () => void {
  let current = findModal(button)
  let stopped = false
  const check = () => {
    const next = findModal(button)
    if (stopped || next === current) return
    current = next
    onChange(next)
    awaitUpgrade()
  }
  // A named element that is not defined yet becomes the modal once its class is registered.
  const awaitUpgrade = () => {
    const element = named(button)
    if (element && !defined(element) && element.localName.includes('-'))
      void customElements.whenDefined(element.localName).then(() => queueMicrotask(check))
  }
  const observer = new MutationObserver(check)
  const options = { childList: true, subtree: true, attributes: true, attributeFilter: ['id'] }
  observer.observe(button.ownerDocument, options)
  const root = button.getRootNode()
  if (root !== button.ownerDocument && root instanceof ShadowRoot) observer.observe(root, options)
  onChange(current)
  awaitUpgrade()
  return () => {
    stopped = true
    observer.disconnect()
  }
}
