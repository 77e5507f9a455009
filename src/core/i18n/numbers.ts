/**
 * Amounts in the active locale through `Intl.NumberFormat`. Balances are
 * computed exactly as en-US text (core/format.ts: bigint base units floored to their display
 * decimals); this rewrites that text in `locale`'s digits, grouping, decimal separator and minus
 * sign without going through a float: '1,234.567' → 'es' '1234,567', 'de' '1.234,567'.
 */
import { formatUnitsFloor } from '../format.js'

const AMOUNT = /^(-?)([\d,]+)(?:\.(\d+))?$/

/** `amount` (en-US, as formatUnitsFloor writes it) in `locale`; English and anything else unchanged. */
export function localizeAmount(amount: string, locale: string): string {
  const match = AMOUNT.exec(amount)
  if (locale === 'en' || !match) return amount
  const [, sign = '', integer = '0', fraction] = match
  const format = new Intl.NumberFormat(locale)
  const whole = format.format(BigInt(sign + integer.replaceAll(',', '')))
  if (!fraction) return whole
  const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  // A negative amount that floors to -0.x keeps its sign (bigint -0 is 0): what the locale writes before
  // the digits of -1, i.e. the minus sign with any direction mark (ar-EG '\u061C-').
  const signed = sign && integer.replaceAll(',', '') === '0' ? negativePrefix(format) + whole : whole
  return signed + decimal + fraction.replace(/\d/g, (digit) => format.format(Number(digit)))
}

/** The parts `format` writes before the integer of a negative number: '-', or '\u061C-' in ar-EG. */
function negativePrefix(format: Intl.NumberFormat): string {
  const parts = format.formatToParts(-1)
  return parts
    .slice(
      0,
      parts.findIndex((part) => part.type === 'integer'),
    )
    .map((part) => part.value)
    .join('')
}

/**
 * A balance for display in `locale`: core/format.ts's formatBalance (floored to `displayDecimals`,
 * default 3, spec section 9) with the amount in the locale's number format; the symbol follows.
 * @throws RangeError as formatUnitsFloor
 */
export function formatBalanceIn(
  locale: string,
  value: bigint,
  decimals: number,
  symbol: string,
  displayDecimals?: number,
): string {
  const amount = localizeAmount(formatUnitsFloor(value, decimals, displayDecimals), locale)
  return symbol ? `${amount} ${symbol}` : amount
}

/**
 * A fiat amount (major units, e.g. dollars) with 2 decimals in `locale` through Intl.NumberFormat:
 * ('en', 7500) → '7,500.00', ('es', 7500) → '7500,00'; `grouping` false → '7500.00' (the on-ramp's
 * limit messages). English is written as en-US. Grouping is the locale's own ('auto': Spanish groups
 * from 10,000 on), not `true`, which newer Intl reads as 'always'.
 */
export function formatFiatIn(locale: string, value: number, grouping = true): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: grouping ? 'auto' : false,
  }).format(value)
}
