/** The wallets feature's public face: AllWallets (lazy) and the catalogue wallet shape. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export type { Wallet } from './types.js'

const AllWalletsView = lazy(() => import('./AllWalletsView.js'))

export const walletsViews: ViewRegistry = {
  AllWallets: { title: messages.allWallets, component: AllWalletsView },
  ConnectWallets: { title: messages.allWallets, component: AllWalletsView },
}
