import { describe, expect, test } from 'vitest'
import { formatBalance } from '../format.js'
import { formatBalanceIn, formatFiatIn, localizeAmount } from './numbers.js'

describe('localizeAmount', () => {
  test('English is the en-US text itself', () => {
    expect(localizeAmount('1,234.567', 'en')).toBe('1,234.567')
  })
  test("Spanish uses Intl's grouping (none below 10,000) and a decimal comma", () => {
    expect(localizeAmount('1,234.567', 'es')).toBe(`${new Intl.NumberFormat('es').format(1234)},567`)
    expect(localizeAmount('1,234.567', 'es')).toBe('1234,567')
    expect(localizeAmount('12,345.05', 'es')).toBe('12.345,05')
    expect(localizeAmount('0', 'es')).toBe('0')
  })
  test('keeps every digit of amounts beyond 2^53 (no float on the way)', () => {
    expect(localizeAmount('123,456,789,012,345,678,901.5', 'de')).toBe('123.456.789.012.345.678.901,5')
  })
  test('negative amounts keep their sign, also between 0 and -1', () => {
    expect(localizeAmount('-1,234.5', 'es')).toBe(new Intl.NumberFormat('es').format(-1234.5))
    expect(localizeAmount('-0.5', 'es')).toBe(new Intl.NumberFormat('es').format(-0.5))
  })
  test("Arabic uses Intl's digits and separators for 'ar'", () => {
    expect(localizeAmount('1,234.5', 'ar')).toBe(new Intl.NumberFormat('ar').format(1234.5))
  })
  test('text that is not an en-US amount passes unchanged', () => {
    expect(localizeAmount('n/a', 'es')).toBe('n/a')
  })
})

describe('formatBalanceIn', () => {
  test('English matches formatBalance; Spanish the same value in its format', () => {
    const wei = 1234567891234567890123n
    expect(formatBalanceIn('en', wei, 18, 'ETH')).toBe(formatBalance(wei, 18, 'ETH'))
    expect(formatBalanceIn('es', wei, 18, 'ETH')).toBe('1234,567 ETH')
    expect(formatBalanceIn('es', 12345n, 8, 'BTC', 8)).toBe('0,00012345 BTC')
  })
})

describe('localizeAmount: scripts with their own digits and direction marks', () => {
  test("Egyptian Arabic writes the fraction's digits in its own numerals too", () => {
    expect(localizeAmount('1,234.5', 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(1234.5))
    expect(localizeAmount('0.25', 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(0.25))
  })
  test('a negative amount above -1 is written as Intl writes it, direction mark and minus sign included', () => {
    // bigint -0 is 0, so the sign of -0.5 cannot come from formatting the integer part.
    expect(localizeAmount('-0.5', 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(-0.5))
    expect(localizeAmount('-0.25', 'es')).toBe('-0,25')
    expect(localizeAmount('-1.5', 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(-1.5))
  })
  test('English text is returned verbatim, even when not grouped', () => {
    expect(localizeAmount('1234.5', 'en')).toBe('1234.5')
  })
})

describe('formatFiatIn', () => {
  test('two decimals, grouped by default; English is en-US', () => {
    expect(formatFiatIn('en', 7500)).toBe('7,500.00')
    expect(formatFiatIn('en', 0.5)).toBe('0.50')
  })
  test('another locale uses its own separators and grouping', () => {
    expect(formatFiatIn('es', 12345)).toBe('12.345,00')
    expect(formatFiatIn('de', 12345.678)).toBe('12.345,68')
  })
  test("grouping is the locale's own: Spanish groups from 10,000 on", () => {
    expect(formatFiatIn('es', 7500)).toBe('7500,00')
    expect(formatFiatIn('es', 10000)).toBe('10.000,00')
  })
  test('grouping off writes the digits ungrouped (the on-ramp limit messages)', () => {
    expect(formatFiatIn('en', 7500, false)).toBe('7500.00')
    expect(formatFiatIn('de', 12345, false)).toBe('12345,00')
  })
})
