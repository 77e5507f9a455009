import type { ChainAdapter, ChainAdapters } from '../core/chainAdapter.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_ID } from '../core/constants.js'
import type { EmbeddedWalletHost } from '../core/embedded/signerTypes.js'
import {
  configuredNamespaces,
  EMBEDDED_WALLET_NAMESPACES,
  WALLET_CONNECT_NAMESPACES,
  type ChainNamespace,
} from '../core/namespaces.js'
import type { KeyValueBackend } from '../core/storage.js'
import type { ConnectorInfo, ModalStore } from '../core/store.js'
import { createEvmDiscovery } from '../chains/eip155/discovery.js'
import type { SolanaDiscovery } from '../chains/solana/discovery.js'
import type { BitcoinDiscovery } from '../chains/bip122/discovery.js'

/** localStorage for libraries that keep their own state (wagmi), failing soft. */
const localBackend: KeyValueBackend = {
  getItem: (k) => {
    try {
      return localStorage.getItem(k)
    } catch {
      return null
    }
  },
  setItem: (k, v) => {
    try {
      localStorage.setItem(k, v)
    } catch {
      /* storage blocked: keep going in memory */
    }
  },
  removeItem: (k) => {
    try {
      localStorage.removeItem(k)
    } catch {
      /* ignore */
    }
  },
}

/**
 * Per-instance chain adapters and wallet discovery. EVM discovery (EIP-6963) is tiny and runs at
 * once; wagmi/viem, everything Solana and everything Bitcoin load as their own chunks, Solana and
 * Bitcoin only for hosts that configure a network of theirs.
 */
export function createAdapterRegistry(store: ModalStore, embedded: EmbeddedWalletHost): ChainAdapters {
  const evmDiscovery = createEvmDiscovery()
  const discoveries: { solana?: Promise<SolanaDiscovery>; bip122?: Promise<BitcoinDiscovery> } = {}
  const lists: Record<ChainNamespace, ConnectorInfo[]> = { eip155: evmDiscovery.connectors(), solana: [], bip122: [] }
  /** One row per namespace of `namespaces` the networks configure, when the option `on` is set; the Connect view merges them into one. */
  const rowsPerNamespace = (
    on: unknown,
    namespaces: readonly ChainNamespace[],
    row: Omit<ConnectorInfo, 'chain'>,
  ): ConnectorInfo[] =>
    on ? configuredNamespaces(store.getState().options.networks, namespaces).map((chain) => ({ ...row, chain })) : []
  const publish = () => {
    const { walletConnect, embeddedWallet } = store.getState().options
    store.setState({
      connectors: [
        // WalletConnect when the host configured it (spec section 1: first in connector order), a MULTI_CHAIN row.
        ...rowsPerNamespace(walletConnect, WALLET_CONNECT_NAMESPACES, {
          id: WALLET_CONNECT_ID,
          name: 'WalletConnect',
          type: 'WALLET_CONNECT',
        }),
        ...Object.values(lists).flat(),
        // The embedded wallet (spec section 3: Connector type AUTH, chains eip155 and solana) when configured;
        // the Connect view shows it as the email field, after the wallets (spec section 1).
        ...rowsPerNamespace(embeddedWallet, EMBEDDED_WALLET_NAMESPACES, {
          id: AUTH_CONNECTOR_ID,
          name: 'Email',
          type: 'AUTH',
        }),
      ],
    })
  }
  const unsubscribers = [
    evmDiscovery.subscribe((c) => {
      lists.eip155 = c
      publish()
    }),
  ]
  publish()

  const adapters = new Map<ChainNamespace, Promise<ChainAdapter>>()
  /** Lists a lazily loaded namespace's wallets, now and as they change. */
  const watch = <
    D extends { connectors(): ConnectorInfo[]; subscribe(listener: (c: ConnectorInfo[]) => void): () => void },
  >(
    ns: ChainNamespace,
    discovery: D,
  ): D => {
    lists[ns] = discovery.connectors()
    publish()
    unsubscribers.push(
      discovery.subscribe((c) => {
        lists[ns] = c
        publish()
      }),
    )
    return discovery
  }
  // Solana's, and Bitcoin's (sats-connect, Wallet Standard, Leather, Unisat), each in its own chunk.
  const loadSolanaDiscovery = () =>
    (discoveries.solana ??= import('../chains/solana/discovery.js').then((m) =>
      watch('solana', m.createSolanaDiscovery()),
    ))
  const loadBitcoinDiscovery = () =>
    (discoveries.bip122 ??= import('../chains/bip122/discovery.js').then((m) =>
      watch('bip122', m.createBitcoinDiscovery()),
    ))

  // The namespaces whose wallet discovery is a chunk of its own (EVM's runs at once).
  const discoveryLoaders: Partial<Record<ChainNamespace, () => Promise<unknown>>> = {
    solana: loadSolanaDiscovery,
    bip122: loadBitcoinDiscovery,
  }
  // Each namespace's adapter chunk (core/namespaces.ts lists the namespaces; chains/ holds the code).
  const loaders: Record<ChainNamespace, () => Promise<ChainAdapter>> = {
    eip155: async () => {
      const { createEvmAdapter } = await import('../chains/eip155/adapter.js')
      return createEvmAdapter({ store, discovery: evmDiscovery, backend: localBackend, embedded })
    },
    solana: async () => {
      const [{ createSolanaAdapter }, discovery] = await Promise.all([
        import('../chains/solana/adapter.js'),
        loadSolanaDiscovery(),
      ])
      return createSolanaAdapter({ store, discovery, embedded })
    },
    bip122: async () => {
      const [m, discovery] = await Promise.all([import('../chains/bip122/adapter.js'), loadBitcoinDiscovery()])
      return m.createBitcoinAdapter({ store, discovery })
    },
  }

  return {
    load(namespace) {
      let adapter = adapters.get(namespace)
      if (!adapter) {
        adapter = loaders[namespace]()
        adapters.set(namespace, adapter)
        adapter.catch(() => adapters.delete(namespace))
      }
      return adapter
    },
    loaded: (namespace) => adapters.get(namespace),
    discover(namespaces) {
      publish()
      for (const ns of namespaces) void discoveryLoaders[ns]?.()
    },
    destroy() {
      for (const off of unsubscribers) off()
      evmDiscovery.destroy()
      for (const adapter of adapters.values())
        void adapter.then(
          (a) => a.destroy(),
          () => undefined,
        )
    },
  }
}
