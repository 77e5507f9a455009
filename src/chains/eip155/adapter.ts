import {
  connect as wagmiConnect,
  createConfig,
  createStorage,
  disconnect as wagmiDisconnect,
  getBalance as wagmiGetBalance,
  getConnection,
  injected,
  reconnect as wagmiReconnect,
  signMessage as wagmiSignMessage,
  readContracts,
  getEnsAddress,
  getEnsName,
  sendTransaction,
  getGasPrice as wagmiGetGasPrice,
  estimateGas,
  getClient,
  writeContract,
  switchChain,
  switchConnection as wagmiSwitchConnection,
  watchConnection,
  type Config,
  type Connector,
} from '@wagmi/core'
import { erc20Abi, getAddress, isAddress, type Address, type Chain, type Hex, type Transport } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import {
  evmCaipNetworkId,
  evmChainIdOf,
  formatCaipAddress,
  parseCaipAddress,
  type CaipNetworkId,
} from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_ID } from '../../core/constants.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { embeddedAccountFields } from '../../core/embedded/accountFields.js'
import { WalletModalError } from '../../core/errors.js'
import { embeddedErrorsMessages as messages } from '../../features/embedded/messages.js'
import { ConnectorNotFoundError, NetworkNotFoundError, NoActiveAddressError } from '../../core/specificErrors.js'
import type { HistorySource } from '../../core/history.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'
import type { KeyValueBackend } from '../../core/storage.js'
import { findNetwork, setAccount, showToast, type ModalStore } from '../../core/store.js'
import { setConnectedAccount, setLinkedAccount } from '../../core/storeUpdates.js'
import { evmConnections } from './connections.js'
import { tokenListFor } from '../../core/tokens.js'
import { rpcTransport, toViemChain } from './chains.js'
import { assertTransactionSucceeded } from './assertTransactionSucceeded.js'
import { LEGACY_INJECTED_ID, type EvmDiscovery } from './discovery.js'
import { guardProvider } from './guardProvider.js'
import { isEvmAddress } from './isEvmAddress.js'

/**
 * wagmi's `reconnect()` keeps one flag for the whole page and answers [] while any other config
 * reconnects: two instances restoring in the same tick would lose one connection. Calls take turns.
 */
let reconnectTurn: Promise<unknown> = Promise.resolve()
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = reconnectTurn.then(run, run)
  reconnectTurn = result.catch(() => undefined)
  return result
}

export interface EvmAdapterParameters {
  store: ModalStore
  discovery: EvmDiscovery
  /** Where wagmi keeps its own state, under `${storageKey}.wagmi`. */
  backend: KeyValueBackend
  /** The embedded wallet (connector 'auth'). */
  embedded: EmbeddedWalletHost
}

/** What the adapter's parts share: wagmi's config, the instance store, and how to reach a network or a connector. */
interface EvmContext {
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

