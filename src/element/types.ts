import type { CaipAddress, CaipNetworkId } from '../core/caip.js'
import type { ConnectionStatus, WalletConnection } from '../core/store.js'
import type { OnrampState } from '../core/onramp/onrampState.js'
import type { Features } from '../core/features.js'

/** The feature flags before any are set (spec section 1's orders; core/features.ts), e.g. for a state shown before the element exists. */
export { DEFAULT_FEATURES } from '../core/features.js'
import type { ChainNamespace, ThemeMode, WalletModalOptions } from '../core/options.js'
import type { ViewName } from '../core/navigation.js'

/**
 * The public snapshot of one `<wallet-modal>` instance: the active account's fields
 * ({@link WalletModalAccount}: `status`, `caipAddress`, `connectorId`, `profileName`, …) and the modal's.
 * - `caipAddress`: the active account as a CAIP-10 id (`eip155:31337:0xf39F…2266`), undefined when disconnected;
 * - `address`: the same account's address (EIP-55 checksummed on EVM);
 * - `caipNetworkId`: the CAIP-2 id of the network the wallet is on (or the selected network when disconnected);
 * - `view`: the view on top of the router stack while open; `null` when the modal is closed (never missing);
 * - `networkName`: the configured name of `caipNetworkId` (`'Anvil A'`), undefined when that network
 *   is not among the configured networks (a wallet on an unsupported network) or none is configured;
 * - `themeMode`: the theme the modal renders in ('light' unless set), which the companion buttons follow.
 */
export interface WalletModalState extends WalletModalAccount {
  open: boolean
  view: ViewName | null
  caipNetworkId: CaipNetworkId | undefined
  networkName: string | undefined
  themeMode: ThemeMode
  activeNamespace: ChainNamespace | undefined
  /** Every namespace's account (an email login connects eip155 and solana at once). */
  accounts: Partial<Record<ChainNamespace, WalletModalAccount>>
  /**
   * Spec sections 2 and 6 (ProfileWallets): every wallet connected per namespace,
   * `{ connectorId, caipAddress, address }` each, with the `multiWallet` feature on several at once;
   * the active one is `accounts[namespace]`. Absent until a chain adapter has loaded.
   */
  connections?: Partial<Record<ChainNamespace, WalletConnection[]>>
  /**
   * Spec section 3, the Onramp state (with the `onramp` option): providers, selectedProvider, error,
   * purchaseCurrency, paymentCurrency, purchaseCurrencies, paymentCurrencies, quotesLoading,
   * paymentAmount, purchaseAmount. Undefined until an on-ramp view first opens.
   */
  onramp: OnrampState | undefined
  /**
   * The feature flags in force (core/features.ts): the host's `features` option over the
   * project's remote config over the defaults. Changes once when the project config arrives.
   */
  features: Features
}

/** One namespace's account in {@link WalletModalState.accounts} (spec section 3, per-chain account state). */
export interface WalletModalAccount {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** The account's connector id ('auth' for the embedded wallet's email login). */
  connectorId: string | undefined
  /** Spec section 3, per-chain account state: 'eoa' for the embedded wallet. */
  preferredAccountType: 'eoa' | 'smartAccount' | undefined
  smartAccountDeployed: boolean | undefined
  /**
   * The embedded wallet's user (spec section 3): an email login's `{ email: 'ada@example.com' }`; a
   * social login's `{ username, email }` as its provider gives them (`{ username: 'octocat' }`).
   */
  user: { email?: string; username?: string } | undefined
  /** The social provider the embedded wallet signed in with ('google', 'github', 'farcaster'); undefined for email. */
  socialProvider: string | undefined
  /**
   * Spec section 3: the account's primary name, e.g. 'alice1234.modal.test' or 'vitalik.eth':
   * the `names` service's reverse lookup first, then ENS on the account's network, cached 5 minutes
   * (spec section 9). Undefined while disconnected, while unknown (it is looked up after the account
   * connects, so it arrives in a later state) and when the account has none; set at once after the
   * account registers a name; gone on disconnect or another account.
   */
  profileName: string | undefined
  /**
   * Bitcoin only (spec section 3): the payment address (index 0, the same as `address`) and the
   * ordinals address (index 1; the same address again for a single-address wallet).
   */
  allAccounts?: { address: string; purpose: 'payment' | 'ordinal'; publicKey?: string }[]
}

