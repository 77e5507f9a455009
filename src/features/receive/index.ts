/** The receive feature's public face: WalletReceive (Receive), its own chunk. */
import { lazy } from 'react'
import { titledView, type ViewRegistry } from '../../ui/viewRegistry.js'

/** WalletReceive, openable by name (`open({ view: 'WalletReceive' })`); without a connected account it says to connect one. */
export const receiveViews: ViewRegistry = {
  WalletReceive: titledView('receiveTitle', { component: lazy(() => import('./WalletReceiveView.js')) }),
}
