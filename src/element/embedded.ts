import type { EmbeddedWalletHost, SignerClient } from '../core/embedded/signerTypes.js'
import type { ModalStore } from '../core/store.js'

/**
 * One instance's embedded wallet host: the signer frame is created (in `container()`, the element's
 * shadow root) on first `load()`, from a chunk loaded then; a failed load leaves nothing behind, so
 * the next attempt starts fresh.
 */
export function createEmbeddedWalletHost(store: ModalStore, container: () => ParentNode): EmbeddedWalletHost {
  let loading: Promise<{ client: SignerClient; stop(): void }> | undefined
  let ready: SignerClient | undefined
  const listeners = new Set<(client: SignerClient) => void>()
  return {
    async load() {
      loading ??= import('./embeddedLoader.js').then(({ loadSignerClient }) => loadSignerClient(store, container()))
      loading.catch(() => (loading = undefined))
      const { client } = await loading
      if (ready !== client) {
        ready = client
        for (const listener of listeners) listener(client)
      }
      return client
    },
    current: () => ready,
    onClient: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    reset() {
      void loading?.then(
        ({ client, stop }) => (stop(), client.destroy()),
        () => undefined,
      )
      loading = ready = undefined
    },
  }
}
