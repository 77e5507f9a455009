import { EXTREME_GAS_FEE_THRESHOLD, GAS_FEE_THRESHOLD } from './constants.js'
import type { TransactionTransfer } from '../../core/history.js'

const amountOf = (transfer: TransactionTransfer): number => Number(transfer.quantity.numeric)

/**
 * The transfers of one token (same `fungible_info.name`) worth showing:
 * - one transfer: kept;
 * - exactly one 'in' and one 'out' (10% rule): when one amount is below 10% of the other, only
 *   the larger is kept (any 'self' transfer of the group goes too); otherwise all are kept;
 * - any other mix (1% rule): when the smallest amount is below 1% of the largest, only the
 *   amounts of at least 1% of the largest are kept; otherwise all are kept.
 */
function significantTransfers(group: TransactionTransfer[]): TransactionTransfer[] {
  if (group.length === 1) return group
  const ins = group.filter((t) => t.direction === 'in')
  const outs = group.filter((t) => t.direction === 'out')
  const [onlyIn] = ins
  const [onlyOut] = outs
  if (ins.length === 1 && outs.length === 1 && onlyIn && onlyOut) {
    if (amountOf(onlyOut) < amountOf(onlyIn) * GAS_FEE_THRESHOLD) return [onlyIn]
    if (amountOf(onlyIn) < amountOf(onlyOut) * GAS_FEE_THRESHOLD) return [onlyOut]
    return group
  }
  const amounts = group.map(amountOf)
  const floor = Math.max(...amounts) * EXTREME_GAS_FEE_THRESHOLD
  if (Math.min(...amounts) < floor) return group.filter((t) => amountOf(t) >= floor)
  return group
}

/**
 * Hides the gas-fee legs of a transaction's transfers (spec 9: "Gas-fee transfer filter
 * thresholds 10% and 1%"), with AppKit's semantics (TransactionUtil.filterGasFeeTransfers and
 * filterGasFeesFromTokenGroup): fungible transfers are grouped by `fungible_info.name`, and each
 * group keeps only its significant transfers (see the two rules above; comparisons are strict,
 * so an amount of exactly 10% / 1% stays). NFTs and unnamed transfers are always kept.
 * Amounts are compared as numbers of whole tokens (`Number(quantity.numeric)`), ratios only.
 * Unlike AppKit, the kept transfers stay in their input order (AppKit moves unnamed ones last).
 */
export function filterGasFeeTransfers(transfers: readonly TransactionTransfer[]): TransactionTransfer[] {
  const groups = new Map<string, TransactionTransfer[]>()
  for (const transfer of transfers) {
    const name = transfer.fungible_info?.name
    if (name) groups.set(name, [...(groups.get(name) ?? []), transfer])
  }
  const kept = new Set<TransactionTransfer>()
  for (const group of groups.values()) for (const transfer of significantTransfers(group)) kept.add(transfer)
  return transfers.filter((transfer) => !transfer.fungible_info?.name || kept.has(transfer))
}
