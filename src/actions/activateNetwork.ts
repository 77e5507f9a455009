import { parseCaipAddress, type CaipNetworkId } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import { NetworkNotFoundError, type UserRejectedError } from '../core/specificErrors.js'
import { sessionStore } from '../core/sessionStore.js'
import { findNetwork, namespaceOf } from '../core/store.js'
import { getAdapter } from './getAdapter.js'

export type ActivateNetworkParameters = { caipNetworkId: CaipNetworkId }
export type ActivateNetworkReturnType = void
export type ActivateNetworkErrorType = NetworkNotFoundError | UserRejectedError | WalletModalError

/**
 * Makes the connected account of the network's namespace the active one (spec section 2,
 * SwitchActiveChain), switching that wallet to the network first when it is elsewhere; no prompt
 * when it is already there. Remembered, so a reload restores the same active namespace.
 * @throws NetworkNotFoundError 'Network not found' when no account of that namespace is connected;
 *   the wallet's error when it refuses the switch.
 */
export async function activateNetwork(
  context: ModalContext,
  { caipNetworkId }: ActivateNetworkParameters,
): Promise<ActivateNetworkReturnType> {
  const { store } = context
  const ns = namespaceOf(caipNetworkId)
  if (!ns || store.getState().accounts[ns]?.status !== 'connected') throw new NetworkNotFoundError()
  const adapter = await getAdapter(context, { chain: ns })
  const account = store.getState().accounts[ns]
  const current = account?.caipAddress && parseCaipAddress(account.caipAddress).caipNetworkId
  if (current !== caipNetworkId) await adapter.switchNetwork(caipNetworkId)
  const network = findNetwork(store.getState(), caipNetworkId)
  store.setState((s) => ({
    activeNamespace: ns,
    network: { ...s.network, caipNetwork: network ?? s.network.caipNetwork },
  }))
  sessionStore(() => context.persistence).setActive(ns)
}
