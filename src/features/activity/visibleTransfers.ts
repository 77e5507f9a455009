import { formatAmount, parseAmount } from '../../core/amount.js'
import { MAX_VISIBLE_TRANSFERS } from './constants.js'
import { filterGasFeeTransfers } from './filterGasFeeTransfers.js'
import type { TransactionTransfer } from '../../core/history.js'

const fractionLength = (numeric: string): number =>
  numeric.includes('.') ? numeric.length - numeric.indexOf('.') - 1 : 0

/** Exact sum of two decimal quantities; falls back to number addition for non-plain text (e.g. '1e-7'). */
function addQuantities(a: string, b: string): string {
  const scale = Math.max(fractionLength(a), fractionLength(b))
  const x = parseAmount(a, scale)
  const y = parseAmount(b, scale)
  return x !== undefined && y !== undefined ? formatAmount(x + y, scale) : String(Number(a) + Number(b))
}

const DIRECTION_ORDER: Record<string, number> = { out: 0, self: 1, in: 2 }

/**
 * The transfers a list row shows (spec 9: "At most 2 transfers per transaction"), as AppKit's
 * TransactionUtil.mergeTransfers:
 * 1. a single transfer is returned as is;
 * 2. gas-fee legs are dropped ({@link filterGasFeeTransfers});
 * 3. transfers of the same token (`fungible_info.name`) and direction are merged: quantities
 *    added (exactly, as decimal text), USD values added;
 * 4. with more than 2 left, the 2 with the highest USD `value` are kept (missing value = 0);
 * 5. 'out' transfers come before 'in' ones ('self' between), otherwise the order is kept.
 * Pure: the input transfers are not modified (AppKit mutates them while merging).
 */
export function visibleTransfers(transfers: readonly TransactionTransfer[]): TransactionTransfer[] {
  if (transfers.length <= 1) return [...transfers]
  const merged: TransactionTransfer[] = []
  for (const transfer of filterGasFeeTransfers(transfers)) {
    const name = transfer.fungible_info?.name
    const index = name
      ? merged.findIndex((m) => m.fungible_info?.name === name && m.direction === transfer.direction)
      : -1
    const existing = merged[index]
    if (!existing) {
      merged.push(transfer)
      continue
    }
    const value =
      existing.value === undefined && transfer.value === undefined
        ? undefined
        : (existing.value ?? 0) + (transfer.value ?? 0)
    merged[index] = {
      ...existing,
      quantity: { ...existing.quantity, numeric: addQuantities(existing.quantity.numeric, transfer.quantity.numeric) },
      ...(value === undefined ? {} : { value }),
    }
  }
  const capped =
    merged.length > MAX_VISIBLE_TRANSFERS
      ? [...merged].sort((a, b) => (b.value ?? 0) - (a.value ?? 0)).slice(0, MAX_VISIBLE_TRANSFERS)
      : merged
  return [...capped].sort((a, b) => (DIRECTION_ORDER[a.direction] ?? 1) - (DIRECTION_ORDER[b.direction] ?? 1))
}
