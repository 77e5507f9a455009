/** The catalogue's strings for the Swap view (spec sections 2 and 9), with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
/** The Swap view's English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const swapMessages = {
  ...firstPaintMessages,
  swapFrom: 'You pay',
  swapTo: 'You receive',
  swapAmount: 'Amount',
  swapBalance: (amount: string) => `Balance: ${amount}`,
  swapMax: 'Max',
  swapQuoting: 'Getting a quote…',
  swapQuote: (amount: string) => `≈ ${amount}`,
  swapPriceImpact: 'Price impact',
  swapNetworkFee: 'Network fee',
  swapMinimum: 'Minimum received',
  swapSlippage: (percent: number) => `Slippage tolerance ${percent}%`,
  swapReview: 'Review swap',
  swapPreviewTitle: 'Review your swap',
  swapConfirm: 'Confirm swap',
  swapEdit: 'Edit',
  swapApproving: (symbol: string) => `Approving ${symbol}…`,
  swapApproveNeeded: (symbol: string) => `${symbol} needs a one-time approval before the swap`,
  swapSwapping: 'Swapping…',
  swapDone: 'Swap complete',
  swapDoneDetail: (paid: string, minimum: string) => `Swapped ${paid} for at least ${minimum}`,
  swapBackToAccount: 'Back to account',
  insufficientBalance: 'Insufficient balance',
  swapSameToken: 'Choose two different tokens',
  /** The router refused the trade: the pool moved after the quote (Uniswap V2: INSUFFICIENT_OUTPUT_AMOUNT). */
  swapStaleQuote: 'The price moved since this quote, so the swap was not made. Review the new quote and try again.',
  swapQuoteFailed: (reason: string) => `No quote: ${reason}`,
  swapUnsupported: 'Swaps are available on EVM networks only',
} as const
