import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  it('accepts a base58 Solana public key of 32 bytes only', () => {
    expect(isSolanaAddress('83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u')).toBe(true)
    expect(isSolanaAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isSolanaAddress('3yZe7d')).toBe(false)
  })
})
