import { BALANCE_DISPLAY_DECIMALS } from '../../core/constants.js'

const PLAIN_DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * A transfer quantity (`quantity.numeric`, whole tokens) with exactly 3 decimals:
 * '1.5' → '1.500', '0.123456' → '0.123', '1234' → '1234.000', '-0.0009' → '0.000'.
 * Spec 9: "Transaction quantity shows 3 decimals." Like AppKit (`toFixed(3)`) the decimals are
 * padded and the integer part is not grouped; unlike it the digits are truncated, not rounded
 * ('0.9999' → '0.999', never '1.000'), so a row never shows more than moved — the rule of
 * core/format. Works on the text, so 18-decimal amounts lose no digit to floating point.
 * Exponent text ('1e-7') goes through Number first. Empty or non-numeric text → undefined.
 * `decimals` other than 3 where the transfer says so (`quantity.displayDecimals`: 8 for BTC).
 */
export function formatTransferQuantity(
  numeric: string | undefined,
  decimals = BALANCE_DISPLAY_DECIMALS,
): string | undefined {
  if (numeric === undefined || numeric.trim() === '') return undefined
  let text = numeric.trim()
  if (!PLAIN_DECIMAL.test(text)) {
    const number = Number(text)
    if (!Number.isFinite(number)) return undefined
    text = number.toFixed(20)
  }
  const [, sign = '', integer = '', fraction = ''] = PLAIN_DECIMAL.exec(text) ?? []
  if (integer === '' && fraction === '') return undefined
  const digits = fraction.slice(0, decimals).padEnd(decimals, '0')
  const whole = integer.replace(/^0+(?=\d)/, '') || '0'
  const isZero = /^0*$/.test(whole) && /^0*$/.test(digits)
  return `${sign && !isZero ? '-' : ''}${whole}.${digits}`
}
