/** The send feature's public face: WalletSend (spec section 2), its own chunk. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const sendViews: ViewRegistry = {
  WalletSend: { title: messages.sendTitle, component: lazy(() => import('./WalletSendView.js')) },
}
