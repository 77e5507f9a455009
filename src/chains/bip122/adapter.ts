import { Transaction } from '@scure/btc-signer'
import { bitcoinNetworkOf, type BitcoinNetwork } from '../../core/bitcoinNetworks.js'
import { formatCaipAddress, parseCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import type { ChainAdapter } from '../../core/chainAdapter.js'
import { WalletModalError } from '../../core/errors.js'
import { bitcoinMessages as messages } from './messages.js'
import { networksMessages } from '../../features/networks/messages.js'
import { nativeCurrencyOf } from '../../core/nativeCurrency.js'
import type { NetworkConfig } from '../../core/options.js'
import { ConnectorNotFoundError, NetworkNotFoundError, NoActiveAddressError } from '../../core/specificErrors.js'
import { findNetwork, namespaceOf, setAccount, type BitcoinAccountEntry, type ModalStore } from '../../core/store.js'
import { setConnectedAccount } from '../../core/storeUpdates.js'
import { decodeBitcoinAddress } from './address.js'
import type { BitcoinDiscovery } from './discovery.js'
import { createEsploraClient, type EsploraClient } from './esplora.js'
import { pickFeeRate } from './fees.js'
import { buildTransferPsbt } from './psbt.js'
import { createBitcoinWallet } from './wallets/createBitcoinWallet.js'
import type { BitcoinWallet, BitcoinWalletAccount } from './wallets/types.js'

/** 1 BTC = 10^8 sats. */
const BTC_DECIMALS = 8

export interface BitcoinAdapterParameters {
  store: ModalStore
  discovery: BitcoinDiscovery
}

/** A configured bip122 network with its address encoding (core/bitcoinNetworks.ts). */
interface BitcoinNetworkConfig {
  config: NetworkConfig
  bitcoin: BitcoinNetwork
}

/**
 * The Bitcoin adapter (BIP-122 namespace): wallets through sats-connect, the Bitcoin Wallet
 * Standard, Leather's RPC or Unisat (chains/bip122/wallets); the account is the payment address
 * (index 0), the ordinals address (index 1) rides along in `allAccounts`. Balances, history, fee
 * rates and broadcasts go to the network's Esplora-compatible API (`rpcUrl`); a send is a PSBT
 * built here (@scure/btc-signer), signed by the wallet, broadcast here. Bitcoin wallets switch
 * networks themselves: the adapter only moves to a network the wallet's addresses belong to.
 */
export function createBitcoinAdapter({ store, discovery }: BitcoinAdapterParameters): ChainAdapter {
  const networks = bitcoinNetworks(store)
  const session = bitcoinSession(store, discovery, networks)
  return {
    namespace: 'bip122',
    ...connectionMethods(store, networks, session),
    async switchNetwork(caipNetworkId) {
      const network = networks.of(caipNetworkId)
      // The wallet decides its network: moving is possible only where its addresses are valid.
      const payment = session.payment()
      if (payment && !decodeBitcoinAddress(payment.address, network.bitcoin.encoding)) {
        throw new WalletModalError(messages.switchInWallet(network.config.name), { code: 'INVALID_ACCOUNTS' })
      }
      session.publish(caipNetworkId)
    },
    ...readMethods(networks),
    ...transferMethods(networks, session),
    isAddress(address) {
      try {
        return decodeBitcoinAddress(address, networks.account().bitcoin.encoding) !== undefined
      } catch {
        return false
      }
    },
    async createSignInMessage(fields) {
      const { createBitcoinSignInMessage } = await import('./signInMessage.js')
      return createBitcoinSignInMessage(fields)
    },
    async getProvider() {
      return session.payment() ? session.wallet()?.provider() : undefined
    },
    destroy: session.detach,
  }
}

/** The configured Bitcoin networks as the adapter's parts use them, with one Esplora client per API URL. */
interface BitcoinNetworks {
  /** A configured Bitcoin network, or NetworkNotFoundError 'Network not found' (unconfigured, or no known Bitcoin chain). */
  of(caipNetworkId: string): BitcoinNetworkConfig
  /** The selected network if it is a Bitcoin one, else the first configured Bitcoin network. */
  target(): BitcoinNetworkConfig
  /** The network of the connected account, else the target network. */
  account(): BitcoinNetworkConfig
  /** The Esplora-compatible API of a network (its `rpcUrl`). */
  esplora(network: NetworkConfig): EsploraClient
}

function bitcoinNetworks(store: ModalStore): BitcoinNetworks {
  const clients = new Map<string, EsploraClient>()
  const of = (caipNetworkId: string): BitcoinNetworkConfig => {
    const config = findNetwork(store.getState(), caipNetworkId)
    const bitcoin = bitcoinNetworkOf(caipNetworkId)
    if (!config || !bitcoin) throw new NetworkNotFoundError()
    return { config, bitcoin }
  }
  const target = (): BitcoinNetworkConfig => {
    const { network, options } = store.getState()
    const selected =
      network.caipNetwork && namespaceOf(network.caipNetwork.caipNetworkId) === 'bip122'
        ? network.caipNetwork
        : options.networks.find((n) => namespaceOf(n.caipNetworkId) === 'bip122')
    if (!selected) throw new WalletModalError(networksMessages.networkNotSupported, { code: 'NO_NETWORK' })
    return of(selected.caipNetworkId)
  }
  return {
    of,
    target,
    account() {
      const current = store.getState().accounts.bip122?.caipAddress
      return current ? of(parseCaipAddress(current).caipNetworkId) : target()
    },
    esplora(network) {
      let client = clients.get(network.rpcUrl)
      if (!client) clients.set(network.rpcUrl, (client = createEsploraClient(network.rpcUrl)))
      return client
    },
  }
}

/**
 * The wallet's addresses as the spec's Bitcoin accounts: payment (its payment address, else its
 * only one) at index 0, ordinal (its ordinals address, else the payment one) at index 1; each must
 * be an address of `network` (a mainnet wallet is refused on regtest).
 */
function toAccounts(found: BitcoinWalletAccount[], network: BitcoinNetworkConfig): BitcoinAccountEntry[] {
  const pay = found.find((a) => a.purpose === 'payment') ?? found[0]
  const ordinals = found.find((a) => a.purpose === 'ordinals') ?? pay
  if (!pay || !ordinals) throw new WalletModalError(messages.walletNoAddress, { code: 'INVALID_ACCOUNTS' })
  for (const a of [pay, ordinals]) {
    if (!decodeBitcoinAddress(a.address, network.bitcoin.encoding))
      throw new WalletModalError(messages.walletOnOtherNetwork(network.bitcoin.name), { code: 'INVALID_ACCOUNTS' })
  }
  const entry = (a: BitcoinWalletAccount, purpose: BitcoinAccountEntry['purpose']): BitcoinAccountEntry => ({
    address: a.address,
    purpose,
    ...(a.publicKey ? { publicKey: a.publicKey } : {}),
  })
  return [entry(pay, 'payment'), entry(ordinals, 'ordinal')]
}

/** The wallet connected (one at a time) and its accounts, published into the instance store. */
interface BitcoinSession {
  wallet(): BitcoinWallet | undefined
  /** The payment account (index 0), if connected. */
  payment(): BitcoinAccountEntry | undefined
  /** Makes the wallet of a connector id the current one and follows its account changes. */
  attach(id: string): BitcoinWallet
  /** Keeps the wallet's addresses as the accounts (checked against `network`). */
  setAccounts(found: BitcoinWalletAccount[], network: BitcoinNetworkConfig): void
  /** Publishes the connected account on `caipNetworkId`. */
  publish(caipNetworkId: CaipNetworkId): void
  /** The connected wallet and its payment address, or NoActiveAddressError. */
  connected(): { wallet: BitcoinWallet; address: string }
  /** Forgets the wallet and its accounts; returns the wallet that was connected. */
  forget(): BitcoinWallet | undefined
  /** Stops following the wallet's account changes. */
  detach(): void
}

function bitcoinSession(store: ModalStore, discovery: BitcoinDiscovery, networks: BitcoinNetworks): BitcoinSession {
  let wallet: BitcoinWallet | undefined
  let connectorId: string | undefined
  let accounts: BitcoinAccountEntry[] = []
  let offAccounts: (() => void) | undefined
  const payment = () => accounts[0]
  const publish = (caipNetworkId: CaipNetworkId) => {
    const address = payment()?.address
    if (!address || !connectorId) return
    setConnectedAccount(store, 'bip122', caipNetworkId, {
      status: 'connected',
      address,
      caipAddress: formatCaipAddress(caipNetworkId, address),
      connectorId,
      allAccounts: accounts.map((a) => ({ ...a })),
    })
  }
  const detach = () => {
    offAccounts?.()
    offAccounts = undefined
  }
  return {
    wallet: () => wallet,
    payment,
    publish,
    detach,
    setAccounts(found, network) {
      accounts = toAccounts(found, network)
    },
    attach(id) {
      offAccounts?.()
      const source = discovery.source(id)
      if (!source) throw new ConnectorNotFoundError()
      const found = createBitcoinWallet(source)
      wallet = found
      connectorId = id
      // The wallet changed its accounts: ask again without a prompt; none granted any more ends the connection.
      offAccounts = found.onAccountsChanged?.(() => {
        const network = networks.account()
        void found.restore(network.bitcoin).then(
          (again) => {
            if (wallet !== found) return
            if (!again?.length) return void setAccount(store, 'bip122', { status: 'disconnected' })
            accounts = toAccounts(again, network)
            publish(network.config.caipNetworkId)
          },
          () => undefined,
        )
      })
      return found
    },
    connected() {
      const address = payment()?.address
      if (!wallet || !address) throw new NoActiveAddressError()
      return { wallet, address }
    },
    forget() {
      const current = wallet
      wallet = undefined
      accounts = []
      detach()
      return current
    },
  }
}

/** Connecting, restoring and disconnecting the wallet. */
function connectionMethods(
  store: ModalStore,
  networks: BitcoinNetworks,
  session: BitcoinSession,
): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect'> {
  return {
    async connect(id) {
      const network = networks.target()
      const found = await session.attach(id).connect(network.bitcoin)
      session.setAccounts(found, network)
      session.publish(network.config.caipNetworkId)
    },
    async reconnect(id) {
      const network = networks.target()
      const found = await session.attach(id).restore(network.bitcoin)
      if (!found?.length) return false
      try {
        session.setAccounts(found, network)
      } catch {
        return false
      }
      session.publish(network.config.caipNetworkId)
      return true
    },
    async disconnect() {
      const current = session.forget()
      await current?.disconnect().catch(() => undefined)
      setAccount(store, 'bip122', { status: 'disconnected' })
    },
  }
}

