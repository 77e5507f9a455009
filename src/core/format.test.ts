import { describe, it, expect } from 'vitest'
import { formatBalance, formatUnitsFloor, formatUsd, truncateAddress } from './format.js'

describe('truncateAddress', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('keeps 4 start and 6 end characters around U+2026 (spec 9)', () => {
    expect(truncateAddress(address)).toBe('0x70\u2026dc79C8')
    expect(truncateAddress(address)).toHaveLength(11)
  })

  it('returns short strings unchanged', () => {
    expect(truncateAddress('0x123456789')).toBe('0x123456789') // exactly 4 + 6 + 1 characters
    expect(truncateAddress('')).toBe('')
    expect(truncateAddress('0x1234567890')).toBe('0x12\u2026567890')
  })

  it('honours custom lengths, including an end of 0', () => {
    expect(truncateAddress(address, 6, 4)).toBe('0x7099\u202679C8')
    expect(truncateAddress(address, 4, 0)).toBe('0x70\u2026')
  })
})

describe('formatUnitsFloor', () => {
  it('floors to 3 fraction digits by default and groups thousands', () => {
    expect(formatUnitsFloor(1234567891234567890n, 18)).toBe('1.234')
    expect(formatUnitsFloor(1999999999999999999n, 18)).toBe('1.999')
    expect(formatUnitsFloor(12345000000000000000000n, 18)).toBe('12,345')
    expect(formatUnitsFloor(1234567890123456789012345n, 18)).toBe('1,234,567.89')
  })

  it('trims trailing zeros and prints zero as 0', () => {
    expect(formatUnitsFloor(0n, 18)).toBe('0')
    expect(formatUnitsFloor(1500000n, 6)).toBe('1.5')
    expect(formatUnitsFloor(999n, 6)).toBe('0') // 0.000999 floors below 3 digits
  })

  it('keeps a leading minus and never prints -0', () => {
    expect(formatUnitsFloor(-1234567891234567890n, 18)).toBe('-1.234')
    expect(formatUnitsFloor(-1n, 18)).toBe('0')
  })

  it('handles 0 decimals and custom fraction digits', () => {
    expect(formatUnitsFloor(1234n, 0)).toBe('1,234')
    expect(formatUnitsFloor(123456789n, 9, 6)).toBe('0.123456')
    expect(formatUnitsFloor(123456789n, 9, 0)).toBe('0')
  })

  it('rejects invalid digit counts', () => {
    expect(() => formatUnitsFloor(1n, -1)).toThrow('decimals must be a non-negative integer, got -1')
    expect(() => formatUnitsFloor(1n, 18, 1.5)).toThrow(
      new RangeError('maxFractionDigits must be a non-negative integer, got 1.5'),
    )
  })
})

describe('formatBalance', () => {
  it('appends the symbol to a 3-digit floored amount', () => {
    expect(formatBalance(1234567891234567890n, 18, 'ETH')).toBe('1.234 ETH')
    expect(formatBalance(2_500_000n, 6, 'USDC')).toBe('2.5 USDC')
    expect(formatBalance(1_000_000_000n, 9, '')).toBe('1')
  })
})

describe('formatUsd (spec 9)', () => {
  it('floors to 2 decimals with en-US grouping', () => {
    expect(formatUsd(1234.5678)).toBe('$1,234.56')
    expect(formatUsd(1234567.999)).toBe('$1,234,567.99')
    expect(formatUsd(0.5)).toBe('$0.50')
    expect(formatUsd(0)).toBe('$0.00')
  })

  it('does not lose a cent to binary floating point', () => {
    expect(formatUsd(0.29)).toBe('$0.29')
    expect(formatUsd(1.13)).toBe('$1.13')
    expect(formatUsd(4.35)).toBe('$4.35')
  })

  it('handles exponent notation and negatives', () => {
    expect(formatUsd(1e-7)).toBe('$0.00')
    expect(formatUsd(1e21)).toBe('$1,000,000,000,000,000,000,000.00')
    expect(formatUsd(-3.219)).toBe('-$3.21')
    expect(formatUsd(-0.001)).toBe('$0.00')
  })

  it('reads every digit of a number JavaScript prints with an exponent', () => {
    expect(formatUsd(1.25e-7)).toBe('$0.00')
    expect(formatUsd(1.25e21)).toBe('$1,250,000,000,000,000,000,000.00')
  })

  it('keeps the minus of any amount that is not $0.00 once floored', () => {
    expect(formatUsd(-0.5)).toBe('-$0.50')
    expect(formatUsd(-5.001)).toBe('-$5.00')
    expect(formatUsd(-0.009)).toBe('$0.00')
  })

  it('shows $0.00 for non-finite input', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00')
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('$0.00')
  })
})
