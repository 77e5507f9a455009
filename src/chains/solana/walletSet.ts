import { formatCaipAddress, type CaipNetworkId } from '../../core/caip.js'
import { AUTH_CONNECTOR_ID } from '../../core/constants.js'
import { embeddedAccountFields } from '../../core/embedded/accountFields.js'
import type { EmbeddedWalletHost } from '../../core/embedded/signerTypes.js'
import { setAccount, type ModalStore } from '../../core/store.js'
import { setConnectedAccount, setLinkedAccount } from '../../core/storeUpdates.js'
import type { SolanaNetworks } from './solanaNetworks.js'
import type { SolanaWallet } from './wallet.js'

/** The connected wallets and the active one, published into the instance store (its account and `connections`). */
export interface WalletSet {
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

/** The wallet set of an adapter: none connected at first; every change published into `store`. */
export function walletSet(store: ModalStore, embedded: EmbeddedWalletHost, networks: SolanaNetworks): WalletSet {
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