  return {
    namespace: 'eip155',
    ...connectionMethods(context),
    switchNetwork: (caipNetworkId) => switchNetwork(context, caipNetworkId),
    ...readMethods(context),
    ...transactionMethods(context),
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

/**
 * The connector of an id, made on first use: a discovered wallet (EIP-6963 or `window.ethereum`,
 * its answers checked by guardProvider), WalletConnect, or the embedded wallet ('auth').
 * @throws ConnectorNotFoundError when the id is none of these, or its option is off.
 */
function connectors(
  config: Config,
  store: ModalStore,
  discovery: EvmDiscovery,
  embedded: EmbeddedWalletHost,
  networks: NetworkConfig[],
): (connectorId: string) => Promise<Connector> {
  const add = (connector: Connector) => {
    config._internal.connectors.setState((list) => [...list, connector])
    return connector
  }
  /** A wagmi injected connector over an EIP-1193 provider. */
  const injectedConnector = (target: { id: string; name: string; icon?: string; provider: unknown }) =>
    add(config._internal.connectors.setup(injected({ shimDisconnect: false, target: target as never })))

  async function walletConnectConnector(): Promise<Connector> {
    if (!store.getState().options.walletConnect) throw new ConnectorNotFoundError()
    const [{ createWalletConnectProvider }, { walletConnectSessionFor }] = await Promise.all([
      import('../walletconnect/provider.js'),
      import('../walletconnect/session.js'),
    ])
    const provider = createWalletConnectProvider({ session: walletConnectSessionFor(store), networks })
    return injectedConnector({ id: WALLET_CONNECT_ID, name: 'WalletConnect', provider })
  }

  async function embeddedConnector(): Promise<Connector> {
    if (!store.getState().options.embeddedWallet) throw new ConnectorNotFoundError()
    const { createEmbeddedEvmProvider } = await import('./embeddedProvider.js')
    const selected = store.getState().network.caipNetwork?.caipNetworkId
    const provider = createEmbeddedEvmProvider({
      host: embedded,
      networks,
      ...(selected?.startsWith('eip155:') ? { initialChainId: evmChainIdOf(selected) } : {}),
      onDisallowed: () => showToast(store, { variant: 'error', message: messages.actionNotAllowed }),
    })
    return injectedConnector({ id: AUTH_CONNECTOR_ID, name: messages.emailLabel, provider })
  }

  return async (connectorId) => {
    const existing = config.connectors.find((c) => c.id === connectorId)
    if (existing) return existing
    if (connectorId === WALLET_CONNECT_ID) return walletConnectConnector()
    if (connectorId === AUTH_CONNECTOR_ID) return embeddedConnector()
    const info = discovery.connectors().find((c) => c.id === connectorId)
    const discovered = discovery.provider(connectorId)
    if (!info || !discovered) throw new ConnectorNotFoundError()
    // What the wallet reports (accounts, chain ids) is checked before wagmi reads it.
    const provider = guardProvider(discovered)
    return injectedConnector(
      connectorId === LEGACY_INJECTED_ID
        ? { id: LEGACY_INJECTED_ID, name: info.name, provider }
        : { id: connectorId, name: info.name, icon: info.imageUrl, provider },
    )
  }
}

/** Mirrors wagmi's active connection into the instance store (spec section 3, per-chain account state). */
function watchAccount(context: EvmContext): () => void {
  const { config, store, embedded } = context
  return watchConnection(config, {
    onChange(connection) {
      if (connection.status === 'connected' && connection.address) {
        // While every wallet disconnects, wagmi makes each remaining one current in turn: not news.
        if (context.disconnectingAll) return
        // A wallet's answers are checked (guardProvider); should one still not fit, it is not shown
        // and nothing is thrown into the page from this subscriber.
        let address: `0x${string}`
        let caipNetworkId: CaipNetworkId
        try {
          address = getAddress(connection.address)
          caipNetworkId = evmCaipNetworkId(connection.chainId)
        } catch {
          return
        }
        const embeddedLogin = connection.connector.id === AUTH_CONNECTOR_ID
        ;(embeddedLogin ? setLinkedAccount : setConnectedAccount)(store, 'eip155', caipNetworkId, {
          status: 'connected',
          address,
          caipAddress: formatCaipAddress(caipNetworkId, address),
          connectorId: connection.connector.id,
          ...(embeddedLogin ? embeddedAccountFields(embedded) : {}),
        })
      } else if (connection.status === 'disconnected') {
        const current = store.getState().accounts.eip155
        if (current?.status === 'connected') setAccount(store, 'eip155', { status: 'disconnected' })
      }
    },
  })
}

/** Publishes every wallet connected at once (several wallets: wagmi keeps one connection per connector). */
function watchConnections(config: Config, store: ModalStore): () => void {
  return config.subscribe(
    (state) => state.connections,
    () =>
      store.setState((s) => ({
        connections: { ...s.connections, eip155: evmConnections(config.state.connections.values()) },
      })),
  )
}

/** Connecting, restoring, switching between and disconnecting wallets. */
function connectionMethods(
  context: EvmContext,
): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'switchConnection' | 'disconnectConnector'> {
  const { config, store, connectorFor } = context
  /** The wagmi connection of a connector id, if that wallet is connected. */
  const connectionOf = (connectorId: string) =>
    [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
  return {
    async connect(connectorId) {
      // No chainId: the wallet stays where it is; an unconfigured chain opens UnsupportedChain.
      await wagmiConnect(config, { connector: await connectorFor(connectorId) })
    },
    async reconnect(connectorId, others = []) {
      const connector = await connectorFor(connectorId)
      // A stored wallet that is gone from the page is left out; the others still come back.
      const more = (await Promise.all(others.map((id) => connectorFor(id).catch(() => undefined)))).filter(
        (c): c is Connector => !!c,
      )
      const result = await inTurn(() => wagmiReconnect(config, { connectors: [connector, ...more] }))
      // wagmi makes its most recent connector current: the stored active one stays active.
      const active = connectionOf(connectorId)
      if (active && getConnection(config).connector?.id !== connectorId)
        await wagmiSwitchConnection(config, { connector: active.connector })
      return result.length > 0
    },
    async disconnect() {
      // Every wallet (several may be connected), the active one last.
      const current = getConnection(config).connector
      const connections = [...config.state.connections.values()].filter((c) => c.connector.uid !== current?.uid)
      context.disconnectingAll = true
      try {
        for (const { connector } of connections) await wagmiDisconnect(config, { connector }).catch(() => undefined)
        if (current) await wagmiDisconnect(config, { connector: current })
      } finally {
        context.disconnectingAll = false
      }
      setAccount(store, 'eip155', { status: 'disconnected' })
    },
    async switchConnection(connectorId) {
      const connection = connectionOf(connectorId)
      if (!connection) throw new ConnectorNotFoundError()
      await wagmiSwitchConnection(config, { connector: connection.connector })
    },
    async disconnectConnector(connectorId) {
      const connection = connectionOf(connectorId)
      const current = getConnection(config).connector
      // wagmi makes its first remaining connection current, or goes 'disconnected' (watchAccount
      // follows); an inactive wallet leaving keeps the active one active.
      if (connection) await wagmiDisconnect(config, { connector: connection.connector })
      const stays = current && current.uid !== connection?.connector.uid && config.state.connections.get(current.uid)
      if (stays && getConnection(config).connector?.uid !== current.uid)
        await wagmiSwitchConnection(config, { connector: current })
      if (config.state.connections.size === 0) setAccount(store, 'eip155', { status: 'disconnected' })
    },
  }
}

/**
 * Asks the wallet to switch to a configured network: wagmi's injected connector sends
 * wallet_switchEthereumChain and, on 4902, wallet_addEthereumChain (EIP-3085) with its parameters.
 */
async function switchNetwork({ config, networkOf }: EvmContext, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = networkOf(caipNetworkId)
  await switchChain(config, {
    chainId: evmChainIdOf(caipNetworkId),
    addEthereumChainParameter: {
      chainName: network.name,
      nativeCurrency: nativeCurrencyOf(network),
      rpcUrls: [network.rpcUrl],
    },
  })
}

/** What the adapter reads from the chain: balances (native, ERC-20), ENS names both ways, the gas price. */
function readMethods({
  config,
  store,
  networkOf,
}: EvmContext): Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'resolveName' | 'lookupName' | 'getGasPrice'> {
  return {
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networkOf(caipNetworkId)
      const result = await wagmiGetBalance(config, {
        address: address as `0x${string}`,
        chainId: evmChainIdOf(caipNetworkId),
      })
      return { value: result.value, decimals: result.decimals, symbol: nativeCurrencyOf(network).symbol }
    },
    async getTokenBalances(caipAddress, requested) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      // One token with an address viem cannot encode would fail the whole multicall: leave it out.
      const tokens = requested.filter((t) => isAddress(t.address, { strict: false }))
      if (tokens.length === 0) return []
      const chainId = evmChainIdOf(caipNetworkId)
      // One multicall (Multicall3 aggregate3) when the chain has it, else parallel eth_calls.
      const results = await readContracts(config, {
        allowFailure: true,
        contracts: tokens.map((t) => ({
          address: t.address as Address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address as Address],
          chainId,
        })),
      })
      return tokens.flatMap((token, i) => {
        const r = results[i]
        return r && r.status === 'success' ? [{ token, value: r.result as bigint }] : []
      })
    },
    async resolveName(name, caipNetworkId) {
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network?.ensUniversalResolverAddress) return undefined
      const { normalize } = await import('viem/ens')
      const normalized = normalize(name)
      const address = await getEnsAddress(config, { name: normalized, chainId: evmChainIdOf(caipNetworkId) })
      return address ? { name: normalized, address } : undefined
    },
    async lookupName(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network?.ensUniversalResolverAddress) return undefined
      const name = await getEnsName(config, { address: address as Address, chainId: evmChainIdOf(caipNetworkId) })
      return name ?? undefined
    },
    getGasPrice: () => wagmiGetGasPrice(config),
  }
}

