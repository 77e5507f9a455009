/**
 * The exact decimal text of a base-unit amount: 1500000n with 6 decimals → '1.5'. No rounding,
 * no grouping, trailing zeros trimmed; used where the full amount matters (Max, quantities).
 */
export function toDecimalString(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const int = abs / base
  const frac = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`
}
