import type { ModalContext } from '../../core/context.js'
import { closeModal, inHistory, openModal } from '../../core/navigation.js'
import { activeAccount, activeCaipNetworkId, findNetwork, isUnsupportedNetwork } from '../../core/store.js'

/**
 * The UnsupportedChain rule (spec section 2), a store subscriber: when the active network or
 * connection status changes, a wallet on a network the host did not configure opens
 * UnsupportedChain; back on a configured one, the modal it opened closes. A configured network the
 * user is on is remembered for the next visit.
 * @returns the unsubscribe function.
 */
export function watchUnsupportedChain(context: ModalContext): () => void {
  const { store } = context
  const read = () => ({
    caipNetworkId: activeCaipNetworkId(store.getState()),
    status: activeAccount(store.getState()).status,
  })
  let before = read()
  return store.subscribe(() => {
    const next = read()
    if (next.caipNetworkId === before.caipNetworkId && next.status === before.status) return
    before = next
    const state = store.getState()
    if (isUnsupportedNetwork(state)) openModal(store, 'UnsupportedChain')
    else if (inHistory(state.router, 'UnsupportedChain')) closeModal(store)
    if (next.caipNetworkId && findNetwork(store.getState(), next.caipNetworkId))
      context.persistence.set('network', next.caipNetworkId)
  })
}
