/** Builders of spec-3 transactions for the activity tests. */
import type { Transaction, TransactionMetadata, TransactionTransfer, TransferDirection } from '../../../core/history.js'

export const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** A fungible transfer of `numeric` whole tokens of `symbol` (name = symbol unless given). */
export function fungible(
  direction: TransferDirection,
  numeric: string,
  symbol = 'ETH',
  extra: Partial<TransactionTransfer> & { name?: string } = {},
): TransactionTransfer {
  const { name = symbol, ...rest } = extra
  return { direction, quantity: { numeric }, fungible_info: { name, symbol }, ...rest }
}

/** An NFT transfer, spam or not. */
export function nft(direction: TransferDirection, name: string, isSpam: boolean): TransactionTransfer {
  return { direction, quantity: { numeric: '1' }, nft_info: { name, flags: { is_spam: isSpam } } }
}

/** A transaction `id` mined at `minedAt` on eip155:1 (override anything through `metadata`). */
export function transaction(
  id: string,
  minedAt: string,
  transfers: TransactionTransfer[] = [],
  metadata: Partial<TransactionMetadata> = {},
): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: ACCOUNT,
      sentTo: OTHER,
      hash: id,
      ...metadata,
    },
    transfers,
  }
}
