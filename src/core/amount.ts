/**
 * Amount text: sanitising what the user types into an amount field (spec 5), and
 * converting between decimal text and base units (wei, lamports, token units).
 * Exact: no floating point anywhere.
 */

/** Optional digit limits of {@link sanitizeAmountInput}. */
export interface AmountInputLimits {
  /** Most digits kept before the dot (a positive integer); extra digits are dropped from the end. */
  integerDigits?: number
  /** Most digits kept after the dot (0 or more); 0 also drops the dot. */
  decimalDigits?: number
}

function assertLimit(name: string, value: number | undefined, min: number): void {
  if (value === undefined) return
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`)
  }
}

/**
 * Cleans raw amount-field text (spec 5: "a comma becomes a dot; a lone dot becomes
 * '0.'; only digits are kept; integer and decimal digit limits are optional"):
 * - every ',' becomes '.', then every character other than a digit or a dot is dropped;
 * - only the first dot is kept;
 * - a leading dot gets a '0' before it ('.' → '0.', '.5' → '0.5');
 * - leading zeros of the integer part collapse to one ('007' → '7', '00.5' → '0.5'),
 *   as AppKit's numeric input replaces a lone '0' with the next digit typed;
 * - the integer part keeps its first `integerDigits` digits, the fraction its first `decimalDigits`.
 * The result is '' or matches /^\d+(\.\d*)?$/, and sanitising it again changes nothing.
 * Examples: '1,5' → '1.5', '.' → '0.', 'abc' → '', '1.2.3' → '1.23', ('12.345', { decimalDigits: 2 }) → '12.34'.
 * @throws RangeError `integerDigits must be an integer >= 1, got <n>` / `decimalDigits must be an integer >= 0, got <n>`
 */
export function sanitizeAmountInput(raw: string, limits: AmountInputLimits = {}): string {
  assertLimit('integerDigits', limits.integerDigits, 1)
  assertLimit('decimalDigits', limits.decimalDigits, 0)
  const kept = raw.replace(/,/g, '.').replace(/[^0-9.]/g, '')
  const dotAt = kept.indexOf('.')
  const hasDot = dotAt >= 0
  let integer = hasDot ? kept.slice(0, dotAt) : kept
  let fraction = hasDot ? kept.slice(dotAt + 1).replace(/\./g, '') : ''
  if (!hasDot && integer === '') return ''
  integer = integer.replace(/^0+(?=\d)/, '') || '0'
  // slice(0, undefined) keeps everything, so an absent limit needs no branch.
  integer = integer.slice(0, limits.integerDigits)
  fraction = fraction.slice(0, limits.decimalDigits)
  if (!hasDot || limits.decimalDigits === 0) return integer
  return `${integer}.${fraction}`
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`)
  }
}

// Decimal text as the amount field holds it: '1', '1.', '1.5', '0.', '.5'. No sign, no exponent.
const DECIMAL_TEXT = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/

/**
 * Decimal text → base units: ('1.5', 18) → 1500000000000000000n, ('0.', 6) → 0n, ('.5', 1) → 5n.
 * Undefined for empty or invalid text (signs, exponents, letters, several dots) and for text
 * with more fraction digits than `decimals` (it cannot be represented; never rounded).
 * @throws RangeError `decimals must be a non-negative integer, got <n>`
 */
export function parseAmount(text: string, decimals: number): bigint | undefined {
  assertDecimals(decimals)
  const match = DECIMAL_TEXT.exec(text)
  if (!match) return undefined
  const integer = match[1] ?? '0'
  const fraction = match[2] ?? match[3] ?? ''
  if (fraction.length > decimals) return undefined
  return BigInt(integer) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/**
 * Base units → exact decimal text, no grouping, trailing fraction zeros trimmed:
 * (1500000000000000000n, 18) → '1.5', (1234567n, 6) → '1.234567', (0n, 9) → '0', (-5n, 1) → '-0.5'.
 * The inverse of {@link parseAmount} for canonical text.
 * @throws RangeError `decimals must be a non-negative integer, got <n>`
 */
export function formatAmount(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const unit = 10n ** BigInt(decimals)
  const fraction = (magnitude % unit).toString().padStart(decimals, '0').replace(/0+$/, '')
  const text = (magnitude / unit).toString() + (fraction ? `.${fraction}` : '')
  return negative ? `-${text}` : text
}

// A plain decimal number, as pasted: digits with at most one dot; no sign, exponent, grouping or base prefix.
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** The outcome of {@link pasteAmount}: the field's new value, or why the paste is refused. */
export type PastedAmount =
  | { value: string }
  /** 'not-plain': not a plain decimal number; 'too-precise': more fraction digits than allowed; 'too-large': more integer digits. */
  | { refused: 'not-plain' | 'too-precise' | 'too-large' }

/**
 * The paste rule of the amount field. Typing goes through
 * {@link sanitizeAmountInput}, which drops what is not a digit and so silently changes the meaning
 * of pasted text ('1e-5' → '15', '-1' → '1', '0x10' → '10', '1,5,6' → '1.56'). A paste or drop is
 * taken only when it keeps its meaning:
 * - `text` (surrounding whitespace ignored) must be a plain decimal number: digits and at most one
 *   dot ('2', '2.25', '.5', '2.'); a sign, exponent, comma, space, letter or '0x' refuses it
 *   ('not-plain'; a comma too, since '1,000' and '1,5' mean different things in different places);
 * - it replaces `current` between `selection.start` and `selection.end` (the whole field when no
 *   selection is given), and the result must still be a plain decimal number ('not-plain');
 * - the result may not have more fraction digits than `limits.decimalDigits` ('too-precise') nor,
 *   leading zeros aside, more integer digits than `limits.integerDigits` ('too-large'): nothing is
 *   truncated.
 * An accepted value is returned in the field's canonical form ({@link sanitizeAmountInput}: '.5' →
 * '0.5', '007' → '7'), which has the same meaning. A refused paste leaves the field as it was.
 * @throws RangeError as {@link sanitizeAmountInput} for invalid limits.
 */
export function pasteAmount(
  current: string,
  text: string,
  selection?: { start: number; end: number },
  limits: AmountInputLimits = {},
): PastedAmount {
  assertLimit('integerDigits', limits.integerDigits, 1)
  assertLimit('decimalDigits', limits.decimalDigits, 0)
  const pasted = text.trim()
  if (!PLAIN_DECIMAL.test(pasted)) return { refused: 'not-plain' }
  const start = selection ? Math.max(0, Math.min(selection.start, selection.end, current.length)) : 0
  const end = selection ? Math.min(current.length, Math.max(selection.start, selection.end)) : current.length
  const next = current.slice(0, start) + pasted + current.slice(end)
  if (!PLAIN_DECIMAL.test(next)) return { refused: 'not-plain' }
  const [integer = '', fraction = ''] = next.split('.')
  if (limits.decimalDigits !== undefined && fraction.length > limits.decimalDigits) return { refused: 'too-precise' }
  if (limits.integerDigits !== undefined && integer.replace(/^0+(?=\d)/, '').length > limits.integerDigits)
    return { refused: 'too-large' }
  return { value: sanitizeAmountInput(next, limits) }
}
