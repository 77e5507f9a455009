import type { CaipAddress, CaipNetworkId } from './caip.js'
import type { NativeBalance } from './chain-adapter.js'
import type { ViewName } from './router.js'
import type { ModalStore } from './store.js'

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
  /** Starts a connection through a listed connector and shows ConnectingExternal. */
  connect(connectorId: string): Promise<void>
  /** Leaves the connecting view; a late wallet answer is still honoured. */
  cancelConnect(): void
  disconnect(): Promise<void>
  switchNetwork(caipNetworkId: CaipNetworkId): Promise<void>
  getBalance(caipAddress: CaipAddress): Promise<NativeBalance>
}
