/**
 * The swaps feature's public face (spec section 2: Swap; issue 19): the Swap view, its own chunk
 * (form, preview, the 1inch-compatible source), so the entry carries only this registration.
 * Account shows its button only when the host set `swaps`; `open({ view })` does not take it.
 */
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const swapsViews: ViewRegistry = {
  // Tiny on purpose (the entry had 45 B gzip left): the title is the spec's view name as a literal,
  // and the view is internal (reached from Account's Swap button, shown only with `swaps`; the
  // option is checked in the view's chunk), as an `enabled` check and a schema entry cost more.
  Swap: { title: 'Swap', component: lazy(() => import('./SwapView.js')), internal: true },
}
