/**
 * The send feature's slice of the instance store (spec section 3): its shape and its initial value,
 * apart from core/send.ts's rules so the store (in the first paint) does not carry them. A slice
 * module imports core only (types), so the store, actions and chains may read it (features/slices.ts).
 */
import type { CaipAddress } from '../../core/caip.js'
import type { TokenBalance } from '../../core/tokens.js'

/** A sent transaction waiting in the transaction stack (spec section 9: at most 99 pending). */
export interface PendingTransaction {
  hash: string
  caipAddress: CaipAddress
  amount: string
  symbol: string
  to: string
}

/**
 * Send state (spec section 3). Amount and receiver are kept as typed until a send succeeds, so
 * leaving and re-entering WalletSend loses nothing. `hash` is the last successful send's
 * transaction hash (EVM) or signature (Solana); `pending` the transaction stack of native sends.
 */
export interface SendState {
  token: TokenBalance | undefined
  sendTokenAmount: string
  receiverAddress: string
  loading: boolean
  hash: string | undefined
  tokenBalances: TokenBalance[]
  pending: PendingTransaction[]
}

export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  loading: false,
  hash: undefined,
  tokenBalances: [],
  pending: [],
}

/** The send feature's part of the store state. */
export interface SendSlice {
  send: SendState
}

/** Its initial value. */
export const sendSlice: SendSlice = { send: initialSendState }
