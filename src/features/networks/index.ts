/** The networks feature's public face: its views (spec section 2), each its own chunk, and the UnsupportedChain rule. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export { watchUnsupportedChain } from './watchUnsupportedChain.js'

export const networksViews: ViewRegistry = {
  Networks: { title: messages.networksTitle, component: lazy(() => import('./NetworksView.js')) },
  SwitchNetwork: { title: messages.switchNetworkTitle, component: lazy(() => import('./SwitchNetworkView.js')), internal: true },
  SwitchActiveChain: { title: messages.switchActiveChainTitle, component: lazy(() => import('./SwitchActiveChainView.js')), internal: true },
  // Shown by the modal itself while the wallet is on a network the host did not configure.
  UnsupportedChain: { title: messages.unsupportedTitle, component: lazy(() => import('./UnsupportedChainView.js')), home: true, internal: true },
}
