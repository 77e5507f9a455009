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
import { networksMessages as messages } from '../../core/messages/networks.js'
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
  let wallet: SolanaWallet | undefined
  let connectorId: string | undefined
  const connections = new Map<string, Connection>()
  const connectionFor = (network: NetworkConfig) => {
    let c = connections.get(network.rpcUrl)
    if (!c) connections.set(network.rpcUrl, (c = createSolanaConnection(network.rpcUrl)))
    return c
  }
  const solanaNetworks = () =>
    store.getState().options.networks.filter((n) => namespaceOf(n.caipNetworkId) === 'solana')
  /** The selected network if it is a Solana one, else the first configured Solana network. */
  const targetNetwork = (): NetworkConfig => {
    const selected = store.getState().network.caipNetwork
    const network = selected && namespaceOf(selected.caipNetworkId) === 'solana' ? selected : solanaNetworks()[0]
    if (!network) throw new WalletModalError(messages.networkNotSupported, { code: 'NO_NETWORK' })
    return network
  }
  /** The network of the connected account, else the target network. */
  const accountNetwork = (): CaipNetworkId => {
    const current = store.getState().accounts.solana?.caipAddress
    return current ? (parseCaipAddress(current).caipNetworkId as CaipNetworkId) : targetNetwork().caipNetworkId
  }
  /** A configured network, or NetworkNotFoundError 'Network not found'. */
  const networkOf = (caipNetworkId: string): NetworkConfig => {
    const network = findNetwork(store.getState(), caipNetworkId)
    if (!network) throw new NetworkNotFoundError()
    return network
  }
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
  /** Every connected wallet by connector id (issue 22: several with `multiWallet` on); `wallet` is the active one. */
  const wallets = new Map<string, SolanaWallet>()
  const multiWallet = () => store.getState().options.features.multiWallet
  const publishConnections = () => {
    const network = accountNetwork()
    const list = [...wallets].flatMap(([id, w]) => {
      const address = w.address()
      return address ? [{ connectorId: id, address, caipAddress: formatCaipAddress(network, address) }] : []
    })
    store.setState((s) => ({ connections: { ...s.connections, solana: list } }))
  }
  /** Makes a connected wallet the active one, or, with none given, disconnects the namespace. */
  const activate = (id: string | undefined, caipNetworkId: CaipNetworkId) => {
    wallet = id ? wallets.get(id) : undefined
    connectorId = wallet ? id : undefined
    if (wallet) publish(caipNetworkId)
    else setAccount(store, 'solana', { status: 'disconnected' })
    publishConnections()
  }
  /** Forgets one wallet (it disconnected or was disconnected); another becomes active if it was. */
  const drop = (id: string) => {
    const gone = wallets.get(id)
    if (!gone) return
    wallets.delete(id)
    gone.destroy()
    if (gone === wallet) activate(wallets.keys().next().value, accountNetwork())
    else publishConnections()
  }
  const create = async (id: string): Promise<SolanaWallet> => {
    let created: SolanaWallet
    if (id === WALLET_CONNECT_ID) {
      const [{ walletConnectSessionFor }, { createWalletConnectSolanaWallet }] = await Promise.all([
        import('../walletconnect/session.js'),
        import('./walletConnectWallet.js'),
      ])
      created = createWalletConnectSolanaWallet(
        walletConnectSessionFor(store),
        accountNetwork,
        (id) => findNetwork(store.getState(), id)?.name ?? id,
      )
    } else if (id === AUTH_CONNECTOR_ID) {
      if (!store.getState().options.embeddedWallet) throw new ConnectorNotFoundError()
      const { createEmbeddedSolanaWallet } = await import('./embeddedWallet.js')
      created = createStandardSolanaWallet(
        createEmbeddedSolanaWallet({
          host: embedded,
          rpcUrl: () => networkOf(accountNetwork()).rpcUrl,
          networkName: () => networkOf(accountNetwork()).name,
        }),
      )
    } else {
      const standard = discovery.wallet(id)
      if (!standard) throw new ConnectorNotFoundError()
      created = createStandardSolanaWallet(standard)
    }
    created.onDisconnect(() => {
      if (wallets.get(id) === created) drop(id)
    })
    return created
  }
  /** Keeps a connected wallet: beside the others with `multiWallet` on, else in place of them (one at a time). */
  const keep = (id: string, connected: SolanaWallet) => {
    for (const [otherId, other] of wallets) {
      if (otherId !== id && multiWallet()) continue
      wallets.delete(otherId)
      other.destroy()
    }
    wallets.set(id, connected)
  }

  return {
    namespace: 'solana',
    async connect(id) {
      const network = targetNetwork()
      const created = await create(id)
      try {
        await created.connect()
      } catch (error) {
        created.destroy()
        throw error
      }
      keep(id, created)
      activate(id, network.caipNetworkId)
    },
    canSignInAtConnect(id) {
      const standard = id === WALLET_CONNECT_ID || id === AUTH_CONNECTOR_ID ? undefined : discovery.wallet(id)
      return !!standard && 'solana:signIn' in standard.features
    },
    async connectWithSignIn(id, fields): Promise<SignedInAtConnect> {
      const network = targetNetwork()
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
          keep(id, created)
          activate(id, network.caipNetworkId)
        },
      }
    },
    async reconnect(id, others = []) {
      const network = targetNetwork()
      const restored = await Promise.all(
        [id, ...others].map(async (each) => {
          const created = await create(each).catch(() => undefined)
          if (created && (await created.restore())) return [each, created] as const
          created?.destroy()
          return undefined
        }),
      )
      for (const entry of restored) if (entry) wallets.set(...entry)
      if (!wallets.has(id)) {
        if (wallets.size > 0) activate(wallets.keys().next().value, network.caipNetworkId)
        return false
      }
      activate(id, network.caipNetworkId)
      return true
    },
    async disconnect() {
      const all = [...wallets.values()]
      wallets.clear()
      wallet = undefined
      connectorId = undefined
      for (const each of all) {
        await each.disconnect().catch(() => undefined)
        each.destroy()
      }
      setAccount(store, 'solana', { status: 'disconnected' })
      publishConnections()
    },
    async switchConnection(id) {
      if (!wallets.has(id)) throw new ConnectorNotFoundError()
      activate(id, accountNetwork())
    },
    async disconnectConnector(id) {
      const gone = wallets.get(id)
      if (!gone) return
      await gone.disconnect().catch(() => undefined)
      drop(id)
    },
    async switchNetwork(caipNetworkId) {
      networkOf(caipNetworkId)
      // A WalletConnect wallet holds one account per network: take that network's, or refuse.
      await wallet?.select?.(caipNetworkId)
      publish(caipNetworkId)
    },
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networkOf(caipNetworkId)
      const lamports = await connectionFor(network).getBalance(new PublicKey(address))
      return { value: BigInt(lamports), decimals: SOL_DECIMALS, symbol: nativeCurrencyOf(network).symbol }
    },
    async signMessage(message) {
      if (!wallet?.address()) throw new NoActiveAddressError()
      return base58.encode(await wallet.signMessage(new TextEncoder().encode(message)))
    },
    async getTokenBalances(caipAddress, tokens) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = networkOf(caipNetworkId)
      return readTokenBalances(connectionFor(network), new PublicKey(address), tokens)
    },
    async sendTransfer({ to, value, token }) {
      const address = wallet?.address()
      const caipAddress = store.getState().accounts.solana?.caipAddress
      if (!wallet || !address || !caipAddress) throw new NoActiveAddressError()
      const network = findNetwork(store.getState(), parseCaipAddress(caipAddress).caipNetworkId)
      if (!network) throw new NoActiveNetworkError()
      const connection = connectionFor(network)
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
    async resolveName() {
      // No Solana name service is configured here (SNS is not part of this version).
      return undefined
    },
    isAddress: isSolanaAddress,
    async createSignInMessage(fields) {
      const { createSolanaSignInMessage } = await import('./signInMessage.js')
      return createSolanaSignInMessage(fields)
    },
    async historySource(caipNetworkId) {
      const network = networkOf(caipNetworkId)
      const { createSolanaHistorySource } = await import('./history.js')
      const tokens = tokenListFor(caipNetworkId, store.getState().options.tokens)
      return createSolanaHistorySource({
        rpcUrl: network.rpcUrl,
        caipNetworkId,
        tokens,
        nativeCurrency: nativeCurrencyOf(network),
      })
    },
    async getProvider() {
      return wallet?.address() ? wallet.standard?.() : undefined
    },
    destroy() {
      for (const each of wallets.values()) each.destroy()
    },
  }
}
