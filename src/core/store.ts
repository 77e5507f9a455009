import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { FlowError, ModalFlow } from './errorMessage.js'
import type { ChainNamespace, NetworkConfig, ResolvedOptions } from './options.js'
import { initialRouterState, type RouterState, type ViewName } from './router.js'
import { featureSlices, type FeatureState } from '../features/slices.js'

export type { SiwxState } from '../features/siwx/slice.js'
export type { CapturedEmail, EmailFlowState, SocialFlowState } from '../features/embedded/slice.js'

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
  /** Spec section 3: 'eoa' for the embedded wallet (this version has no smart accounts). */
  preferredAccountType?: 'eoa' | 'smartAccount'
  /** Spec section 3: false for the embedded wallet's EOA. */
  smartAccountDeployed?: boolean
  /** Spec section 3: the embedded wallet's user: an email login's address; a social login's username and email as its provider gives them. */
  user?: { email?: string; username?: string }
  /** Spec section 3: the social provider a login came through ('google', 'farcaster'; none for email). */
  socialProvider?: string
  /**
   * Spec section 3: the account's primary name ('alice1234.modal.test', 'vitalik.eth'): the name
   * service's reverse lookup, then ENS, cached 5 min (section 9); undefined while unknown or when it
   * has none. Set by the names feature after connecting and by a registration; a new account object
   * (disconnect, another account, another network) starts without it.
   */
  profileName?: string
  /**
   * Spec section 3, Bitcoin accounts: the wallet's payment address (index 0, the account's own
   * `address`) and its ordinals address (index 1; the same address for a single-address wallet).
   * Bitcoin (bip122) only.
   */
  allAccounts?: BitcoinAccountEntry[]
}

/** One Bitcoin address of a connected wallet (spec section 3: payment at index 0, ordinal at index 1). */
export interface BitcoinAccountEntry {
  address: string
  purpose: 'payment' | 'ordinal'
  /** Hex public key, when the wallet shared it. */
  publicKey?: string
}

/**
 * Network state (spec section 3). `caipNetwork` is the selected configured network; where a
 * connected wallet really is (configured or not) is the network of its CAIP-10 account id. The
 * configured networks themselves are `options.networks`.
 */
export interface NetworkState {
  caipNetwork?: NetworkConfig
}

/**
 * One wallet connected in a namespace (spec sections 2 and 6: ProfileWallets). With the
 * `multiWallet` feature on, a namespace may hold several at once; the active one is that
 * namespace's account (`accounts[namespace]`). Name and icon come from `connectors` by `connectorId`.
 */
export interface WalletConnection {
  /** The connector's id (EIP-6963 rdns, 'injected', 'walletConnect', `wallet-standard:<name>`, 'auth'). */
  connectorId: string
  /** CAIP-10 account id of the wallet's account, e.g. `eip155:31337:0xf39F…`. */
  caipAddress: CaipAddress
  /** The account's address (EIP-55 checksummed on EVM, base58 on Solana). */
  address: string
}

/** Which connector the connecting views show; its failure is `errors.connect`. */
export interface ConnectionAttempt {
  connectorId?: string
}

/** The last failure of each flow, for the flow's view: the one place a view reads its error. */
export type FlowErrors = Partial<Record<ModalFlow, FlowError>>

/** A short message over the modal (spec section 8: 'Error signing message', 'Authenticating...'). */
export interface Toast {
  variant: 'error' | 'loading' | 'success'
  /** The title: a spec text where the spec names one ('Error signing message'). */
  message: string
  /** A second line saying why, e.g. 'The sign-in server refused it: Invalid signature'. */
  detail?: string
  /** Increases with each toast, so the same text shown twice is announced twice. */
  id: number
}

/** The kernel's part of the store state: the router, the accounts and connectors, errors, options. */
export interface CoreState {
  router: RouterState
  activeNamespace: ChainNamespace | undefined
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /**
   * Every wallet connected per namespace (several at once with `multiWallet` on), as the
   * chain adapters report them; absent until an adapter reports. The active one is `accounts[ns]`.
   */
  connections?: Partial<Record<ChainNamespace, WalletConnection[]>>
  network: NetworkState
  connectors: ConnectorInfo[]
  /** Connector ids, most recent first. */
  recentConnectorIds: string[]
  attempt: ConnectionAttempt
  errors: FlowErrors
  options: ResolvedOptions
  toast: Toast | undefined
}

/** The instance store's state: the kernel's part and every feature's slice (features/slices.ts). */
export interface ModalState extends CoreState, FeatureState {}

export type ModalStore = StoreApi<ModalState>

/** One store per `<wallet-modal>` instance: never a page-wide singleton. */
export function createModalStore(options: ResolvedOptions): ModalStore {
  return createStore<ModalState>()(() => ({
    router: initialRouterState,
    activeNamespace: undefined,
    accounts: {},
    network: { caipNetwork: options.networks[0] },
    connectors: [],
    recentConnectorIds: [],
    attempt: {},
    errors: {},
    options,
    toast: undefined,
    ...featureSlices,
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
    const keepActive =
      s.activeNamespace !== namespace && activeAccount(s).status === 'connected' && account.status !== 'connected'
    return {
      accounts: { ...s.accounts, [namespace]: account },
      activeNamespace: keepActive ? s.activeNamespace : namespace,
    }
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

/** The namespace of a CAIP-2 id, if it is one this version connects (the registry: namespaces.ts). */
export { namespaceOf } from './namespaces.js'

/** Finds a configured network by CAIP-2 id. */
export function findNetwork(state: ModalState, caipNetworkId: string | undefined): NetworkConfig | undefined {
  return state.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
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

/** The view `open()` shows without a name: UnsupportedChain, else Account when connected, else Connect. */
export function defaultView(state: ModalState): ViewName {
  return isUnsupportedNetwork(state)
    ? 'UnsupportedChain'
    : activeAccount(state).status === 'connected'
      ? 'Account'
      : 'Connect'
}
