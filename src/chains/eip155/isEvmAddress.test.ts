import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

describe('isEvmAddress', () => {
  it('accepts checksummed and all-lowercase EVM addresses, refuses a wrong checksum', () => {
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe(false)
    expect(isEvmAddress('0x1234')).toBe(false)
  })
})
