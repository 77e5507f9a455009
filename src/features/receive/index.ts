/** The receive feature's public face: WalletReceive (issue 19, Receive), its own chunk. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** WalletReceive, openable by name (`open({ view: 'WalletReceive' })`); without a connected account it says to connect one. */
export const receiveViews: ViewRegistry = {
  WalletReceive: { title: messages.receiveTitle, component: lazy(() => import('./WalletReceiveView.js')) },
}
