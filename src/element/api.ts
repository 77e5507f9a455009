import { beginReconnect } from '../actions/beginReconnect.js'
import { setOptions } from '../actions/setOptions.js'
import type { ModalContext } from '../core/context.js'
import { WalletModalError } from '../core/errors.js'
import { firstPaintMessages as messages } from '../core/firstPaintMessages.js'
import { closeModal, openModal } from '../core/navigation.js'
import { sessionTokenOf } from '../core/siwxTokens.js'
import { activeAccount } from '../core/store.js'
import { isSignInPending, isSiwxBlocking } from '../features/siwx/index.js'
import { publicSnapshot } from './snapshot.js'
import type { WalletModalApi } from './types.js'
import { isFlagOn, openableViews, views } from './views.js'

/**
 * The JS API of one instance (element methods and `window.WalletModal`), each call one action. The
 * first `setOptions` that configures networks also restores the last visit (network, connections).
 * Actions that no first paint needs (disconnect, switchNetwork, restoring a stored connection)
 * load on their first call, as chunks of their own.
 * While the host requires sign-in and the connected account has none (spec section 2), `open()`
 * shows SIWXSignMessage whatever view it names, and `close()` leaves it open.
 */
export function createApi(context: ModalContext): WalletModalApi {
  const { store } = context
  let restored = false
  return {
    open(options) {
      const state = store.getState()
      const view = options?.view
      if (view !== undefined) {
        const valid = openableViews(state.options)
        const definition = views[view]
        // A view that would be there but for its feature flag says so.
        if (definition && definition.enabled?.(state.options) !== false && !isFlagOn(definition, state.options))
          throw new WalletModalError(messages.featureOff(view, definition.feature!), { code: 'INVALID_VIEW' })
        if (!valid.includes(view))
          throw new WalletModalError(messages.invalidView(String(view), valid), { code: 'INVALID_VIEW' })
      }
      openModal(store, isSignInPending(state) ? 'SIWXSignMessage' : view)
    },
    close() {
      if (!isSiwxBlocking(store.getState())) closeModal(store)
    },
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
    disconnect: async () => (await import('../actions/disconnect.js')).disconnect(context),
    getSiwxToken() {
      const { caipAddress } = activeAccount(store.getState())
      return caipAddress ? sessionTokenOf(context.persistence, caipAddress) : undefined
    },
    async getBalance() {
      const { caipAddress } = activeAccount(store.getState())
      return caipAddress ? (await import('../actions/getBalance.js')).getBalance(context, { caipAddress }) : undefined
    },
    switchNetwork: async (caipNetworkId) =>
      (await import('../actions/switchNetwork.js')).switchNetwork(context, { caipNetworkId }),
    async getProvider(namespace) {
      const account = store.getState().accounts[namespace]
      if (account?.status !== 'connected') return undefined
      return (await context.adapters.load(namespace)).getProvider()
    },
    setOptions(options) {
      const resolved = setOptions(context, options)
      if (!restored && resolved.networks.length > 0) {
        restored = true
        if (beginReconnect(context).length > 0)
          void import('../actions/reconnect.js').then(({ reconnect }) => reconnect(context))
      }
    },
  }
}
