/**
 * The send state of spec section 3 as a slice of the instance store (`state.send`) and the
 * transaction stack of section 9; transferRequest.ts turns it into a transfer.
 */
import { PENDING_TRANSACTIONS_LIMIT } from './constants.js'
import { WalletModalError } from './errors.js'
import { sendMessages as messages } from '../features/send/messages.js'
import type { PendingTransaction } from '../features/send/slice.js'

export { initialSendState, type PendingTransaction, type SendState } from '../features/send/slice.js'

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