/** What the wallet signs: messages, transfers (native, ERC-20) and contract calls, each waited for until mined. */
function transactionMethods({ config }: EvmContext): Pick<ChainAdapter, 'signMessage' | 'sendTransfer' | 'sendCall'> {
  /**
   * The receipt of a mined transaction, reverted or not: viem's wait, not wagmi's, which replays a
   * reverted transaction with its own gas limit and throws whatever that replay gives (often 'EVM
   * error OutOfGas', shown as 'Internal error'); assertTransactionSucceeded then says 'execution reverted'.
   */
  const minedReceipt = async (hash: Hex) => {
    const client = getClient(config, { chainId: getConnection(config).chainId })
    if (!client) throw new NetworkNotFoundError()
    return waitForTransactionReceipt(client, { hash })
  }
  return {
    async signMessage(message) {
      return wagmiSignMessage(config, { message })
    },
    async sendTransfer({ to, value, token }) {
      const account = getConnection(config)
      if (!account.address) throw new NoActiveAddressError()
      const hash = token
        ? await writeContract(config, {
            address: token.address as Address,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as Address, value],
          })
        : await sendTransaction(config, { to: to as Address, value })
      assertTransactionSucceeded(await minedReceipt(hash))
      return hash
    },
    async sendCall({ to, data, value }) {
      const account = getConnection(config).address
      if (!account) throw new NoActiveAddressError()
      const request = { to: to as Address, data: data as Hex, value }
      // The estimate throws the contract's revert reason before any prompt; the 20% headroom covers
      // state the estimate's block does not have (e.g. Uniswap V2's price accumulators, written
      // only when a later block's timestamp differs).
      const gas = await estimateGas(config, { ...request, account })
      const hash = await sendTransaction(config, { ...request, gas: gas + gas / 5n })
      assertTransactionSucceeded(await minedReceipt(hash))
      return hash
    },
  }
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
