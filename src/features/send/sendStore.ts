import { createStore, type StoreApi } from 'zustand/vanilla'
import { PENDING_TRANSACTIONS_LIMIT } from '../../core/constants.js'
import type { ModalRuntime } from '../../core/runtime.js'
import { initialSendState, type PendingTransaction, type SendState } from './sendState.js'

export interface SendStoreState extends SendState {
  /** The transaction stack of native sends still waiting for the chain (spec section 4). */
  pending: PendingTransaction[]
}

const stores = new WeakMap<ModalRuntime, StoreApi<SendStoreState>>()

/** The instance's send state: survives leaving and re-entering WalletSend, so nothing typed is lost. */
export function sendStoreOf(runtime: ModalRuntime): StoreApi<SendStoreState> {
  let store = stores.get(runtime)
  if (!store) stores.set(runtime, (store = createStore<SendStoreState>()(() => ({ ...initialSendState, pending: [] }))))
  return store
}

/** Spec section 9: at most 99 pending transactions. */
export const PENDING_LIMIT_ERROR = `At most ${PENDING_TRANSACTIONS_LIMIT} transactions can be pending`

/**
 * Puts a native send on the transaction stack.
 * @throws Error {@link PENDING_LIMIT_ERROR} when 99 are already pending.
 */
export function pushPending(store: StoreApi<SendStoreState>, tx: PendingTransaction): void {
  if (store.getState().pending.length >= PENDING_TRANSACTIONS_LIMIT) throw new Error(PENDING_LIMIT_ERROR)
  store.setState((s) => ({ pending: [...s.pending, tx] }))
}

export function popPending(store: StoreApi<SendStoreState>, hash: string): void {
  store.setState((s) => ({ pending: s.pending.filter((p) => p.hash !== hash) }))
}
