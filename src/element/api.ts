import { disconnect } from '../actions/disconnect.js'
import { reconnect } from '../actions/reconnect.js'
import { setOptions } from '../actions/setOptions.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import type { ModalContext } from '../core/context.js'
import { closeModal, openModal } from '../core/navigation.js'
import { sessionTokenOf } from '../core/siwxServerStorage.js'
import { activeAccount } from '../core/store.js'
import { publicSnapshot } from './snapshot.js'
import type { WalletModalApi } from './types.js'

/**
 * The JS API of one instance (element methods and `window.WalletModal`), each call one action. The
 * first `setOptions` that configures networks also restores the last visit (network, connections).
 */
export function createApi(context: ModalContext): WalletModalApi {
  const { store } = context
  let restored = false
  return {
    open: (options) => openModal(store, options?.view),
    close: () => closeModal(store),
    getState: () => publicSnapshot(store.getState()),
    subscribeState(listener) {
      let last = JSON.stringify(publicSnapshot(store.getState()))
      // The latest state, not the notified one: a nested update must not be followed by an older state.
      return store.subscribe(() => {
        const next = publicSnapshot(store.getState())
        const json = JSON.stringify(next)
        if (json === last) return
        last = json
        listener(next)
      })
    },
    disconnect: () => disconnect(context),
    getSiwxToken() {
      const { caipAddress } = activeAccount(store.getState())
      return caipAddress ? sessionTokenOf(context.persistence, caipAddress) : undefined
    },
    switchNetwork: (caipNetworkId) => switchNetwork(context, { caipNetworkId }),
    setOptions(options) {
      const resolved = setOptions(context, options)
      if (!restored && resolved.networks.length > 0) {
        restored = true
        void reconnect(context)
      }
    },
  }
}
