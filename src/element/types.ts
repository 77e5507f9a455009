import type { CaipAddress, CaipNetworkId } from '../core/caip.js'
import type { ConnectionStatus } from '../core/store.js'
import type { ChainNamespace, WalletModalOptions } from '../core/options.js'
import type { ViewName } from '../core/router.js'

/**
 * The public snapshot of one `<wallet-modal>` instance.
 * - `caipAddress`: the active account as a CAIP-10 id (`eip155:31337:0xf39F…2266`), undefined when disconnected;
 * - `address`: the same account's address (EIP-55 checksummed on EVM);
 * - `caipNetworkId`: the CAIP-2 id of the network the wallet is on (or the selected network when disconnected);
 * - `view`: the view on top of the router stack while open; `null` when the modal is closed (never missing).
 */
export interface WalletModalState {
  open: boolean
  view: ViewName | null
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  caipNetworkId: CaipNetworkId | undefined
  activeNamespace: ChainNamespace | undefined
}

/** `detail` of every `wallet-modal:*` DOM event. */
export interface WalletModalEventDetail {
  caipAddress: CaipAddress | undefined
  caipNetworkId: CaipNetworkId | undefined
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

/** The JS API, the same on each element and on `window.WalletModal` (script tag). */
export interface WalletModalApi {
  /**
   * Opens the modal on `view`, or on Connect (disconnected) / Account (connected); on
   * SIWXSignMessage whatever is named while sign-in is required and the account has no session.
   * @throws WalletModalError 'Cannot open view "<view>": the views open() takes here are <list>'
   *   (code 'INVALID_VIEW') for a view that does not exist, belongs inside a flow, or whose feature
   *   is off (SIWXSignMessage without `siwx`, AllWallets and ConnectingWalletConnect without `walletConnect`).
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
  /** Merges options (networks, metadata, themeMode, storageKey, nonce); see WalletModalOptions. */
  setOptions(options: WalletModalOptions): void
}
