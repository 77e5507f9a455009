/** The WalletConnect feature's public face: ConnectingWalletConnect (lazy) and the waiting toast. */
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export { watchWalletConnectRequests } from './watchWalletConnectRequests.js'

export const walletConnectViews: ViewRegistry = {
  ConnectingWalletConnect: {
    title: 'WalletConnect',
    component: lazy(() => import('./ConnectingWalletConnectView.js')),
    enabled: (options) => !!options.walletConnect,
  },
}
