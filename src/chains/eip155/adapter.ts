import { createConfig, createStorage, getConnection, type Config } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { evmChainIdOf, type CaipNetworkId } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { WalletModalError } from '../../core/errors.js'
import type { HistorySource } from '../../core/history.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'
import { NetworkNotFoundError, NoActiveAddressError } from '../../core/specificErrors.js'
import type { KeyValueBackend } from '../../core/storage.js'
import { findNetwork, type ModalStore } from '../../core/store.js'
import { tokenListFor } from '../../core/tokens.js'
import { rpcTransport, toViemChain } from './chains.js'
import { connectionMethods, switchNetwork } from './connectionMethods.js'
import type { EvmDiscovery } from './discovery.js'
import type { EvmContext } from './evmContext.js'
import { isEvmAddress } from './isEvmAddress.js'
import { readMethods } from './readMethods.js'
import { sponsoredSendMethods } from './sponsoredSend.js'
import { transactionMethods } from './transactionMethods.js'
import { connectors } from './wagmiConnectors.js'
import { watchAccount, watchConnections } from './watchAccount.js'

export interface EvmAdapterParameters {
  store: ModalStore
  discovery: EvmDiscovery
  /** Where wagmi keeps its own state, under `${storageKey}.wagmi`. */
  backend: KeyValueBackend
  /** The embedded wallet (connector 'auth'). */
  embedded: EmbeddedWalletHost
}

/**
 * The EVM (eip155) adapter over wagmi's framework-free actions. Loaded as its own chunk, after
 * the Connect view has painted. Connectors are made on demand from discovery, so their ids are
 * the EIP-6963 rdns (or 'injected' for `window.ethereum`).
 */
export function createEvmAdapter({ store, discovery, backend, embedded }: EvmAdapterParameters): ChainAdapter {
  const networks = store.getState().options.networks.filter((n) => n.caipNetworkId.startsWith('eip155:'))
  if (networks.length === 0) throw new WalletModalError('No EVM network configured', { code: 'NO_NETWORK' })
  const config = createWagmiConfig(networks, store, backend)
  const context: EvmContext = {
    config,
    store,
    embedded,
    networkOf: (caipNetworkId) => {
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network) throw new NetworkNotFoundError()
      return network
    },
    connectorFor: connectors(config, store, discovery, embedded, networks),
    disconnectingAll: false,
  }
  const unwatch = watchAccount(context)
  const unsubscribeConnections = watchConnections(config, store)
  const transactions = transactionMethods(context)

  return {
    namespace: 'eip155',
    ...connectionMethods(context),
    switchNetwork: (caipNetworkId) => switchNetwork(context, caipNetworkId),
    ...readMethods(context),
    ...transactions,
    ...sponsoredSendMethods(context, transactions.sendTransfer),
    // EIP-5792 batches: their code loads with the first one.
    supportsAtomicBatch: async () => (await import('./batchCalls.js')).supportsAtomicBatch(getConnection(config)),
    async sendCalls(calls) {
      const wallet = getConnection(config)
      if (!wallet.address) throw new NoActiveAddressError()
      return (await import('./batchCalls.js')).sendAtomicBatch(wallet, calls)
    },
    isAddress: isEvmAddress,
    async createSignInMessage(fields) {
      const { createEip4361Message } = await import('./signInMessage.js')
      return createEip4361Message(fields)
    },
    historySource: async (caipNetworkId) => historySource(context.networkOf(caipNetworkId), store),
    async getProvider() {
      return getConnection(config).connector?.getProvider()
    },
    destroy() {
      unwatch()
      unsubscribeConnections()
    },
  }
}

/** wagmi's config over the EVM networks configured, each on its RPC; wagmi's state kept under `${storageKey}.wagmi`. */
function createWagmiConfig(networks: NetworkConfig[], store: ModalStore, backend: KeyValueBackend): Config {
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]]
  const transports: Record<number, Transport> = {}
  for (const n of networks) transports[evmChainIdOf(n.caipNetworkId)] = rpcTransport(n)
  return createConfig({
    chains,
    transports,
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: backend, key: `${store.getState().options.storageKey}.wagmi` }),
  })
}

/** The history source `options.history` names for an EVM network; Otterscan on its RPC by default. */
async function historySource(network: NetworkConfig, store: ModalStore): Promise<HistorySource | undefined> {
  const { options } = store.getState()
  const caipNetworkId = network.caipNetworkId as CaipNetworkId
  const nativeCurrency = nativeCurrencyOf(network)
  const config = options.history[caipNetworkId] ?? { type: 'otterscan' }
  if (config.type === 'none') return undefined
  const { createEvmHistorySource } = await import('./history/evmHistory.js')
  return createEvmHistorySource({
    list: config.type === 'blockscout' ? { type: 'blockscout', url: config.url } : { type: 'otterscan' },
    rpcUrl: network.rpcUrl,
    caipNetworkId,
    nativeCurrency,
    tokens: tokenListFor(caipNetworkId, options.tokens),
  })
}
