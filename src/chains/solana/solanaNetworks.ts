import type { Connection } from '@solana/web3.js'
import { parseCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { WalletModalError } from '../../core/errors.js'
import { networksMessages as messages } from '../../features/networks/messages.js'
import type { NetworkConfig } from '../../core/options.js'
import { NetworkNotFoundError } from '../../core/specificErrors.js'
import { findNetwork, namespaceOf, type ModalStore } from '../../core/store.js'
import { createSolanaConnection } from './connection.js'

/** The configured Solana networks as the adapter's parts use them, with one RPC connection per URL. */
export interface SolanaNetworks {
  /** The selected network if it is a Solana one, else the first configured Solana network. */
  target(): NetworkConfig
  /** The network of the connected account, else the target network. */
  account(): CaipNetworkId
  /** A configured network, or NetworkNotFoundError 'Network not found'. */
  of(caipNetworkId: string): NetworkConfig
  /** The @solana/web3.js connection to a network's RPC (one per URL). */
  connection(network: NetworkConfig): Connection
}

/** The configured Solana networks of the instance store, each network's RPC connection made on first use. */
export function solanaNetworks(store: ModalStore): SolanaNetworks {
  const connections = new Map<string, Connection>()
  const target = (): NetworkConfig => {
    const selected = store.getState().network.caipNetwork
    const network =
      selected && namespaceOf(selected.caipNetworkId) === 'solana'
        ? selected
        : store.getState().options.networks.find((n) => namespaceOf(n.caipNetworkId) === 'solana')
    if (!network) throw new WalletModalError(messages.networkNotSupported, { code: 'NO_NETWORK' })
    return network
  }
  return {
    target,
    account: () => {
      const current = store.getState().accounts.solana?.caipAddress
      return current ? (parseCaipAddress(current).caipNetworkId as CaipNetworkId) : target().caipNetworkId
    },
    of: (caipNetworkId) => {
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network) throw new NetworkNotFoundError()
      return network
    },
    connection: (network) => {
      let c = connections.get(network.rpcUrl)
      if (!c) connections.set(network.rpcUrl, (c = createSolanaConnection(network.rpcUrl)))
      return c
    },
  }
}
