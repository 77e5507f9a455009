import type { Transaction } from '../../core/history.js'

/**
 * True when every transfer of `transaction` is an NFT flagged as spam (`nft_info.flags.is_spam`).
 * Spec 5: "Spam transactions are dropped when every transfer is flagged spam."
 * A transaction without transfers (a contract call, an approval) is not spam: AppKit's
 * `transfers.every(...)` is vacuously true there and hides it; we keep it on purpose.
 */
export function isAllSpam(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}
