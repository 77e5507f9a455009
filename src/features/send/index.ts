/** The send feature's public face: WalletSend (spec section 2), its own chunk. */
import { lazy } from 'react'
import { messages } from '../../core/messages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const sendViews: ViewRegistry = {
  WalletSend: { title: messages.sendTitle, component: lazy(() => import('./WalletSendView.js')) },
}
