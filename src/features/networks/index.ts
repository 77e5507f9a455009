/** The networks feature's public face: its views (spec section 2), each its own chunk, and the UnsupportedChain rule. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export { watchUnsupportedChain } from './watchUnsupportedChain.js'

export const networksViews: ViewRegistry = {
  Networks: {
    get title() {
      return messages.networksTitle
    },
    component: lazy(() => import('./NetworksView.js')),
  },
  SwitchNetwork: {
    get title() {
      return messages.switchNetworkTitle
    },
    component: lazy(() => import('./SwitchNetworkView.js')),
    internal: true,
  },
  SwitchActiveChain: {
    get title() {
      return messages.switchActiveChainTitle
    },
    component: lazy(() => import('./SwitchActiveChainView.js')),
    internal: true,
  },
  // Shown by the modal itself while the wallet is on a network the host did not configure.
  UnsupportedChain: {
    get title() {
      return messages.unsupportedTitle
    },
    component: lazy(() => import('./UnsupportedChainView.js')),
    home: true,
    internal: true,
  },
}
