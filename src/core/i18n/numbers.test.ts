import { describe, expect, test } from 'vitest'
import { formatBalance } from '../format.js'
import { formatBalanceIn, localizeAmount } from './numbers.js'

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
