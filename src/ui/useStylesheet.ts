import { useContext, useLayoutEffect } from 'react'
import { ShadowRootContext, useModalContext } from './context.js'
import { adoptStyles } from './styles.js'

const adopted = new WeakMap<ShadowRoot, Set<string>>()

/**
 * Adopts a view's own stylesheets (formStyles.ts, accountStyles.ts), in order, into its modal's
 * shadow root before the view first paints, each once per shadow root (it then stays for the
 * element's life, like the first paint's). A caller passes the same number of sheets on every
 * render. A module of its own: only lazily loaded views use it.
 */
export function useStylesheet(...stylesheets: readonly string[]): void {
  const root = useContext(ShadowRootContext)
  const { store } = useModalContext()
  useLayoutEffect(() => {
    if (!root) return
    const sheets = adopted.get(root) ?? new Set<string>()
    adopted.set(root, sheets)
    for (const css of stylesheets) {
      if (sheets.has(css)) continue
      sheets.add(css)
      adoptStyles(root, store.getState().options.nonce, css)
    }
  }, [root, store, ...stylesheets])
}
