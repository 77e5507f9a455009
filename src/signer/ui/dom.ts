/** Creates an element with attributes and children (text or elements); text is always set as text, never as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string | undefined>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  for (const child of children) if (child !== undefined) node.append(child)
  return node
}

/**
 * Focuses `target` now and again whenever this frame's window gains focus with nothing focused in
 * it: the frame is hidden (so nothing in it can take focus) while a screen is drawn, and the host
 * focuses the frame only once it placed it. Returns the undo.
 */
export function focusOnArrival(target: HTMLElement): () => void {
  target.focus()
  const onFocus = () => {
    if (!document.activeElement || document.activeElement === document.body) target.focus()
  }
  window.addEventListener('focus', onFocus)
  return () => window.removeEventListener('focus', onFocus)
}
