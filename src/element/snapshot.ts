import { activeAccount, activeCaipNetworkId, type ModalState } from '../core/store.js'
import type { WalletModalState } from './types.js'

/** The public snapshot returned by `getState()` and passed to `subscribeState` listeners (see types.ts). */
export function publicSnapshot(state: ModalState): WalletModalState {
  const account = activeAccount(state)
  const top = state.router.history[state.router.history.length - 1]
  return {
    open: state.router.open,
    view: state.router.open ? top?.view ?? null : null,
    status: account.status,
    caipAddress: account.caipAddress,
    address: account.address,
    caipNetworkId: activeCaipNetworkId(state),
    activeNamespace: state.activeNamespace,
  }
}
