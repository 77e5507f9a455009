import './buffer-global.js'
import { StandardWalletAdapter } from '@solana/wallet-standard-wallet-adapter-base'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { buildSplTransfer, readTokenBalances } from './tokens.js'
import { base58 } from '@scure/base'
import { formatCaipAddress, parseCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chain-adapter.js'
import { WalletModalError } from '../../core/errors.js'
import { messages } from '../../core/messages.js'
import { nativeCurrencyOf, type NetworkConfig } from '../../core/options.js'
import { findNetwork, namespaceOf, setAccount, setConnectedAccount, type ModalStore } from '../../core/store.js'
import type { SolanaDiscovery } from './discovery.js'

/** SOL has 9 decimals (1 SOL = 10^9 lamports); spec section 3, fund-wallet tokens. */
const SOL_DECIMALS = 9

export interface SolanaAdapterParameters {
  store: ModalStore
  discovery: SolanaDiscovery
}

/**
 * The Solana adapter: Wallet Standard wallets through @solana/wallet-adapter-base's
 * StandardWalletAdapter, balances through @solana/web3.js. Solana wallets have no "current
 * network": the account's CAIP-10 id carries the network the modal selected.
 */
export function createSolanaAdapter({ store, discovery }: SolanaAdapterParameters): ChainAdapter {
  let adapter: StandardWalletAdapter | undefined
  let connectorId: string | undefined
  const connections = new Map<string, Connection>()
  const connectionFor = (network: NetworkConfig) => {
    let c = connections.get(network.rpcUrl)
    if (!c) connections.set(network.rpcUrl, (c = new Connection(network.rpcUrl, 'confirmed')))
    return c
  }
  const solanaNetworks = () => store.getState().options.networks.filter((n) => namespaceOf(n.caipNetworkId) === 'solana')
  /** The selected network if it is a Solana one, else the first configured Solana network. */
  const targetNetwork = (): NetworkConfig => {
    const selected = store.getState().network.caipNetwork
    const network = selected && namespaceOf(selected.caipNetworkId) === 'solana' ? selected : solanaNetworks()[0]
    if (!network) throw new WalletModalError(messages.networkNotSupported, { code: 'NO_NETWORK' })
    return network
  }
  const publish = (caipNetworkId: CaipNetworkId) => {
    const address = adapter?.publicKey?.toBase58()
    if (!address || !connectorId) return
    setConnectedAccount(store, 'solana', caipNetworkId, {
      status: 'connected',
      address,
      caipAddress: formatCaipAddress(caipNetworkId, address),
      connectorId,
    })
  }
  const attach = (id: string) => {
    const wallet = discovery.wallet(id)
    if (!wallet) throw new WalletModalError(messages.failedToConnect, { code: 'CONNECTOR_NOT_FOUND' })
    adapter?.removeAllListeners()
    adapter = new StandardWalletAdapter({ wallet })
    connectorId = id
    adapter.on('disconnect', () => setAccount(store, 'solana', { status: 'disconnected' }))
    adapter.on('connect', () => {
      const current = store.getState().accounts.solana?.caipAddress
      publish(current ? (parseCaipAddress(current).caipNetworkId as CaipNetworkId) : targetNetwork().caipNetworkId)
    })
    return adapter
  }

  return {
    namespace: 'solana',
    async connect(id) {
      const network = targetNetwork()
      await attach(id).connect()
      publish(network.caipNetworkId)
    },
    async reconnect(id) {
      const network = targetNetwork()
      try {
        await attach(id).autoConnect()
      } catch {
        return false
      }
      if (!adapter?.publicKey) return false
      publish(network.caipNetworkId)
      return true
    },
    async disconnect() {
      const current = adapter
      adapter = undefined
      await current?.disconnect()
      current?.removeAllListeners()
      setAccount(store, 'solana', { status: 'disconnected' })
    },
    async switchNetwork(caipNetworkId) {
      if (!findNetwork(store.getState(), caipNetworkId)) throw new WalletModalError('Network not found', { code: 'NETWORK_NOT_FOUND' })
      publish(caipNetworkId)
    },
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network) throw new WalletModalError('Network not found', { code: 'NETWORK_NOT_FOUND' })
      const lamports = await connectionFor(network).getBalance(new PublicKey(address))
      return { value: BigInt(lamports), decimals: SOL_DECIMALS, symbol: nativeCurrencyOf(network).symbol }
    },
    async signMessage(message) {
      if (!adapter?.publicKey) throw new WalletModalError('No ActiveCaipAddress found', { code: 'NO_ACCOUNT' })
      if (!adapter.signMessage) throw new WalletModalError('This wallet cannot sign messages', { code: 'UNSUPPORTED_METHOD' })
      const signature = await adapter.signMessage(new TextEncoder().encode(message))
      return base58.encode(signature)
    },
    async getTokenBalances(caipAddress, tokens) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const network = findNetwork(store.getState(), caipNetworkId)
      if (!network) throw new WalletModalError('Network not found', { code: 'NETWORK_NOT_FOUND' })
      return readTokenBalances(connectionFor(network), new PublicKey(address), tokens)
    },
    async sendTransfer({ to, value, token }) {
      const owner = adapter?.publicKey
      const caipAddress = store.getState().accounts.solana?.caipAddress
      if (!adapter || !owner || !caipAddress) throw new WalletModalError('No ActiveCaipAddress found', { code: 'NO_ACCOUNT' })
      const network = findNetwork(store.getState(), parseCaipAddress(caipAddress).caipNetworkId)
      if (!network) throw new WalletModalError('No ActiveCaipNetwork or client found', { code: 'NO_NETWORK' })
      const connection = connectionFor(network)
      const recipient = new PublicKey(to)
      const tx = new Transaction()
      if (token) tx.add(...(await buildSplTransfer(connection, { owner, recipient, token, value })))
      else tx.add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: value }))
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
      tx.recentBlockhash = blockhash
      tx.feePayer = owner
      const signature = await adapter.sendTransaction(tx, connection)
      const result = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
      if (result.value.err) throw new WalletModalError(`Transaction failed: ${JSON.stringify(result.value.err)}`, { code: 'TRANSACTION_FAILED' })
      return signature
    },
    destroy() {
      adapter?.removeAllListeners()
    },
  }
}
