import type { WalletModalElement } from '../element/elementTypes.js'

/**
 * Which `<wallet-modal>` a hook drives: the element itself, a React ref to it, or nothing for the
 * first `<wallet-modal>` in the document (found again on each call, so it may appear later).
 */
export type WalletModalTarget = WalletModalElement | { readonly current: WalletModalElement | null } | null | undefined

/** The element `target` names, if it is in hand and defined (upgraded: it has the JS API). */
export function findElement(target: WalletModalTarget): WalletModalElement | undefined {
  const element =
    target == null
      ? typeof document === 'undefined'
        ? null
        : document.querySelector('wallet-modal')
      : 'current' in target
        ? target.current
        : target
  return element && typeof element.subscribeState === 'function' ? element : undefined
}

/**
 * Calls `onFound` once `target` resolves to a defined element: at once when it already does, else
 * when the document changes or a `<wallet-modal>` class is defined (the element is rendered or
 * upgraded after the hook subscribed). Server-side (no document) it never calls.
 * @returns the function that stops watching.
 */
export function whenElement(target: WalletModalTarget, onFound: (element: WalletModalElement) => void): () => void {
  const found = findElement(target)
  if (found) {
    onFound(found)
    return () => undefined
  }
  if (typeof document === 'undefined') return () => undefined
  let done = false
  const check = () => {
    if (done) return
    const element = findElement(target)
    if (!element) return
    stop()
    onFound(element)
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true })
  const tagName = target == null || 'current' in target ? 'wallet-modal' : target.localName
  void customElements.whenDefined(tagName).then(() => queueMicrotask(check))
  function stop() {
    done = true
    observer.disconnect()
  }
  return stop
}
