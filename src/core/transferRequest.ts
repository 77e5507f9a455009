import { parseAmount } from './amount.js'
import type { TransferRequest } from './chainAdapter.js'
import { WalletModalError } from './errors.js'
import { isChainNamespace } from './namespaces.js'
import { UnsupportedChainError } from './specificErrors.js'
import { sendMessages as messages } from '../features/send/messages.js'
import type { SendState } from './send.js'

const invalid = (message: string) => new WalletModalError(message, { code: 'INVALID_PARAMETERS' })

/**
 * Turns the send state into a transfer request (spec sections 4 and 5): amount and receiver
 * required; only EVM, Solana and Bitcoin; a token required, and an ERC20 send its address. `value`
 * is in the token's base units (wei, lamports, sats, token units); no `token` in the request means native.
 * @throws WalletModalError 'An amount and receiver address are required', 'A token is required',
 *   'Enter a valid amount', 'An ERC20 send requires a token address' (code 'INVALID_PARAMETERS');
 *   UnsupportedChainError 'Unsupported chain' for a namespace other than namespaces.ts lists.
 */
export function toTransferRequest(
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>,
  namespace: string | undefined,
): TransferRequest {
  if (!state.sendTokenAmount || !state.receiverAddress) throw invalid(messages.sendRequired)
  if (!isChainNamespace(namespace)) throw new UnsupportedChainError()
  const token = state.token
  if (!token) throw invalid(messages.sendTokenRequired)
  const value = parseAmount(state.sendTokenAmount, token.quantity.decimals)
  if (value === undefined || value <= 0n) throw invalid(messages.sendInvalidAmount)
  if (token.address === undefined) return { to: state.receiverAddress.trim(), value }
  if (!token.address) throw invalid(messages.sendTokenAddressRequired)
  return {
    to: state.receiverAddress.trim(),
    value,
    token: { address: token.address, name: token.name, symbol: token.symbol, decimals: token.quantity.decimals },
  }
}
