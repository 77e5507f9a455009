/**
 * The swaps feature's public face (spec section 2: Swap): the Swap view, its own chunk
 * (form, preview, the 1inch-compatible source), so the entry carries only this registration. It
 * exists when the host set `swaps` (Account's Swap button, `open({ view: 'Swap' })`).
 */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** The Swap view's registration by its spec name (spec section 2), enabled by the `swaps` option. */
export const swapsViews: ViewRegistry = {
  Swap: {
    get title() {
      return messages.swapTitle
    },
    component: lazy(() => import('./SwapView.js')),
    enabled: (options) => options.swaps !== undefined,
    feature: 'swaps',
  },
}
