import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAmount, pasteAmount, sanitizeAmountInput } from './amount.js'

describe('pasteAmount: the paste rule of the amount field', () => {
  it('refuses what the typing sanitiser would change the meaning of, keeping the field', () => {
    // What sanitizeAmountInput makes of them, silently: the reason for the rule.
    expect(sanitizeAmountInput('1e-5')).toBe('15')
    expect(sanitizeAmountInput('-1')).toBe('1')
    expect(sanitizeAmountInput('0x10')).toBe('10')
    expect(sanitizeAmountInput('1,5,6')).toBe('1.56')
    for (const text of [
      '1e-5',
      '1E5',
      '-1',
      '+1',
      '0x10',
      '1,5,6',
      '1,5',
      '1,000',
      '1 000',
      '1_000',
      '12abc',
      '∞',
      'NaN',
      '１２',
      '1..2',
      '.',
      '',
      '   ',
      '1.2.3',
      '٣',
    ]) {
      expect(pasteAmount('0.5', text, undefined, { decimalDigits: 18 }), JSON.stringify(text)).toEqual({
        refused: 'not-plain',
      })
    }
  })

  it('takes a plain decimal number, trimmed, in the field’s canonical form', () => {
    expect(pasteAmount('0.5', '2.25')).toEqual({ value: '2.25' })
    expect(pasteAmount('', ' 2.25 \n')).toEqual({ value: '2.25' })
    expect(pasteAmount('', '.5')).toEqual({ value: '0.5' })
    expect(pasteAmount('', '007')).toEqual({ value: '7' })
    expect(pasteAmount('', '3.')).toEqual({ value: '3.' })
  })

  it('replaces the selection, and refuses a result that is no longer a plain number', () => {
    expect(pasteAmount('1.5', '2', { start: 0, end: 1 })).toEqual({ value: '2.5' })
    expect(pasteAmount('1.5', '25', { start: 3, end: 3 })).toEqual({ value: '1.525' })
    expect(pasteAmount('15', '.5', { start: 2, end: 2 })).toEqual({ value: '15.5' })
    expect(pasteAmount('1.5', '.25', { start: 3, end: 3 })).toEqual({ refused: 'not-plain' })
    expect(pasteAmount('1.5', '7', { start: 9, end: 2 })).toEqual({ value: '1.7' })
  })

  it('never truncates: more fraction digits than the token has, or integer digits than allowed, are refused', () => {
    expect(pasteAmount('', '0.1234567', undefined, { decimalDigits: 6 })).toEqual({ refused: 'too-precise' })
    expect(pasteAmount('', '0.123456', undefined, { decimalDigits: 6 })).toEqual({ value: '0.123456' })
    expect(pasteAmount('0.12345', '67', { start: 7, end: 7 }, { decimalDigits: 6 })).toEqual({ refused: 'too-precise' })
    expect(pasteAmount('', '1.5', undefined, { decimalDigits: 0 })).toEqual({ refused: 'too-precise' })
    expect(pasteAmount('', '1234', undefined, { integerDigits: 3 })).toEqual({ refused: 'too-large' })
    expect(pasteAmount('', '000123', undefined, { integerDigits: 3 })).toEqual({ value: '123' })
    expect(() => pasteAmount('', '1', undefined, { decimalDigits: -1 })).toThrow(
      'decimalDigits must be an integer >= 0, got -1',
    )
  })

  it('refuses pasted text that is not a number on its own, even where the field would still read as one', () => {
    expect(pasteAmount('12', '.', { start: 2, end: 2 })).toEqual({ refused: 'not-plain' })
    expect(pasteAmount('12', '   ', { start: 2, end: 2 })).toEqual({ refused: 'not-plain' })
  })

  it('counts every integer digit against integerDigits: only leading zeros are free', () => {
    expect(pasteAmount('', '1005', undefined, { integerDigits: 3 })).toEqual({ refused: 'too-large' })
    expect(pasteAmount('', '0100', undefined, { integerDigits: 3 })).toEqual({ value: '100' })
  })

  it("rejects invalid limits with the sanitiser's RangeError texts", () => {
    expect(() => pasteAmount('', '1', undefined, { integerDigits: 0 })).toThrow(
      new RangeError('integerDigits must be an integer >= 1, got 0'),
    )
    expect(() => pasteAmount('', '1', undefined, { decimalDigits: 1.5 })).toThrow(
      new RangeError('decimalDigits must be an integer >= 0, got 1.5'),
    )
  })

  it('an accepted paste means exactly what was pasted (property)', () => {
    const plain = fc
      .tuple(fc.stringMatching(/^\d{0,20}$/), fc.option(fc.stringMatching(/^\d{0,18}$/)))
      .map(([i, f]) => (f === null ? i : `${i}.${f}`))
    fc.assert(
      fc.property(plain, fc.integer({ min: 0, max: 18 }), (text, decimals) => {
        const result = pasteAmount('', text, undefined, { decimalDigits: decimals })
        if ('refused' in result) return text === '' || text === '.' || (text.split('.')[1] ?? '').length > decimals
        const value = parseAmount(result.value, decimals)
        return value !== undefined && value === parseAmount(text.startsWith('.') ? `0${text}` : text, decimals)
      }),
    )
  })

  it('every accepted value is a fixed point of the typing sanitiser (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, text) => {
        const result = pasteAmount(current, text)
        return 'refused' in result || sanitizeAmountInput(result.value) === result.value
      }),
    )
  })
})
