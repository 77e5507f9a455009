/** The receive feature's public face: WalletReceive (Receive), its own chunk. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** WalletReceive, openable by name (`open({ view: 'WalletReceive' })`); without a connected account it says to connect one. */
export const receiveViews: ViewRegistry = {
  WalletReceive: {
    get title() {
      return messages.receiveTitle
    },
    component: lazy(() => import('./WalletReceiveView.js')),
  },
}
