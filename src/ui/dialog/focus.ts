const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Focusable elements inside `container`, in tab order (no positive tabindex is used here). */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * Elements outside the dialog that belong to it while shown (the embedded wallet's signer frame,
 * which sits over the dialog but cannot move into it without reloading): marked
 * `data-wm-focus-companion` and in the same root. Tab reaches them after the dialog's own items,
 * and focus inside them is focus inside the dialog.
 */
export function focusCompanions(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-wm-focus-companion]')].filter(
    (el) => !el.hasAttribute('tabindex') && el.getClientRects().length > 0,
  )
}

/** The element that really has focus, looking through open shadow roots. */
export function deepActiveElement(doc: Document = document): Element | null {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Makes every top-level branch of the page that does not hold `keep` inert (the rest of the
 * host page cannot be reached by Tab or pointer while the modal is open). Returns the undo.
 */
export function inertOthers(keep: Element): () => void {
  const changed: Element[] = []
  let node: Element | null = keep
  while (node?.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue
      sibling.setAttribute('inert', '')
      changed.push(sibling)
    }
    node = node.parentElement
    if (node === document.body) break
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'))
}
