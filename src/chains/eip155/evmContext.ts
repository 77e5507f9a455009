import type { Config, Connector } from '@wagmi/core'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import type { NetworkConfig } from '../../core/options.js'
import type { ModalStore } from '../../core/store.js'

/** What the adapter's parts share: wagmi's config, the instance store, and how to reach a network or a connector. */
export interface EvmContext {
  config: Config
  store: ModalStore
  embedded: EmbeddedWalletHost
  /** A configured network, or NetworkNotFoundError 'Network not found'. */
  networkOf(caipNetworkId: string): NetworkConfig
  /** The wagmi connector of a connector id, made on first use. */
  connectorFor(connectorId: string): Promise<Connector>
  /** True while `disconnect()` takes every wallet down: wagmi's interim connections are not news. */
  disconnectingAll: boolean
}
