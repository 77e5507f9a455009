import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTransferQuantity } from './formatTransferQuantity.js'

describe('formatTransferQuantity (spec 9: 3 decimals)', () => {
  it.each([
    ['1.5', '1.500'],
    ['0.123456', '0.123'],
    ['0.9999', '0.999'],
    ['1234', '1234.000'],
    ['1.234567890123456789', '1.234'],
    ['0', '0.000'],
    ['.5', '0.500'],
    ['007.1', '7.100'],
    ['-2.34567', '-2.345'],
    ['-0.0009', '0.000'],
    ['-0.5', '-0.500'],
    ['-3.0001', '-3.000'],
    ['-1000', '-1000.000'],
    ['  0.9999999999999999999 ', '0.999'],
    [' 123456789012345678901.5', '123456789012345678901.500'],
    ['1e-7', '0.000'],
    ['1.5e3', '1500.000'],
  ])('%j → %j', (numeric, expected) => {
    expect(formatTransferQuantity(numeric)).toBe(expected)
  })

  // '1e21' and up: Number#toFixed answers in exponent form again, so no digits to show (not garbage).
  it.each([[undefined], [''], ['  '], ['abc'], ['.'], ['NaN'], ['Infinity'], ['1e21']])('%j → undefined', (numeric) => {
    expect(formatTransferQuantity(numeric)).toBeUndefined()
  })

  it('always shows exactly 3 decimals, never more than the amount', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,10}\.\d{0,18}$/), (numeric) => {
        const shown = formatTransferQuantity(numeric)!
        return /^\d+\.\d{3}$/.test(shown) && Number(shown) <= Number(numeric)
      }),
    )
  })
})
