import { describe, expect, it } from 'vitest'
import { isZeroAddress } from './isZeroAddress.js'

describe('isZeroAddress', () => {
  it('knows the zero account of EVM and Solana', () => {
    expect(isZeroAddress('eip155', '0x0000000000000000000000000000000000000000')).toBe(true)
    expect(isZeroAddress('eip155', ' 0X0000000000000000000000000000000000000000 ')).toBe(true)
    expect(isZeroAddress('solana', '11111111111111111111111111111111')).toBe(true)
  })
  it('is false for other addresses, other namespaces and nothing', () => {
    expect(isZeroAddress('eip155', '0x0000000000000000000000000000000000000001')).toBe(false)
    expect(isZeroAddress('eip155', '0x000000000000000000000000000000000000000')).toBe(false)
    expect(isZeroAddress('solana', '11111111111111111111111111111112')).toBe(false)
    expect(isZeroAddress('solana', '0x0000000000000000000000000000000000000000')).toBe(false)
    expect(isZeroAddress(undefined, '0x0000000000000000000000000000000000000000')).toBe(false)
    expect(isZeroAddress('eip155', undefined)).toBe(false)
    // Only the whole text: nothing before or after the 40 zeros.
    expect(isZeroAddress('eip155', 'x0x0000000000000000000000000000000000000000')).toBe(false)
    expect(isZeroAddress('eip155', '0x00000000000000000000000000000000000000000')).toBe(false)
    // Bitcoin has no such account, even for the text that is Solana's.
    expect(isZeroAddress('bip122', '11111111111111111111111111111111')).toBe(false)
  })
})
