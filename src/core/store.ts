import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { ChainNamespace, NetworkConfig, ResolvedOptions } from './options.js'
import { initialRouterState, type RouterState } from './router.js'
import type { SiwxSession } from './siwx.js'

/** Connection status of one namespace's account (spec section 4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * Connector type (spec section 3). ANNOUNCED: found through EIP-6963; INJECTED: the legacy
 * `window.ethereum`; MULTI_CHAIN: one wallet for several namespaces; AUTH: embedded wallet.
 */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN' | 'EXTERNAL'

/** A way to connect, as listed in the Connect view (spec section 3, Connector). */
export interface ConnectorInfo {
  /** EIP-6963 rdns for announced wallets, 'injected' for `window.ethereum`. */
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  /** A data: or https: URL of the wallet's icon (EIP-6963 `info.icon`). */
  imageUrl?: string
  rdns?: string
}

/** Per-namespace account state (spec section 3, Per-chain account state). */
export interface AccountState {
  status: ConnectionStatus
  /** CAIP-10 account id of the active account, e.g. `eip155:1:0xAbC…`. */
  caipAddress?: CaipAddress
  /** Checksummed (EIP-55) address for EVM. */
  address?: string
  connectorId?: string
  profileName?: string
  preferredAccountType?: string
}

/**
 * Network state (spec section 3). `caipNetwork` is the selected configured network; where a
 * connected wallet really is (configured or not) is the network of its CAIP-10 account id.
 */
export interface NetworkState {
  caipNetwork?: NetworkConfig
  approvedCaipNetworkIds: CaipNetworkId[]
  requestedCaipNetworks: NetworkConfig[]
  supportsAllNetworks: boolean
}

/** What the connecting view shows: which connector, and the last error's user text. */
export interface ConnectionAttempt {
  connectorId?: string
  error?: string
  rejected?: boolean
}

/** A short message over the modal (spec section 8: 'Error signing message', 'Authenticating...'). */
export interface Toast {
  variant: 'error' | 'loading' | 'success'
  message: string
  /** Increases with each toast, so the same text shown twice is announced twice. */
  id: number
}

/** SIWX state: the verified sessions known for connected accounts, by CAIP-10 id. */
export interface SiwxState {
  sessions: Record<string, SiwxSession>
  /** The last network where an account signed in (spec section 4: recorded on success). */
  lastSessionNetwork?: CaipNetworkId
  /** True while the wallet is asked to sign or the back end verifies. */
  signing: boolean
}

export interface ModalState {
  router: RouterState
  activeNamespace: ChainNamespace | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
  network: NetworkState
  connectors: ConnectorInfo[]
  /** Connector ids, most recent first. */
  recentConnectorIds: string[]
  attempt: ConnectionAttempt
  options: ResolvedOptions
  siwx: SiwxState
  toast: Toast | undefined
  /** WalletConnect: the pairing URI to show (QR), and whether a request waits for the wallet. */
  walletConnect: { uri: string | undefined; pending: boolean }
}

export type ModalStore = StoreApi<ModalState>

/** One store per `<wallet-modal>` instance: never a page-wide singleton. */
export function createModalStore(options: ResolvedOptions): ModalStore {
  return createStore<ModalState>()(() => ({
    router: initialRouterState,
    activeNamespace: undefined,
    accounts: {},
    network: {
      caipNetwork: options.networks[0],
      approvedCaipNetworkIds: options.networks.map((n) => n.caipNetworkId),
      requestedCaipNetworks: options.networks,
      supportsAllNetworks: false,
    },
    connectors: [],
    recentConnectorIds: [],
    attempt: {},
    options,
    siwx: { sessions: {}, signing: false },
    toast: undefined,
    walletConnect: { uri: undefined, pending: false },
  }))
}

/** The active namespace's account, or a disconnected placeholder. */
export function activeAccount(state: ModalState): AccountState {
  const ns = state.activeNamespace
  return (ns && state.accounts[ns]) || { status: 'disconnected' }
}

/**
 * Sets one namespace's account state. The namespace becomes active unless another namespace holds
 * the connected, active account (connecting a second namespace does not hide the first).
 */
export function setAccount(store: ModalStore, namespace: ChainNamespace, account: AccountState): void {
  store.setState((s) => {
    const keepActive = s.activeNamespace !== namespace && activeAccount(s).status === 'connected' && account.status !== 'connected'
    return { accounts: { ...s.accounts, [namespace]: account }, activeNamespace: keepActive ? s.activeNamespace : namespace }
  })
}

/** The CAIP-2 id the user is on: the connected account's network, else the selected network. */
export function activeCaipNetworkId(state: ModalState): CaipNetworkId | undefined {
  const account = activeAccount(state)
  if (account.status === 'connected' && account.caipAddress) {
    const [namespace, reference] = account.caipAddress.split(':')
    return `${namespace}:${reference}` as CaipNetworkId
  }
  return state.network.caipNetwork?.caipNetworkId
}

/** The namespace of a CAIP-2 id, if it is one this version connects. */
export function namespaceOf(caipNetworkId: string | undefined): ChainNamespace | undefined {
  const ns = caipNetworkId?.split(':')[0]
  return ns === 'eip155' || ns === 'solana' ? ns : undefined
}

/** Finds a configured network by CAIP-2 id. */
export function findNetwork(state: ModalState, caipNetworkId: string | undefined): NetworkConfig | undefined {
  return state.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
}

/**
 * Records a connected account and the network its wallet is on in one update, so subscribers
 * (DOM events) never see the new network with the old account.
 */
export function setConnectedAccount(store: ModalStore, namespace: ChainNamespace, caipNetworkId: CaipNetworkId, account: AccountState): void {
  store.setState((s) => {
    const network = findNetwork(s, caipNetworkId)
    return {
      accounts: { ...s.accounts, [namespace]: account },
      activeNamespace: namespace,
      network: { ...s.network, caipNetwork: network ?? s.network.caipNetwork },
    }
  })
}

/** True when a connected wallet sits on a network the host did not configure. */
export function isUnsupportedNetwork(state: ModalState): boolean {
  const id = activeCaipNetworkId(state)
  return activeAccount(state).status === 'connected' && id !== undefined && !findNetwork(state, id)
}

let toastIds = 0
/** Shows a toast (replacing the current one); `undefined` hides it. */
export function showToast(store: ModalStore, toast: Omit<Toast, 'id'> | undefined): void {
  store.setState({ toast: toast && { ...toast, id: ++toastIds } })
}

/** The public snapshot returned by `getState()` (see element/types.ts for its docs). */
export function publicSnapshot(state: ModalState) {
  const account = activeAccount(state)
  const top = state.router.history[state.router.history.length - 1]
  return {
    open: state.router.open,
    view: state.router.open ? top?.view : undefined,
    status: account.status,
    caipAddress: account.caipAddress,
    address: account.address,
    caipNetworkId: activeCaipNetworkId(state),
    activeNamespace: state.activeNamespace,
  }
}
