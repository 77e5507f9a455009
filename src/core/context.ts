import type { ChainAdapters } from './chainAdapter.js'
import type { EmbeddedWalletHost } from './embedded/signerTypes.js'
import type { Persistence } from './storage.js'
import type { ModalStore } from './store.js'

/**
 * What every action runs against (wagmi's `config`): one `<wallet-modal>` instance's store, its
 * lazily loaded chain adapters and its persistence. The element creates it; views get it from
 * React context. `persistence` is replaced when `setOptions` changes the `storageKey`, so read it
 * at the time of use.
 */
export interface ModalContext {
  readonly store: ModalStore
  readonly adapters: ChainAdapters
  /** The embedded wallet (email login): its signer frame, created on first use. */
  readonly embedded: EmbeddedWalletHost
  persistence: Persistence
}
