import type { ModalContext } from '../core/context.js'
import { resolveOptions, type WalletModalOptions } from '../core/options.js'
import { sessionStore } from '../core/sessionStore.js'
import { createPersistence } from '../core/storage.js'
import { createModalStore } from '../core/store.js'
import { watchEmbeddedWalletLazily } from '../features/embedded/index.js'
import { watchProfileNamesLazily } from '../features/names/index.js'
import { watchUnsupportedChain } from '../features/networks/index.js'
import { watchProjectLazily } from '../features/platform/index.js'
import { watchSignIn } from '../features/siwx/index.js'
import { watchWalletConnectRequests } from '../features/walletconnect/index.js'
import { createAdapterRegistry } from './adapters.js'
import { createApi } from './api.js'
import { createEmbeddedWalletHost } from './embedded.js'
import { bridgeEvents } from './events.js'
import type { WalletModalApi } from './types.js'

export interface Controller {
  context: ModalContext
  api: WalletModalApi
  destroy(): void
}

/**
 * One `<wallet-modal>` instance, wired: its store, persistence and lazily loaded chain adapters
 * (the context every action runs against), the reactions each feature owns, the DOM-event bridge
 * and the JS API. Framework-free; React only renders the store.
 */
export function createController(host: HTMLElement, initial: WalletModalOptions = {}): Controller {
  const store = createModalStore(resolveOptions(initial))
  const embedded = createEmbeddedWalletHost(store, () => host.shadowRoot ?? host)
  const context: ModalContext = {
    store,
    persistence: createPersistence(store.getState().options.storageKey),
    adapters: createAdapterRegistry(store, embedded),
    embedded,
  }
  store.setState({ recentConnectorIds: sessionStore(() => context.persistence).recent() })
  // Reactions first, the event bridge last: it then reports the state they lead to.
  const unsubscribers = [
    watchUnsupportedChain(context),
    watchWalletConnectRequests(context),
    watchSignIn(context),
    watchEmbeddedWalletLazily(context),
    watchProfileNamesLazily(context),
    watchProjectLazily(context),
    bridgeEvents(store, host),
  ]
  const api = createApi(context)
  if (store.getState().options.networks.length > 0) api.setOptions({})
  return {
    context,
    api,
    destroy() {
      for (const unsubscribe of unsubscribers) unsubscribe()
      context.adapters.destroy()
      embedded.reset()
    },
  }
}
