import type { CaipNetworkId } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import { NetworkNotFoundError, type UserRejectedError } from '../core/specificErrors.js'
import { openModal } from '../core/navigation.js'
import { activeAccount, findNetwork, namespaceOf } from '../core/store.js'
import { clearFlowError, setFlowError } from '../core/storeUpdates.js'
import { activateNetwork } from './activateNetwork.js'
import { getAdapter } from './getAdapter.js'

export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId }
export type SwitchNetworkReturnType = void
export type SwitchNetworkErrorType = NetworkNotFoundError | UserRejectedError | WalletModalError

/**
 * Switches to a configured network (spec section 4). Disconnected: selects it (remembered for the
 * next visit). Same namespace: asks the wallet (EVM wallet_switchEthereumChain, then
 * wallet_addEthereumChain on 4902). Another namespace with a connected account: makes that account
 * active. Another namespace without one: opens SwitchActiveChain to connect one. A failure is also
 * kept in `errors.switchNetwork` ('Switch declined in the wallet' for a rejection).
 * @throws NetworkNotFoundError 'Network not found' for an unconfigured id; the wallet's error.
 */
export async function switchNetwork(
  context: ModalContext,
  { caipNetworkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { store } = context
  clearFlowError(store, 'switchNetwork')
  try {
    const state = store.getState()
    const network = findNetwork(state, caipNetworkId)
    if (!network) throw new NetworkNotFoundError()
    const ns = namespaceOf(caipNetworkId)!
    if (activeAccount(state).status !== 'connected') {
      store.setState({ activeNamespace: ns, network: { ...state.network, caipNetwork: network } })
      context.persistence.set('network', caipNetworkId)
      return
    }
    if (ns !== state.activeNamespace) {
      if (state.accounts[ns]?.status === 'connected') return await activateNetwork(context, { caipNetworkId })
      // No account there yet: SwitchActiveChain connects one (spec section 4).
      return openModal(store, 'SwitchActiveChain', { caipNetworkId })
    }
    await (await getAdapter(context, { chain: ns })).switchNetwork(caipNetworkId)
  } catch (error) {
    await setFlowError(store, 'switchNetwork', error)
    throw error
  }
}
