import { describe, expect, it } from 'vitest'
import { decryptRecoveryShare, encryptRecoveryShare, RecoveryPassphraseError } from './recovery.js'
import { unwrapShare, wrapShare } from './wrap.js'

const share = new Uint8Array(17).map((_, i) => i + 1)

describe('the device share wrapping', () => {
  it('round-trips under a non-extractable key bound to the wallet address', async () => {
    const wrapped = await wrapShare(share, '0xAbC')
    expect(wrapped.key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', wrapped.key)).rejects.toThrow()
    expect(await unwrapShare(wrapped, '0xabc')).toEqual(share)
    await expect(unwrapShare(wrapped, '0xdef')).rejects.toThrow()
    const flipped = wrapped.ciphertext.slice()
    flipped[0]! ^= 1
    await expect(unwrapShare({ ...wrapped, ciphertext: flipped }, '0xabc')).rejects.toThrow()
  })
})

describe('the passphrase-encrypted recovery share', () => {
  it('opens with the passphrase only', { timeout: 30_000 }, async () => {
    const blob = await encryptRecoveryShare(share, 'correct horse battery')
    // Format 2 (keys/recovery.test.ts): version | m | t | p | salt | nonce | share + tag.
    expect(blob.length).toBe(1 + 4 + 1 + 1 + 16 + 12 + 17 + 16)
    expect(await decryptRecoveryShare(blob, 'correct horse battery')).toEqual(share)
    await expect(decryptRecoveryShare(blob, 'wrong horse battery')).rejects.toThrow(new RecoveryPassphraseError())
    const flipped = blob.slice()
    flipped[40]! ^= 1
    await expect(decryptRecoveryShare(flipped, 'correct horse battery')).rejects.toThrow('Wrong recovery passphrase')
  })
})
