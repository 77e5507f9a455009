/**
 * Display formatting of addresses, token amounts and USD values (spec 9).
 * Amounts are floored, never rounded up, so the UI never shows more than the user has.
 */
import {
  ADDRESS_TRUNCATE_END,
  ADDRESS_TRUNCATE_START,
  BALANCE_DISPLAY_DECIMALS,
  EMAIL_LABEL_MAX_CHARS,
  USD_DECIMALS,
} from './constants.js'

const ELLIPSIS = '\u2026'

/**
 * Shortens an address to `start` leading and `end` trailing characters joined
 * by '…' (U+2026): '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' → '0x70…dc79C8'.
 * Strings of at most start + end + 1 characters are returned unchanged (nothing would be saved).
 * Spec 9: "Addresses truncated to 4 start and 6 end characters."
 */
export function truncateAddress(address: string, start = ADDRESS_TRUNCATE_START, end = ADDRESS_TRUNCATE_END): string {
  if (address.length <= start + end + 1) return address
  // slice(length - 0) is '': an `end` of 0 keeps no trailing characters.
  return address.slice(0, start) + ELLIPSIS + address.slice(address.length - end)
}

/**
 * The account label of an email login (spec section 9: truncated above 30 characters): the
 * address as is up to 30 characters, else its first 30 and an ellipsis.
 */
export function truncateEmail(email: string, max = EMAIL_LABEL_MAX_CHARS): string {
  return email.length > max ? email.slice(0, max) + ELLIPSIS : email
}

/** '1234567' → '1,234,567' (en-US grouping) without depending on the runtime's Intl data. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function assertDigitCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a non-negative integer, got ${n}`)
}

/**
 * Converts a base-unit integer (wei, lamports, token units with `decimals`) to
 * a decimal string truncated to `maxFractionDigits` fraction digits, trailing
 * zeros trimmed, the integer part grouped en-US style:
 * (1234567891234567890n, 18) → '1.234'; (12345000000000000000000n, 18) → '12,345'; 0n → '0'.
 * Negative values keep a leading '-' and are truncated toward zero (magnitude
 * never rounded up); a value that truncates to zero is '0', never '-0'.
 * Spec 9: "Transaction quantity shows 3 decimals."
 * @throws RangeError `decimals must be a non-negative integer, got <n>` (same for maxFractionDigits)
 */
export function formatUnitsFloor(
  value: bigint,
  decimals: number,
  maxFractionDigits = BALANCE_DISPLAY_DECIMALS,
): string {
  assertDigitCount('decimals', decimals)
  assertDigitCount('maxFractionDigits', maxFractionDigits)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const unit = 10n ** BigInt(decimals)
  const integer = magnitude / unit
  const fraction = (magnitude % unit).toString().padStart(decimals, '0').slice(0, maxFractionDigits).replace(/0+$/, '')
  if (integer === 0n && fraction === '') return '0'
  return (negative ? '-' : '') + groupThousands(integer.toString()) + (fraction ? `.${fraction}` : '')
}

/**
 * A token balance for display: `formatUnitsFloor(value, decimals, displayDecimals)` then the
 * symbol, e.g. (1234567891234567890n, 18, 'ETH') → '1.234 ETH'. An empty symbol gives the bare
 * amount. `displayDecimals` defaults to 3 (spec section 9); BTC shows 8 (12345n sats →
 * '0.00012345 BTC').
 * @throws RangeError as {@link formatUnitsFloor}
 */
export function formatBalance(
  value: bigint,
  decimals: number,
  symbol: string,
  displayDecimals = BALANCE_DISPLAY_DECIMALS,
): string {
  const amount = formatUnitsFloor(value, decimals, displayDecimals)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * The decimal text, without exponent, of a non-negative finite number as far as its cents go
 * (1.5 → '1.5', 1.25e21 → '1250000000000000000000', 1e-7 → '0'). Working on this text instead of
 * `value * 100` keeps 0.29 from flooring to 0.28. String() writes an exponent only below 1e-6,
 * which is 0 cents, and from 1e21 on, where the number is whole with one digit before its point.
 */
function plainDecimal(abs: number): string {
  if (abs < 1e-6) return '0'
  const text = String(abs)
  const match = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text)
  if (!match) return text
  const [, lead = '', fraction = '', exponent = ''] = match
  return lead + fraction + '0'.repeat(Number(exponent) - fraction.length)
}

/**
 * A USD amount with exactly 2 decimals, floored (truncated toward zero), en-US
 * grouping and a '$' prefix: 1234.5678 → '$1,234.56', 0.5 → '$0.50', -3.219 → '-$3.21'.
 * Non-finite input (NaN, ±Infinity, e.g. from a missing price) shows '$0.00' rather than throwing in a view.
 * Spec 9: "Amount format USD with 2 decimals, floored, en-US grouping."
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return '$0.00'
  const [integer = '0', fraction = ''] = plainDecimal(Math.abs(value)).split('.')
  const cents = fraction.slice(0, USD_DECIMALS).padEnd(USD_DECIMALS, '0')
  const isZero = /^0*$/.test(integer + cents)
  return `${value < 0 && !isZero ? '-' : ''}$${groupThousands(integer)}.${cents}`
}
