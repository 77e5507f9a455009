import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { NativeBalance, TokenAmount, TransferRequest } from './chainAdapter.js'
import type { TokenConfig } from './tokens.js'
import type { ViewName } from './router.js'
import type { ModalStore } from './store.js'
import type { ChainNamespace } from './options.js'

/**
 * What views may do, handed to them through React context. The element implements it;
 * views never reach into chain adapters or persistence directly.
 */
export interface ModalRuntime {
  readonly store: ModalStore
  /** Opens on `view`, or on the default view for the current state. */
  open(view?: ViewName, data?: Record<string, unknown>): void
  close(): void
  push(view: ViewName, data?: Record<string, unknown>): void
  replace(view: ViewName, data?: Record<string, unknown>): void
  /** Pops a view; with a single entry the modal closes (spec section 2). */
  goBack(): void
  /** Starts a connection through a listed connector (in its namespace, or `namespace`) and shows ConnectingExternal. */
  connect(connectorId: string, namespace?: ChainNamespace): Promise<void>
  /** Leaves the connecting view; a late wallet answer is still honoured. */
  cancelConnect(): void
  disconnect(): Promise<void>
  /**
   * Same namespace: switches through the wallet. Another namespace with a connected account:
   * makes that account active. Another namespace without one: opens SwitchActiveChain.
   */
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  /** Makes the connected account of the network's namespace the active one (no wallet prompt). */
  activateNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  getBalance(caipAddress: CaipAddress): Promise<NativeBalance>
  /** Token balances of an account on its network, through that namespace's adapter. */
  getTokenBalances(caipAddress: CaipAddress, tokens: TokenConfig[]): Promise<TokenAmount[]>
  /**
   * Sends from the active account on its network; resolves once the chain has it.
   * @throws Error 'Unsupported chain' when the active namespace is neither EVM nor Solana.
   */
  sendTransfer(request: TransferRequest): Promise<string>
  /** Resolves a name (ENS on EVM networks that configure a Universal Resolver); undefined when none. */
  resolveName(name: string, caipNetworkId: CaipNetworkId): Promise<string | undefined>
  /** The sign-in flow (spec section 4), for SIWXSignMessage. */
  readonly siwx: {
    /** Signs in the active account; failure shows 'Error signing message' and the view again. */
    signIn(): Promise<void>
    /** Required: back to the last network with a session, else disconnect. Optional: close. */
    cancel(): Promise<void>
  }
}
