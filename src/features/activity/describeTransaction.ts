import { truncateAddress } from '../../core/format.js'
import { activityMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { formatTransferQuantity } from './formatTransferQuantity.js'
import { signPrefix } from './signPrefix.js'
import type { OperationType, Transaction, TransactionStatus, TransactionTransfer } from '../../core/history.js'
import { visibleTransfers } from './visibleTransfers.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(activityMessages)

/** Past-tense row titles by operation type (features/activity/messages.ts; the spec lists the types only), in the active locale. */
const TRANSACTION_TITLES = (): Readonly<Record<string, string>> => messages.transactionTitles

/** An image of a row: the token icon or NFT preview of one visible transfer. */
export interface TransactionImage {
  type: 'FUNGIBLE' | 'NFT' | undefined
  url: string | undefined
}

/** What a history row shows; see {@link describeTransaction}. */
export interface TransactionDescription {
  /** 'Sent', 'Received', … ({@link TRANSACTION_TITLES}); an unknown type capitalised ('stake' → 'Stake'). */
  title: string
  status: TransactionStatus
  /** ISO time, from `metadata.minedAt`. */
  minedAt: string
  /** The transfers shown (gas legs hidden, merged, at most 2; see visibleTransfers). */
  transfers: TransactionTransfer[]
  /** One line per shown transfer ('+1.500 ETH', 'CryptoPunk #1'), or `[status]` with none. */
  descriptions: string[]
  /** One image per shown transfer (a single `{ type: undefined }` with none). */
  images: TransactionImage[]
  /** The other party, truncated 4 + 6 ('0x70…dc79C8'): `sentFrom` for incoming value, else `sentTo`. */
  counterparty: string | undefined
}

function titleOf(operationType: OperationType): string {
  return TRANSACTION_TITLES()[operationType] ?? operationType.charAt(0).toUpperCase() + operationType.slice(1)
}

/** '1.500 ETH' for a fungible transfer (quantity per formatTransferQuantity), the NFT name, or '-'. */
function transferText(transfer: TransactionTransfer): string {
  if (transfer.nft_info) return transfer.nft_info.name || '-'
  if (transfer.fungible_info) {
    const text = [
      formatTransferQuantity(transfer.quantity.numeric, transfer.quantity.displayDecimals),
      transfer.fungible_info.symbol,
    ]
      .filter(Boolean)
      .join(' ')
    return text || '-'
  }
  return ''
}

function imageOf(transfer: TransactionTransfer | undefined): TransactionImage {
  if (transfer?.fungible_info) return { type: 'FUNGIBLE', url: transfer.fungible_info.icon?.url }
  if (transfer?.nft_info) return { type: 'NFT', url: transfer.nft_info.content?.preview?.url }
  return { type: undefined, url: undefined }
}

/**
 * Everything a history row needs, computed once, framework-free (AppKit's
 * TransactionUtil.getTransactionDescriptions / getTransactionImages, plus a title and the counterparty).
 * Each shown transfer's text gets its sign from {@link signPrefix}(operationType, direction) —
 * AppKit signs only single-transfer rows; we sign each line, which reads well for swaps.
 */
export function describeTransaction(transaction: Transaction): TransactionDescription {
  const { metadata } = transaction
  const transfers = visibleTransfers(transaction.transfers)
  const descriptions =
    transfers.length === 0
      ? [metadata.status]
      : transfers.map((t) => signPrefix(metadata.operationType, t.direction) + transferText(t))
  const incoming =
    metadata.operationType === 'receive' || (transfers.length > 0 && transfers.every((t) => t.direction === 'in'))
  const party = incoming ? metadata.sentFrom : metadata.sentTo
  return {
    title: titleOf(metadata.operationType),
    status: metadata.status,
    minedAt: metadata.minedAt,
    transfers,
    descriptions,
    images: transfers.length === 0 ? [imageOf(undefined)] : transfers.map(imageOf),
    counterparty: party ? truncateAddress(party) : undefined,
  }
}
