import type { ContractCall } from '../../core/chainAdapter.js'
import { isUserRejection, toWalletModalError } from '../../core/errorMessage.js'
import { messages } from './texts.js'
import { isNativeTokenAddress } from '../../core/swaps/slippage.js'
import type { SwapCall, SwapQuoteSource } from './swapSource.js'

/** What {@link executeSwap} needs: the prepared swap, who sends it and how. */
export interface ExecuteSwapInput {
  source: SwapQuoteSource
  /** Sends a call and waits for its receipt (the EVM adapter's `sendCall`); resolves with the hash. */
  sendCall(call: ContractCall): Promise<string>
  /**
   * Does the wallet send batches atomically (the EVM adapter's `supportsAtomicBatch`, EIP-5792)?
   * Asked only when an approval is needed; absent: never.
   */
  supportsAtomicBatch?(): Promise<boolean>
  /** Sends calls as one atomic batch and waits for it (the EVM adapter's `sendCalls`); resolves with the hash. */
  sendCalls?(calls: readonly ContractCall[]): Promise<string>
  chainId: number
  /** The account that pays, a 0x address. */
  from: string
  /** The input token (0xEeee…EEeE for ETH) and amount in its base units. */
  src: string
  amount: bigint
  /** The swap built at preview time (its amountOutMin comes from the quote the user saw). */
  swap: SwapCall
  /** Called before each wallet request. */
  onStep?(step: 'approving' | 'swapping'): void
}

/** The result: the approval's hash when one was needed, and the swap's (the same hash when they went as one batch). */
export interface ExecuteSwapResult {
  approveHash: string | undefined
  swapHash: string
}

/**
 * Sends a swap: for an ERC-20 input, first reads the allowance and, only when it is
 * short of `amount`, sends the source's approval (unlimited, so the next swap of that token needs
 * none); then sends the prepared swap. When the wallet sends batches atomically (EIP-5792), the
 * approval and the swap go as ONE batch: one request in the wallet, both land or neither does.
 * @throws Error {@link swapMessages.swapStaleQuote} when the router refuses the trade because the
 *   pool moved (Uniswap V2 'INSUFFICIENT_OUTPUT_AMOUNT', 1inch 'Return amount is not enough');
 *   otherwise the modal's error for it (`toWalletModalError`: a user rejection, a chain message…).
 */
export async function executeSwap(input: ExecuteSwapInput): Promise<ExecuteSwapResult> {
  let approveHash: string | undefined
  try {
    if (!isNativeTokenAddress(input.src)) {
      const allowance = await input.source.allowance({
        chainId: input.chainId,
        tokenAddress: input.src,
        walletAddress: input.from,
      })
      if (allowance < input.amount) {
        const approval = await input.source.approveTransaction({ chainId: input.chainId, tokenAddress: input.src })
        if (input.sendCalls && (await input.supportsAtomicBatch?.())) {
          input.onStep?.('swapping')
          const hash = await input.sendCalls([approval, input.swap])
          return { approveHash: hash, swapHash: hash }
        }
        input.onStep?.('approving')
        approveHash = await input.sendCall(approval)
      }
    }
    input.onStep?.('swapping')
    const swapHash = await input.sendCall(input.swap)
    return { approveHash, swapHash }
  } catch (error) {
    if (!isUserRejection(error) && isStaleQuoteError(error)) throw new Error(messages.swapStaleQuote, { cause: error })
    throw toWalletModalError(error)
  }
}

/** True when some level of `error` (message, shortMessage, details, cause) names a router's "too little out" revert. */
export function isStaleQuoteError(error: unknown): boolean {
  for (let level = error, depth = 0; level && depth < 8; depth++) {
    const { message, shortMessage, details, cause } = level as {
      message?: unknown
      shortMessage?: unknown
      details?: unknown
      cause?: unknown
    }
    if (
      [message, shortMessage, details].some(
        (text) => typeof text === 'string' && /INSUFFICIENT_OUTPUT_AMOUNT|Return amount is not enough/.test(text),
      )
    )
      return true
    level = cause
  }
  return false
}