/**
 * The active account's native balance, as `getBalance()` resolves it: `value` in base units (wei,
 * lamports, sats) as a bigint, the currency's `decimals` (18 for ETH, 9 for SOL, 8 for BTC) and
 * `symbol`; `displayDecimals` where the modal shows more than 3 fraction digits (8 for BTC).
 */
export interface WalletModalBalance {
  value: bigint
  decimals: number
  symbol: string
  displayDecimals?: number
}

/** `detail` of every `wallet-modal:*` DOM event (the connect event also says who connected). */
export interface WalletModalEventDetail {
  caipAddress: CaipAddress | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** 'wallet-modal:connect': the connector id ('auth' for an email login). */
  connectorId?: string
  /** 'wallet-modal:connect': the embedded wallet's user, social provider and account type (spec section 3). */
  user?: { email?: string; username?: string }
  socialProvider?: string
  preferredAccountType?: 'eoa' | 'smartAccount'
  /** 'wallet-modal:email-capture': the address DataCapture collected and whether it was proven. */
  email?: string
  verified?: boolean
}

/** DOM CustomEvents (bubbling, composed) dispatched on the element. */
export type WalletModalEventName =
  | 'wallet-modal:open'
  | 'wallet-modal:close'
  | 'wallet-modal:connect'
  | 'wallet-modal:disconnect'
  | 'wallet-modal:network-change'
  /** A SIWX sign-in succeeded (spec section 4); `detail` names the signed-in account and network. */
  | 'wallet-modal:siwx-success'
  /** DataCapture collected an email (spec section 2); `detail.email`, `detail.verified`. */
  | 'wallet-modal:email-capture'

/** The JS API, the same on each element and on `window.WalletModal` (script tag). */
export interface WalletModalApi {
  /**
   * Opens the modal on `view`, or on Connect (disconnected) / Account (connected); on
   * SIWXSignMessage whatever is named while sign-in is required and the account has no session.
   * @throws WalletModalError 'Cannot open view "<view>": the views open() takes here are <list>'
   *   (code 'INVALID_VIEW') for a view that does not exist, belongs inside a flow, or whose feature
   *   is off (SIWXSignMessage without `siwx`, AllWallets and ConnectingWalletConnect without `walletConnect`);
   *   'Cannot open view "<view>": the feature "<flag>" is turned off' (code 'INVALID_VIEW') for a
   *   view whose feature flag is off (Swap with `features.swaps` false, from the project config or the host).
   */
  open(options?: { view?: ViewName }): void
  /** Closes the modal; a required sign-in without a session stays (spec section 2). */
  close(): void
  getState(): WalletModalState
  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribeState(listener: (state: WalletModalState) => void): () => void
  /** Disconnects the active wallet; remembered so reload does not reconnect it. */
  disconnect(): Promise<void>
  /**
   * Switches to a configured network (CAIP-2 id). Connected: asks the wallet. Disconnected: selects it.
   * @throws Error 'Network not found' when the id is not among the configured networks.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /**
   * The bearer token of the active account's SIWX session on the `siwx.serverUrl` back end, for the
   * host's own API calls (`Authorization: Bearer <token>`; the server checks it with
   * `siwx.authenticate(token)`). Undefined when disconnected, not signed in there, or without a
   * `serverUrl` (localStorage sessions have no token).
   */
  getSiwxToken(): string | undefined
  /**
   * The active account's native balance on its network, read from the chain through the
   * network's `rpcUrl` each call (the buttons call it when the account changes and when the modal
   * closes). Undefined when disconnected.
   * @throws UnsupportedChainError 'Unsupported chain'; NetworkNotFoundError 'Network not found' when
   *   the wallet is on a network the host did not configure; the RPC's error.
   */
  getBalance(): Promise<WalletModalBalance | undefined>
  /** Merges options (networks, metadata, themeMode, storageKey, nonce); see WalletModalOptions. */
  setOptions(options: WalletModalOptions): void
  /**
   * The connected wallet's provider in `namespace`, for the host's own calls: EVM an EIP-1193
   * provider (for the embedded wallet: the spec's safe methods answered from the host's RPC, the
   * not-safe ones approved in the signer frame); Solana the Wallet Standard wallet. Undefined when
   * that namespace is not connected.
   */
  getProvider(namespace: ChainNamespace): Promise<unknown>
}
