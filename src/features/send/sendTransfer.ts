import { parseAmount } from '../../core/amount.js'
import type { TransferRequest } from '../../core/chainAdapter.js'
import type { ChainNamespace } from '../../core/options.js'
import type { SendState } from './sendState.js'

/** Spec section 5 and 8, verbatim where the spec has the text. */
export const SEND_ERRORS = {
  required: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  tokenAddressRequired: 'An ERC20 send requires a token address',
  unsupportedChain: 'Unsupported chain',
  invalidAmount: 'Enter a valid amount',
} as const

/**
 * Turns the send state into a transfer request (spec section 4/5): amount and receiver required;
 * an EVM send requires a token and an ERC20 send its address; only EVM and Solana are supported.
 * @throws Error with one of {@link SEND_ERRORS}.
 */
export function toTransferRequest(state: SendState, namespace: ChainNamespace | string | undefined): TransferRequest {
  if (!state.sendTokenAmount || !state.receiverAddress) throw new Error(SEND_ERRORS.required)
  if (namespace !== 'eip155' && namespace !== 'solana') throw new Error(SEND_ERRORS.unsupportedChain)
  const token = state.token
  if (!token) throw new Error(SEND_ERRORS.tokenRequired)
  const value = parseAmount(state.sendTokenAmount, token.quantity.decimals)
  if (value === undefined || value <= 0n) throw new Error(SEND_ERRORS.invalidAmount)
  if (token.address === undefined) return { to: state.receiverAddress.trim(), value }
  if (!token.address) throw new Error(SEND_ERRORS.tokenAddressRequired)
  return {
    to: state.receiverAddress.trim(),
    value,
    token: { address: token.address, name: token.name, symbol: token.symbol, decimals: token.quantity.decimals },
  }
}
