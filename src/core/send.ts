/**
 * The send state of spec section 3 as a slice of the instance store (`state.send`) and the
 * transaction stack of section 9; transferRequest.ts turns it into a transfer.
 */
import type { CaipAddress } from './caip.js'
import { PENDING_TRANSACTIONS_LIMIT } from './constants.js'
import { WalletModalError } from './errors.js'
import { messages } from './messages.js'
import type { TokenBalance } from './tokens.js'

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

const invalid = (message: string) => new WalletModalError(message, { code: 'INVALID_PARAMETERS' })

/**
 * The stack with `tx` on top (spec section 4: a native send goes through the transaction stack).
 * @throws WalletModalError 'At most 99 transactions can be pending' (code 'INVALID_PARAMETERS').
 */
export function pushPending(pending: readonly PendingTransaction[], tx: PendingTransaction): PendingTransaction[] {
  if (pending.length >= PENDING_TRANSACTIONS_LIMIT) throw invalid(messages.pendingLimit(PENDING_TRANSACTIONS_LIMIT))
  return [...pending, tx]
}

/** The stack without the transaction `hash` (it settled, either way). */
export function popPending(pending: readonly PendingTransaction[], hash: string): PendingTransaction[] {
  return pending.filter((p) => p.hash !== hash)
}
