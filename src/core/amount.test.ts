import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, parseAmount, sanitizeAmountInput } from './amount.js'

const SANITISED = /^(\d+(\.\d*)?)?$/
// Text that mixes the characters users actually type or paste into an amount field.
const typed = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'a', 'e', '-', '+', ' ', '$', 'É', '٣') })
const anyText = fc.oneof(typed, fc.string(), fc.string({ unit: 'grapheme' }))
const limits = fc.record(
  { integerDigits: fc.integer({ min: 1, max: 12 }), decimalDigits: fc.integer({ min: 0, max: 18 }) },
  { requiredKeys: [] },
)

describe('sanitizeAmountInput (spec 5)', () => {
  it.each([
    ['1,5', '1.5'],
    ['.', '0.'],
    [',', '0.'],
    ['abc', ''],
    ['', ''],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['12a3', '123'],
    ['-4.20', '4.20'],
    ['1e18', '118'],
    ['007', '7'],
    ['000', '0'],
    ['00.50', '0.50'],
    ['1 234,56 €', '1234.56'],
    ['1.', '1.'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeAmountInput(raw)).toBe(expected)
  })

  it('applies the digit limits', () => {
    expect(sanitizeAmountInput('12.3456', { decimalDigits: 2 })).toBe('12.34')
    expect(sanitizeAmountInput('123456.7', { integerDigits: 3 })).toBe('123.7')
    expect(sanitizeAmountInput('1.5', { decimalDigits: 0 })).toBe('1')
    expect(sanitizeAmountInput('.', { decimalDigits: 0 })).toBe('0')
    expect(sanitizeAmountInput('0012', { integerDigits: 1 })).toBe('1')
  })

  it('rejects invalid limits with a RangeError', () => {
    expect(() => sanitizeAmountInput('1', { integerDigits: 0 })).toThrow('integerDigits must be an integer >= 1, got 0')
    expect(() => sanitizeAmountInput('1', { decimalDigits: -1 })).toThrow(
      'decimalDigits must be an integer >= 0, got -1',
    )
    expect(() => sanitizeAmountInput('1', { decimalDigits: 1.5 })).toThrow(RangeError)
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        anyText,
        limits,
        (raw, l) => sanitizeAmountInput(sanitizeAmountInput(raw, l), l) === sanitizeAmountInput(raw, l),
      ),
    )
  })

  it('yields digits with at most one dot, never leading with a dot', () => {
    fc.assert(fc.property(anyText, limits, (raw, l) => SANITISED.test(sanitizeAmountInput(raw, l))))
  })

  it('never contains letters or other characters', () => {
    fc.assert(fc.property(anyText, (raw) => !/[^0-9.]/.test(sanitizeAmountInput(raw))))
  })

  it('respects the integer and decimal digit limits', () => {
    fc.assert(
      fc.property(anyText, limits, (raw, l) => {
        const [integer = '', fraction = ''] = sanitizeAmountInput(raw, l).split('.')
        return integer.length <= (l.integerDigits ?? Infinity) && fraction.length <= (l.decimalDigits ?? Infinity)
      }),
    )
  })

  it('treats a comma exactly as a dot', () => {
    fc.assert(fc.property(typed, (raw) => sanitizeAmountInput(raw) === sanitizeAmountInput(raw.replace(/,/g, '.'))))
  })

  it('keeps every digit of plain digit strings but leading zeros', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,20}$/), fc.stringMatching(/^\d{0,20}$/), (integer, fraction) => {
        return sanitizeAmountInput(`${integer},${fraction}`) === `${integer}.${fraction}`
      }),
    )
  })

  it('turns a leading dot into "0."', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,10}$/), (digits) => sanitizeAmountInput(`.${digits}`) === `0.${digits}`),
    )
  })
})

describe('parseAmount', () => {
  it.each([
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['1', 6, 1_000_000n],
    ['0.', 6, 0n],
    ['.5', 1, 5n],
    ['1.', 0, 1n],
    ['0.000001', 6, 1n],
    ['123456789.123456789', 9, 123_456_789_123_456_789n],
  ])('(%j, %i) → %s', (text, decimals, expected) => {
    expect(parseAmount(text, decimals)).toBe(expected)
  })

  it.each([[''], ['.'], ['abc'], ['1.2.3'], ['-1'], ['+1'], ['1e3'], [' 1'], ['1,5'], ['0.0000001']])(
    '%j is undefined',
    (text) => {
      expect(parseAmount(text, 6)).toBeUndefined()
    },
  )

  it('rejects bad decimals', () => {
    expect(() => parseAmount('1', -1)).toThrow('decimals must be a non-negative integer, got -1')
  })

  it('round-trips with formatAmount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (units, decimals) => {
        return parseAmount(formatAmount(units, decimals), decimals) === units
      }),
    )
  })

  it('accepts everything the sanitiser yields that has few enough decimals', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const text = sanitizeAmountInput(raw, { decimalDigits: 18 })
        return text === '' ? parseAmount(text, 18) === undefined : parseAmount(text, 18) !== undefined
      }),
    )
  })
})

describe('formatAmount', () => {
  it.each([
    [1_500_000_000_000_000_000n, 18, '1.5'],
    [1_234_567n, 6, '1.234567'],
    [0n, 9, '0'],
    [-5n, 1, '-0.5'],
    [1_000n, 0, '1000'],
    [10n ** 21n, 18, '1000'],
  ])('(%s, %i) → %j', (value, decimals, expected) => {
    expect(formatAmount(value, decimals)).toBe(expected)
  })
})
