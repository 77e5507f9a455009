import type { Transaction } from '../../core/history.js'
import type { TransactionsByYear } from './types.js'

function minedAtMs(transaction: Transaction): number {
  return new Date(transaction.metadata.minedAt).getTime()
}

/**
 * Groups `transactions` by the calendar year, then the month index (0 = January), of
 * `metadata.minedAt` in the user's local time zone (the months a user recognises, as AppKit does).
 * Within a month: newest first, one entry per `id` (a later occurrence replaces an earlier one).
 * Transactions whose `minedAt` is not a valid date are left out. Pure: returns a new map.
 * Spec 3: "transactionsByYear (year, then month index, then list)".
 */
export function groupByYearMonth(transactions: readonly Transaction[]): TransactionsByYear {
  const byId = new Map<string, Transaction>()
  for (const transaction of transactions) byId.set(transaction.id, transaction)
  const grouped: TransactionsByYear = {}
  for (const transaction of byId.values()) {
    const minedAt = new Date(transaction.metadata.minedAt)
    if (Number.isNaN(minedAt.getTime())) continue
    const months = (grouped[minedAt.getFullYear()] ??= {})
    const list = (months[minedAt.getMonth()] ??= [])
    list.push(transaction)
  }
  for (const months of Object.values(grouped)) {
    for (const list of Object.values(months)) list.sort((a, b) => minedAtMs(b) - minedAtMs(a))
  }
  return grouped
}
