import { describe, expect, it } from 'vitest'
import { formatBps, isNativeTokenAddress, minimumReceived, priceImpactBps } from './slippage.js'

describe('minimumReceived', () => {
  it('takes 1% off by default, rounding down in base units', () => {
    expect(minimumReceived(248_630_300n)).toBe(246_144_000n - 3n) // 248630300 * 9900 / 10000 = 246143997
    expect(minimumReceived(100n)).toBe(99n)
    expect(minimumReceived(1n)).toBe(0n)
    expect(minimumReceived(0n)).toBe(0n)
  })
  it('is exact for amounts beyond 2^53 (wei)', () => {
    const quoted = 2_961_474_103_000_000_000_123n
    expect(minimumReceived(quoted, 1)).toBe((quoted * 9_900n) / 10_000n)
    expect(minimumReceived(quoted, 0.5)).toBe((quoted * 9_950n) / 10_000n)
    expect(minimumReceived(quoted, 0)).toBe(quoted)
  })
  it('refuses slippage outside 0–50', () => {
    expect(() => minimumReceived(1n, -1)).toThrow('Slippage must be between 0 and 50 percent')
    expect(() => minimumReceived(1n, 51)).toThrow('Slippage must be between 0 and 50 percent')
    expect(() => minimumReceived(1n, Number.NaN)).toThrow('Slippage must be between 0 and 50 percent')
  })
})

describe('priceImpactBps', () => {
  it('compares the trade with the reference price', () => {
    // spot 3000 per unit; the trade gets 2961.47 per unit: 1.29% impact (rounded against the trade)
    expect(priceImpactBps(10n ** 18n, 2_961_474_103n, 10n ** 15n, 2_999_996n)).toBe(129)
    expect(priceImpactBps(10n, 30n, 1n, 3n)).toBe(0)
    expect(priceImpactBps(0n, 0n, 1n, 3n)).toBe(0)
  })
  it('formats as a percent with two decimals', () => {
    expect(formatBps(128)).toBe('1.28%')
    expect(formatBps(5)).toBe('0.05%')
    expect(formatBps(0)).toBe('0.00%')
  })
})

it('recognises the native token address in any case', () => {
  expect(isNativeTokenAddress('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')).toBe(true)
  expect(isNativeTokenAddress('0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')).toBe(false)
})

describe('priceImpactBps edge cases', () => {
  it('is 0 when either reference amount is 0 (no spot price to compare with)', () => {
    expect(priceImpactBps(10n, 27n, 1n, 0n)).toBe(0)
    expect(priceImpactBps(10n, 27n, 0n, 3n)).toBe(0)
  })
  it('is never negative: a trade that gets more than the spot price has no impact', () => {
    expect(priceImpactBps(10n, 33n, 1n, 3n)).toBe(0)
    expect(priceImpactBps(10n, 27n, 1n, 3n)).toBe(1_000)
  })
})
