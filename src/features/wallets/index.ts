/** The wallets feature's public face: AllWallets and GetWallet (lazy), and the catalogue wallet shape. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export type { Wallet } from './types.js'

const AllWalletsView = lazy(() => import('./AllWalletsView.js'))

/** The catalogue's wallets connect through WalletConnect: without it the list is off (as the Connect view's row). */
const withWalletConnect = (options: { walletConnect?: unknown }) => !!options.walletConnect

export const walletsViews: ViewRegistry = {
  AllWallets: {
    get title() {
      return messages.allWallets
    },
    component: AllWalletsView,
    enabled: withWalletConnect,
  },
  ConnectWallets: {
    get title() {
      return messages.allWallets
    },
    component: AllWalletsView,
    enabled: withWalletConnect,
  },
  // Connect's action when no wallet is installed (popular wallets, each with a link to its site).
  GetWallet: {
    get title() {
      return messages.getWallet
    },
    component: lazy(() => import('./GetWalletView.js')),
    internal: true,
  },
}
