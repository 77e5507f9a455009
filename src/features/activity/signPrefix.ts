import { MINUS_OPERATION_TYPES, PLUS_OPERATION_TYPES } from './constants.js'
import type { OperationType, TransferDirection } from '../../core/history.js'

/** The sign shown before an amount: '+', '-' or nothing. */
export type SignPrefix = '+' | '-' | ''

/**
 * The sign before a transfer's amount.
 * 1. By operation type (spec 9, as AppKit): '+' for receive, deposit, borrow, claim; '-' for
 *    withdraw, repay, burn.
 * 2. Every other type (send, execute, trade, mint, approve, unknown) by the transfer's
 *    direction: '+' for 'in', '-' for 'out', so a send reads '-0.123 ETH' (symmetric with
 *    'receive' being '+'; AppKit leaves 'send' unsigned, we sign it so the list reads one way) and
 *    a swap '-100 USDC' / '+0.05 ETH'.
 * 3. Otherwise '' (a 'self' transfer, or no direction).
 */
export function signPrefix(operationType: OperationType, direction?: TransferDirection): SignPrefix {
  if (PLUS_OPERATION_TYPES.includes(operationType)) return '+'
  if (MINUS_OPERATION_TYPES.includes(operationType)) return '-'
  if (direction === 'in') return '+'
  if (direction === 'out') return '-'
  return ''
}