/** What the adapter reads from the network's API: the balance (confirmed and pending) and the history source. */
function readMethods(
  networks: BitcoinNetworks,
): Pick<ChainAdapter, 'getBalance' | 'getTokenBalances' | 'resolveName' | 'historySource'> {
  return {
    async getBalance(caipAddress) {
      const { address, caipNetworkId } = parseCaipAddress(caipAddress)
      const { config } = networks.of(caipNetworkId)
      const { confirmed, pending } = await networks.esplora(config).balance(address)
      const currency = nativeCurrencyOf(config)
      return {
        value: confirmed + pending,
        decimals: BTC_DECIMALS,
        symbol: currency.symbol,
        displayDecimals: currency.displayDecimals ?? BTC_DECIMALS,
      }
    },
    async getTokenBalances() {
      return []
    },
    async resolveName() {
      return undefined
    },
    async historySource(caipNetworkId) {
      const { config } = networks.of(caipNetworkId)
      const { createBitcoinHistorySource } = await import('./history.js')
      return createBitcoinHistorySource({
        esplora: networks.esplora(config),
        caipNetworkId,
        nativeCurrency: nativeCurrencyOf(config),
      })
    },
  }
}

/** What the wallet signs: messages, and transfers (a PSBT built here, signed by the wallet, broadcast here). */
function transferMethods(
  networks: BitcoinNetworks,
  session: BitcoinSession,
): Pick<ChainAdapter, 'signMessage' | 'sendTransfer' | 'estimateTransferFee'> {
  /** The PSBT a send of `value` sats to `to` signs, at the fee rate the network's API estimates now (fractions kept). */
  const buildTransfer = async (to: string, value: bigint) => {
    const { address } = session.connected()
    const network = networks.account()
    if (!decodeBitcoinAddress(to, network.bitcoin.encoding))
      throw new WalletModalError(messages.invalidAddress, { code: 'INVALID_PARAMETERS' })
    const esplora = networks.esplora(network.config)
    const [utxos, estimates] = await Promise.all([esplora.utxos(address), esplora.feeEstimates()])
    const feeRate = pickFeeRate(estimates)
    const built = buildTransferPsbt({
      from: session.payment()!,
      to,
      amount: value,
      utxos: utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value) })),
      feeRate,
      encoding: network.bitcoin.encoding,
    })
    return { built, feeRate }
  }
  return {
    async signMessage(message) {
      const { wallet: current, address } = session.connected()
      return (await current.signMessage(address, message, networks.account().bitcoin)).signature
    },
    async sendTransfer({ to, value, token }) {
      if (token) throw new WalletModalError(messages.tokensUnsupported, { code: 'INVALID_PARAMETERS' })
      const { wallet: current, address } = session.connected()
      const network = networks.account()
      if (!decodeBitcoinAddress(to, network.bitcoin.encoding))
        throw new WalletModalError(messages.invalidAddress, { code: 'INVALID_PARAMETERS' })
      const esplora = networks.esplora(network.config)
      if (!current.signPsbt) {
        if (!current.sendTransfer) throw new WalletModalError(messages.walletCannotSend, { code: 'UNSUPPORTED_METHOD' })
        return current.sendTransfer(to.trim(), value, network.bitcoin)
      }
      const { built } = await buildTransfer(to, value)
      const signed = Transaction.fromPSBT(
        await current.signPsbt(built.psbt, { [address]: built.inputs }, network.bitcoin),
      )
      // Wallets may finalize (sats-connect does not by default): finalize what is left.
      if (!signed.isFinal) signed.finalize()
      return esplora.broadcast(signed.hex)
    },
    async estimateTransferFee({ to, value, token }) {
      if (token) throw new WalletModalError(messages.tokensUnsupported, { code: 'INVALID_PARAMETERS' })
      const { built, feeRate } = await buildTransfer(to, value)
      const currency = nativeCurrencyOf(networks.account().config)
      return {
        value: built.fee,
        decimals: BTC_DECIMALS,
        symbol: currency.symbol,
        displayDecimals: currency.displayDecimals ?? BTC_DECIMALS,
        feeRate,
      }
    },
  }
}
