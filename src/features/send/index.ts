/** The send feature's public face: WalletSend (spec section 2), its own chunk. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const sendViews: ViewRegistry = {
  WalletSend: {
    get title() {
      return messages.sendTitle
    },
    component: lazy(() => import('./WalletSendView.js')),
  },
}
