import { describe, expect, it } from 'vitest'
import { generateNonce, NONCE_LENGTH } from './nonce.js'

describe('generateNonce', () => {
  it('gives 32 lowercase hex characters, fresh each time', () => {
    const nonces = Array.from({ length: 20 }, generateNonce)
    expect(NONCE_LENGTH).toBe(32)
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(nonces).size).toBe(20)
  })
})
