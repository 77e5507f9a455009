import type { ModalContext } from '../core/context.js'
import type { WalletModalError } from '../core/errors.js'
import type { NoActiveAddressError, UnsupportedChainError, UserRejectedError } from '../core/specificErrors.js'
import { initialSendState, popPending, pushPending } from '../core/send.js'
import { toTransferRequest } from '../core/transferRequest.js'
import { clearFlowError, setFlowError } from '../core/storeUpdates.js'
import { getAdapter } from './getAdapter.js'

export type SendTransferParameters = {
  /** The receiver to use instead of `send.receiverAddress` as typed (e.g. the address an ENS name resolved to). */
  receiverAddress?: string
}
/** The transaction hash (EVM) or signature (Solana), once the chain has it. */
export type SendTransferReturnType = string
export type SendTransferErrorType = WalletModalError | UnsupportedChainError | NoActiveAddressError | UserRejectedError

/**
 * Sends the send state (`state.send`: token, amount, receiver) from the active account on its
 * network (spec sections 4 and 5): `loading` is true during the send and false after; a native EVM
 * send goes through the transaction stack (`send.pending`, at most 99); success resets the send
 * state, keeping `hash`. A failure is kept in `errors.send` ('Transaction rejected in the wallet',
 * a chain message of spec section 8, or the error's text) and thrown.
 * @throws WalletModalError 'An amount and receiver address are required' (and the other spec 5
 *   checks, code 'INVALID_PARAMETERS'); UnsupportedChainError 'Unsupported chain'; the wallet's
 *   rejection (code 4001) or the chain's error.
 */
export async function sendTransfer(
  context: ModalContext,
  { receiverAddress }: SendTransferParameters = {},
): Promise<SendTransferReturnType> {
  const { store } = context
  const { send, activeNamespace, accounts } = store.getState()
  clearFlowError(store, 'send')
  let pendingHash: string | undefined
  try {
    const request = toTransferRequest(
      { ...send, receiverAddress: receiverAddress ?? send.receiverAddress },
      activeNamespace,
    )
    store.setState((s) => ({ send: { ...s.send, loading: true } }))
    // Native EVM sends go through the transaction stack (spec section 4).
    const caipAddress = activeNamespace && accounts[activeNamespace]?.caipAddress
    if (!request.token && activeNamespace === 'eip155' && caipAddress) {
      const tx = {
        hash: `pending-${Date.now()}`,
        caipAddress,
        amount: send.sendTokenAmount,
        symbol: send.token!.symbol,
        to: request.to,
      }
      store.setState((s) => ({ send: { ...s.send, pending: pushPending(s.send.pending, tx) } }))
      pendingHash = tx.hash
    }
    const hash = await (await getAdapter(context, { chain: activeNamespace })).sendTransfer(request)
    store.setState((s) => ({ send: { ...initialSendState, hash, pending: s.send.pending } }))
    return hash
  } catch (error) {
    store.setState((s) => ({ send: { ...s.send, loading: false } }))
    await setFlowError(store, 'send', error)
    throw error
  } finally {
    if (pendingHash) {
      const hash = pendingHash
      store.setState((s) => ({ send: { ...s.send, pending: popPending(s.send.pending, hash) } }))
    }
  }
}
