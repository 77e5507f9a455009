import { describe, expect, it } from 'vitest'
import { validateReceiver } from './validateReceiver.js'

describe('validateReceiver', () => {
  it('accepts checksummed and all-lowercase EVM addresses, refuses a wrong checksum', () => {
    expect(validateReceiver('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
    expect(validateReceiver('eip155', '0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBeUndefined()
    expect(validateReceiver('eip155', '0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe('invalid')
    expect(validateReceiver('eip155', '0x1234')).toBe('invalid')
  })
  it('takes ENS names only where the network has ENS', () => {
    expect(validateReceiver('eip155', 'vitalik.eth')).toBe('ens-unavailable')
    expect(validateReceiver('eip155', 'vitalik.eth', true)).toBeUndefined()
  })
  it('accepts a base58 Solana public key of 32 bytes only', () => {
    expect(validateReceiver('solana', '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u')).toBeUndefined()
    expect(validateReceiver('solana', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('invalid')
    expect(validateReceiver('solana', '3yZe7d')).toBe('invalid')
  })
})
