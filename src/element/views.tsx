import { lazy, type ComponentType } from 'react'
import type { ViewName } from '../core/router.js'
import { messages } from '../core/messages.js'
import { ConnectView } from '../features/connect/ConnectView.js'
import { ConnectingExternalView } from '../features/connect/ConnectingExternalView.js'
import { NetworksView } from '../features/networks/NetworksView.js'
import { SwitchNetworkView } from '../features/networks/SwitchNetworkView.js'
import { SwitchActiveChainView } from '../features/networks/SwitchActiveChainView.js'
import { UnsupportedChainView } from '../features/networks/UnsupportedChainView.js'
import { SiwxSignMessageView } from '../features/siwx/SiwxSignMessageView.js'

/** A view registered with the router by its spec name (spec section 2). */
export interface ViewDefinition {
  title: string
  component: ComponentType<never>
  /** Home views have no back arrow when they are the only entry. */
  home?: boolean
}

// Account pulls in react-query and the adapter's balance reads: its own chunk.
const AccountView = lazy(() => import('../features/account/AccountView.js'))
// Rarely used: their own chunks.
const WalletSendView = lazy(() => import('../features/send/WalletSendView.js'))
const AllWalletsView = lazy(() => import('../features/wallets/AllWalletsView.js'))
const ConnectingWalletConnectView = lazy(() =>
  import('../features/walletconnect/ConnectingWalletConnectView.js').then((m) => ({ default: m.ConnectingWalletConnectView })),
)

export const views: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: { title: messages.connectTitle, component: ConnectView, home: true },
  ConnectingExternal: { title: messages.connectTitle, component: ConnectingExternalView as ComponentType<never> },
  Networks: { title: messages.networksTitle, component: NetworksView },
  SwitchNetwork: { title: messages.switchNetworkTitle, component: SwitchNetworkView as ComponentType<never> },
  SwitchActiveChain: { title: messages.switchActiveChainTitle, component: SwitchActiveChainView as ComponentType<never> },
  UnsupportedChain: { title: messages.unsupportedTitle, component: UnsupportedChainView, home: true },
  SIWXSignMessage: { title: messages.siwxTitle, component: SiwxSignMessageView, home: true },
  AllWallets: { title: messages.allWallets, component: AllWalletsView as ComponentType<never> },
  ConnectWallets: { title: messages.allWallets, component: AllWalletsView as ComponentType<never> },
  ConnectingWalletConnect: { title: 'WalletConnect', component: ConnectingWalletConnectView as ComponentType<never> },
  WalletSend: { title: messages.sendTitle, component: WalletSendView as ComponentType<never> },
  Account: { title: messages.accountTitle, component: AccountView as ComponentType<never>, home: true },
}
