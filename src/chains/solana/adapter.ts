import './bufferGlobal.js'
import { PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js'
import { createSolanaConnection } from './connection.js'
import { buildSplTransfer, readTokenBalances } from './tokens.js'
import { base58 } from '@scure/base'
import { formatCaipAddress, parseCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import type { ChainAdapter, SignedInAtConnect } from '../../core/chainAdapter.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_ID } from '../../core/constants.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { embeddedAccountFields } from '../../core/embedded/accountFields.js'
import { WalletModalError } from '../../core/errors.js'
import {
  ConnectorNotFoundError,
  NetworkNotFoundError,
  NoActiveAddressError,
  NoActiveNetworkError,
} from '../../core/specificErrors.js'
import { networksMessages as messages } from '../../features/networks/messages.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'
import { findNetwork, namespaceOf, setAccount, type ModalStore } from '../../core/store.js'
import { setConnectedAccount, setLinkedAccount } from '../../core/storeUpdates.js'
import { tokenListFor } from '../../core/tokens.js'
import type { SolanaDiscovery } from './discovery.js'
import { isSolanaAddress } from './isSolanaAddress.js'
import { createStandardSolanaWallet } from './standardWallet.js'
import type { SolanaWallet } from './wallet.js'

/** SOL has 9 decimals (1 SOL = 10^9 lamports); spec section 3, fund-wallet tokens. */
const SOL_DECIMALS = 9

export interface SolanaAdapterParameters {
  store: ModalStore
  discovery: SolanaDiscovery
  /** The embedded wallet (connector 'auth'). */
  embedded: EmbeddedWalletHost
}

/**
 * The Solana adapter: Wallet Standard wallets through @solana/wallet-adapter-base's
 * StandardWalletAdapter, or a phone wallet over WalletConnect (connector 'walletConnect');
 * balances and sends through @solana/web3.js. Solana wallets have no "current network": the
 * account's CAIP-10 id carries the network the modal selected.
 */
export function createSolanaAdapter({ store, discovery, embedded }: SolanaAdapterParameters): ChainAdapter {
  const networks = solanaNetworks(store)
  const wallets = walletSet(store, embedded, networks)
  const context: SolanaContext = {
    store,
    networks,
    wallets,
    create: async (id) => wallets.watch(id, await createWallet(id, { store, discovery, embedded, networks })),
  }
  return {
    namespace: 'solana',
    ...connectionMethods(context),
    canSignInAtConnect(id) {
      const standard = id === WALLET_CONNECT_ID || id === AUTH_CONNECTOR_ID ? undefined : discovery.wallet(id)
      return !!standard && 'solana:signIn' in standard.features
    },
    async switchNetwork(caipNetworkId) {
      networks.of(caipNetworkId)
      // A WalletConnect wallet holds one account per network: take that network's, or refuse.
      await wallets.active()?.select?.(caipNetworkId)
      wallets.publish(caipNetworkId)
    },
    ...readMethods(context),
    ...transactionMethods(context),
    isAddress: isSolanaAddress,
    async createSignInMessage(fields) {
      const { createSolanaSignInMessage } = await import('./signInMessage.js')
      return createSolanaSignInMessage(fields)
    },
    async getProvider() {
      const wallet = wallets.active()
      return wallet?.address() ? wallet.standard?.() : undefined
    },
    destroy: wallets.destroy,
  }
}

/** The configured Solana networks as the adapter's parts use them, with one RPC connection per URL. */
interface SolanaNetworks {
  /** The selected network if it is a Solana one, else the first configured Solana network. */
  target(): NetworkConfig
  /** The network of the connected account, else the target network. */
  account(): CaipNetworkId
  /** A configured network, or NetworkNotFoundError 'Network not found'. */
  of(caipNetworkId: string): NetworkConfig
  /** The @solana/web3.js connection to a network's RPC (one per URL). */
  connection(network: NetworkConfig): Connection
}

function solanaNetworks(store: ModalStore): SolanaNetworks {
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

/**
 * The wallet of a connector id, not yet connected: WalletConnect's Solana account, the embedded
 * wallet ('auth', when `embeddedWallet` is set) or a discovered Wallet Standard wallet.
 * @throws ConnectorNotFoundError when the id is none of these.
 */
async function createWallet(
  id: string,
  {
    store,
    discovery,
    embedded,
    networks,
  }: { store: ModalStore; discovery: SolanaDiscovery; embedded: EmbeddedWalletHost; networks: SolanaNetworks },
): Promise<SolanaWallet> {
  if (id === WALLET_CONNECT_ID) {
    const [{ walletConnectSessionFor }, { createWalletConnectSolanaWallet }] = await Promise.all([
      import('../walletconnect/session.js'),
      import('./walletConnectWallet.js'),
    ])
    return createWalletConnectSolanaWallet(
      walletConnectSessionFor(store),
      networks.account,
      (id) => findNetwork(store.getState(), id)?.name ?? id,
    )
  }
  if (id === AUTH_CONNECTOR_ID) {
    if (!store.getState().options.embeddedWallet) throw new ConnectorNotFoundError()
    const { createEmbeddedSolanaWallet } = await import('./embeddedWallet.js')
    return createStandardSolanaWallet(
      createEmbeddedSolanaWallet({
        host: embedded,
        rpcUrl: () => networks.of(networks.account()).rpcUrl,
        networkName: () => networks.of(networks.account()).name,
      }),
    )
  }
  const standard = discovery.wallet(id)
  if (!standard) throw new ConnectorNotFoundError()
  return createStandardSolanaWallet(standard)
}

/** The connected wallets and the active one, published into the instance store (its account and `connections`). */
interface WalletSet {
  /** Every connected wallet by connector id (several with `multiWallet` on). */
  all: Map<string, SolanaWallet>
  /** The active wallet, if one is connected. */
  active(): SolanaWallet | undefined
  /** Publishes the active wallet's account on `caipNetworkId`. */
  publish(caipNetworkId: CaipNetworkId): void
  /** Makes a connected wallet the active one, or, with none given, disconnects the namespace. */
  activate(id: string | undefined, caipNetworkId: CaipNetworkId): void
  /** Keeps a connected wallet: beside the others with `multiWallet` on, else in place of them (one at a time). */
  keep(id: string, connected: SolanaWallet): void
  /** Forgets one wallet (it disconnected or was disconnected); another becomes active if it was. */
  drop(id: string): void
  /** Forgets every wallet and returns them. */
  clear(): SolanaWallet[]
  /** Publishes the namespace disconnected, with no connections. */
  disconnected(): void
  /** Drops `created` from the set when the wallet reports it disconnected; returns it. */
  watch(id: string, created: SolanaWallet): SolanaWallet
  destroy(): void
}

function walletSet(store: ModalStore, embedded: EmbeddedWalletHost, networks: SolanaNetworks): WalletSet {
  let wallet: SolanaWallet | undefined
  let connectorId: string | undefined
  /** Every connected wallet by connector id (several with `multiWallet` on); `wallet` is the active one. */
  const wallets = new Map<string, SolanaWallet>()
  const publish = (caipNetworkId: CaipNetworkId) => {
    const address = wallet?.address()
    if (!address || !connectorId) return
    ;(connectorId === AUTH_CONNECTOR_ID ? setLinkedAccount : setConnectedAccount)(store, 'solana', caipNetworkId, {
      status: 'connected',
      address,
      caipAddress: formatCaipAddress(caipNetworkId, address),
      connectorId,
      ...(connectorId === AUTH_CONNECTOR_ID ? embeddedAccountFields(embedded) : {}),
    })
  }
  const publishConnections = () => {
    const network = networks.account()
    const list = [...wallets].flatMap(([id, w]) => {
      const address = w.address()
      return address ? [{ connectorId: id, address, caipAddress: formatCaipAddress(network, address) }] : []
    })
    store.setState((s) => ({ connections: { ...s.connections, solana: list } }))
  }
  const activate = (id: string | undefined, caipNetworkId: CaipNetworkId) => {
    wallet = id ? wallets.get(id) : undefined
    connectorId = wallet ? id : undefined
    if (wallet) publish(caipNetworkId)
    else setAccount(store, 'solana', { status: 'disconnected' })
    publishConnections()
  }
  const drop = (id: string) => {
    const gone = wallets.get(id)
    if (!gone) return
    wallets.delete(id)
    gone.destroy()
    if (gone === wallet) activate(wallets.keys().next().value, networks.account())
    else publishConnections()
  }
  return {
    all: wallets,
    active: () => wallet,
    publish,
    activate,
    drop,
    keep(id, connected) {
      for (const [otherId, other] of wallets) {
        if (otherId !== id && store.getState().options.features.multiWallet) continue
        wallets.delete(otherId)
        other.destroy()
      }
      wallets.set(id, connected)
    },
    clear() {
      const all = [...wallets.values()]
      wallets.clear()
      wallet = undefined
      connectorId = undefined
      return all
    },
    disconnected() {
      setAccount(store, 'solana', { status: 'disconnected' })
      publishConnections()
    },
    watch(id, created) {
      created.onDisconnect(() => {
        if (wallets.get(id) === created) drop(id)
      })
      return created
    },
    destroy() {
      for (const each of wallets.values()) each.destroy()
    },
  }
}

/** What the adapter's parts share. */
interface SolanaContext {
  store: ModalStore
  networks: SolanaNetworks
  wallets: WalletSet
  /** A wallet for a connector id, dropped from the set when it reports a disconnect. */
  create(id: string): Promise<SolanaWallet>
}

/** Connecting (with a sign-in in the same prompt where the wallet offers it), restoring, switching and disconnecting wallets. */
function connectionMethods({
  networks,
  wallets,
  create,
}: SolanaContext): Pick<
  ChainAdapter,
  'connect' | 'connectWithSignIn' | 'reconnect' | 'disconnect' | 'switchConnection' | 'disconnectConnector'
> {
  return {
    async connect(id) {
      const network = networks.target()
      const created = await create(id)
      try {
        await created.connect()
      } catch (error) {
        created.destroy()
        throw error
      }
      wallets.keep(id, created)
      wallets.activate(id, network.caipNetworkId)
    },
    async connectWithSignIn(id, fields): Promise<SignedInAtConnect> {
      const network = networks.target()
      const created = await create(id)
      let signed: Awaited<ReturnType<NonNullable<SolanaWallet['signIn']>>>
      try {
        if (!created.signIn) throw new WalletModalError('This wallet cannot sign in', { code: 'UNSUPPORTED_METHOD' })
        signed = await created.signIn({ ...fields, chainId: network.caipNetworkId })
      } catch (error) {
        created.destroy()
        throw error
      }
      return {
        caipAddress: formatCaipAddress(network.caipNetworkId, signed.address),
        caipNetworkId: network.caipNetworkId,
        message: new TextDecoder().decode(signed.message),
        signature: base58.encode(signed.signature),
        complete() {
          wallets.keep(id, created)
          wallets.activate(id, network.caipNetworkId)
        },
      }
    },
    async reconnect(id, others = []) {
      const network = networks.target()
      const restored = await Promise.all(
        [id, ...others].map(async (each) => {
          const created = await create(each).catch(() => undefined)
          if (created && (await created.restore())) return [each, created] as const
          created?.destroy()
          return undefined
        }),
      )
      for (const entry of restored) if (entry) wallets.all.set(...entry)
      if (!wallets.all.has(id)) {
        if (wallets.all.size > 0) wallets.activate(wallets.all.keys().next().value, network.caipNetworkId)
        return false
      }
      wallets.activate(id, network.caipNetworkId)
      return true
    },
    async disconnect() {
      for (const each of wallets.clear()) {
        await each.disconnect().catch(() => undefined)
        each.destroy()
      }
      wallets.disconnected()
    },
    async switchConnection(id) {
      if (!wallets.all.has(id)) throw new ConnectorNotFoundError()
      wallets.activate(id, networks.account())
    },
    async disconnectConnector(id) {
      const gone = wallets.all.get(id)
      if (!gone) return
      await gone.disconnect().catch(() => undefined)
      wallets.drop(id)
    },
  }
}

/** What the adapter reads from the chain: SOL and SPL token balances, and the history source. */
function readMethods({
  store,
  networks,
}: SolanaContext): Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'resolveName' | 'historySource'> {
  return {
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networks.of(caipNetworkId)
      const lamports = await networks.connection(network).getBalance(new PublicKey(address))
      return { value: BigInt(lamports), decimals: SOL_DECIMALS, symbol: nativeCurrencyOf(network).symbol }
    },
    async getTokenBalances(caipAddress, tokens) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networks.of(caipNetworkId)
      return readTokenBalances(networks.connection(network), new PublicKey(address), tokens)
    },
    async resolveName() {
      // No Solana name service is configured here (SNS is not part of this version).
      return undefined
    },
    async historySource(caipNetworkId) {
      const network = networks.of(caipNetworkId)
      const { createSolanaHistorySource } = await import('./history.js')
      const tokens = tokenListFor(caipNetworkId, store.getState().options.tokens)
      return createSolanaHistorySource({
        rpcUrl: network.rpcUrl,
        caipNetworkId,
        tokens,
        nativeCurrency: nativeCurrencyOf(network),
      })
    },
  }
}

/** What the active wallet signs: messages, and SOL or SPL token transfers, confirmed before they return. */
function transactionMethods({
  store,
  networks,
  wallets,
}: SolanaContext): Pick<ChainAdapter, 'signMessage' | 'sendTransfer'> {
  return {
    async signMessage(message) {
      const wallet = wallets.active()
      if (!wallet?.address()) throw new NoActiveAddressError()
      return base58.encode(await wallet.signMessage(new TextEncoder().encode(message)))
    },
    async sendTransfer({ to, value, token }) {
      const wallet = wallets.active()
      const address = wallet?.address()
      const caipAddress = store.getState().accounts.solana?.caipAddress
      if (!wallet || !address || !caipAddress) throw new NoActiveAddressError()
      const network = findNetwork(store.getState(), parseCaipAddress(caipAddress).caipNetworkId)
      if (!network) throw new NoActiveNetworkError()
      const connection = networks.connection(network)
      const owner = new PublicKey(address)
      const recipient = new PublicKey(to)
      const tx = new Transaction()
      if (token) tx.add(...(await buildSplTransfer(connection, { owner, recipient, token, value })))
      else tx.add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: value }))
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
      tx.recentBlockhash = blockhash
      tx.feePayer = owner
      const signature = await wallet.sendTransaction(tx, connection)
      const result = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
      if (result.value.err)
        throw new WalletModalError(`Transaction failed: ${JSON.stringify(result.value.err)}`, {
          code: 'TRANSACTION_FAILED',
        })
      return signature
    },
  }
}
