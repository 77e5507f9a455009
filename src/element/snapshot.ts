import { topView } from '../core/navigation.js'
import { activeAccount, activeCaipNetworkId, findNetwork, type ModalState } from '../core/store.js'
import type { AccountState } from '../core/store.js'
import type { WalletModalAccount, WalletModalState } from './types.js'

function publicAccount(account: AccountState): WalletModalAccount {
  return {
    status: account.status,
    caipAddress: account.caipAddress,
    address: account.address,
    connectorId: account.connectorId,
    preferredAccountType: account.preferredAccountType,
    smartAccountDeployed: account.smartAccountDeployed,
    user: account.user,
    socialProvider: account.socialProvider,
    profileName: account.profileName,
    ...(account.allAccounts && { allAccounts: account.allAccounts }),
  }
}

/** The public snapshot returned by `getState()` and passed to `subscribeState` listeners (see types.ts). */
export function publicSnapshot(state: ModalState): WalletModalState {
  const account = activeAccount(state)
  const caipNetworkId = activeCaipNetworkId(state)
  return {
    open: state.router.open,
    view: state.router.open ? (topView(state.router) ?? null) : null,
    ...publicAccount(account),
    caipNetworkId,
    networkName: findNetwork(state, caipNetworkId)?.name,
    themeMode: state.options.themeMode,
    activeNamespace: state.activeNamespace,
    onramp: state.onramp,
    accounts: Object.fromEntries(
      Object.entries(state.accounts).flatMap(([ns, a]) => (a ? [[ns, publicAccount(a)]] : [])),
    ),
    features: state.options.features,
    ...(state.connections && { connections: state.connections }),
  }
}
