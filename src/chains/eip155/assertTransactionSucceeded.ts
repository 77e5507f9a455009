import { WalletModalError } from '../../core/errors.js'

/**
 * Throws unless the mined transaction succeeded: a receipt with status 'reverted' (status 0,
 * EIP-658) is a failed send even though it is on chain.
 * @throws WalletModalError 'execution reverted' (code 'EXECUTION_REVERTED'), which the error
 *   catalogue shows as 'The transaction would fail: the contract reverted it.' (spec 8, chain messages).
 */
export function assertTransactionSucceeded(receipt: { status: 'success' | 'reverted' }): void {
  if (receipt.status !== 'success') throw new WalletModalError('execution reverted', { code: 'EXECUTION_REVERTED' })
}
