/** The wallets feature's public face: AllWallets and GetWallet (lazy), and the catalogue wallet shape. */
import { lazy } from 'react'
import { titledView, type ViewRegistry } from '../../ui/viewRegistry.js'

export type { Wallet } from './types.js'

const AllWalletsView = lazy(() => import('./AllWalletsView.js'))

/** The catalogue's wallets connect through WalletConnect: without it the list is off (as the Connect view's row). */
const withWalletConnect = (options: { walletConnect?: unknown }) => !!options.walletConnect

export const walletsViews: ViewRegistry = {
  AllWallets: titledView('allWallets', { component: AllWalletsView, enabled: withWalletConnect }),
  ConnectWallets: titledView('allWallets', { component: AllWalletsView, enabled: withWalletConnect }),
  // Connect's action when no wallet is installed (popular wallets, each with a link to its site).
  GetWallet: titledView('getWallet', { component: lazy(() => import('./GetWalletView.js')), internal: true }),
}
