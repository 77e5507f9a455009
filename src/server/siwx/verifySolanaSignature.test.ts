import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaKeypair } from './testFixtures.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const message = 'app.example.com wants you to sign in with your Solana account'
const { secret, address } = solanaKeypair()
const signature = ed25519.sign(new TextEncoder().encode(message), secret)
const publicKey = base58.decode(address)

describe('verifySolanaSignature', () => {
  it('accepts an ed25519 signature over the UTF-8 bytes of the message', () => {
    expect(verifySolanaSignature({ address, message, signature: base58.encode(signature) })).toBe(true)
    expect(verifySolanaSignature({ address, message: `${message}.`, signature: base58.encode(signature) })).toBe(false)
  })

  it.each([31, 33, 0])('answers false, not a throw, for a %i-byte public key', (length) => {
    const key = new Uint8Array(length)
    key.set(publicKey.subarray(0, length))
    expect(verifySolanaSignature({ address: base58.encode(key), message, signature: base58.encode(signature) })).toBe(
      false,
    )
  })

  it.each([63, 65, 0])('answers false, not a throw, for a %i-byte signature', (length) => {
    const bytes = new Uint8Array(length)
    bytes.set(signature.subarray(0, length))
    expect(verifySolanaSignature({ address, message, signature: base58.encode(bytes) })).toBe(false)
  })

  it('answers false for text that is not base58', () => {
    expect(verifySolanaSignature({ address: '0OIl', message, signature: base58.encode(signature) })).toBe(false)
    expect(verifySolanaSignature({ address, message, signature: '0OIl' })).toBe(false)
  })

  it('is strict RFC 8032, not ZIP-215: the small-order identity key with R = identity, S = 0 signs nothing', () => {
    const identity = new Uint8Array(32)
    identity[0] = 1 // y = 1, x = 0: the neutral point, of order 1
    const forged = new Uint8Array(64)
    forged.set(identity) // R = identity, S = 0
    // ZIP-215 (cofactored, small-order keys allowed) accepts it for any message; RFC 8032 strict does not.
    expect(ed25519.verify(forged, new TextEncoder().encode(message), identity, { zip215: true })).toBe(true)
    expect(verifySolanaSignature({ address: base58.encode(identity), message, signature: base58.encode(forged) })).toBe(
      false,
    )
  })
})
