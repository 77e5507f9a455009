import { useContext, useLayoutEffect } from 'react'
import { ShadowRootContext, useModalContext } from './context.js'
import { adoptStyles } from './styles.js'

const adopted = new WeakMap<ShadowRoot, Set<string>>()

/**
 * Adopts a view's own stylesheet (formStyles.ts, accountStyles.ts) into its modal's shadow root
 * before the view first paints, once per shadow root (it then stays for the element's life, like
 * the first paint's). A module of its own: only lazily loaded views use it.
 */
export function useStylesheet(css: string): void {
  const root = useContext(ShadowRootContext)
  const { store } = useModalContext()
  useLayoutEffect(() => {
    if (!root) return
    const sheets = adopted.get(root) ?? new Set<string>()
    adopted.set(root, sheets)
    if (sheets.has(css)) return
    sheets.add(css)
    adoptStyles(root, store.getState().options.nonce, css)
  }, [root, css, store])
}
