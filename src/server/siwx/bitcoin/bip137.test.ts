import { createHash } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Address, OutScript, p2pkh, p2sh, p2wpkh } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip137MessageHash, verifyBip137, type Bip137Address } from './bip137.js'
import { hash160 } from './bip322.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const sha256d = (bytes: Uint8Array) => createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest()

describe('bip137MessageHash', () => {
  // Bitcoin's CompactSize: one byte below 0xfd, then 0xfd + 2 bytes, 0xfe + 4 bytes (little-endian).
  it.each([
    [0, '00'],
    [252, 'fc'],
    [253, 'fdfd00'],
    [0xffff, 'fdffff'],
    [0x10000, 'fe00000100'],
  ])('prefixes a %i-byte message with the CompactSize %s', (length, size) => {
    const message = 'a'.repeat(length)
    const expected = sha256d(
      Buffer.concat([
        Buffer.from('18', 'hex'),
        Buffer.from('Bitcoin Signed Message:\n'),
        Buffer.from(size, 'hex'),
        Buffer.from(message),
      ]),
    )
    expect(hex(bip137MessageHash(message))).toBe(expected.toString('hex'))
  })
})

const key = secp256k1.utils.randomPrivateKey()
const compressedKey = secp256k1.getPublicKey(key, true)
const uncompressedKey = secp256k1.getPublicKey(key, false)

/** A message whose signature by `key` has recovery id 0, so its header is the type base itself (27 or 31). */
function recoveryZero(): { message: string; compact: Uint8Array } {
  for (let i = 0; ; i++) {
    const message = `Sign in #${i}`
    const signature = secp256k1.sign(bip137MessageHash(message), key)
    if (signature.recovery === 0) return { message, compact: signature.toCompactRawBytes() }
  }
}
const { message, compact } = recoveryZero()
const signed = (header: number, body = compact) => Uint8Array.of(header, ...body)
const pkhOf = (publicKey: Uint8Array): Bip137Address => ({ type: 'pkh', hash: hash160(publicKey) })

describe('verifyBip137', () => {
  it("header 27 (uncompressed P2PKH, recovery 0) proves the uncompressed key's P2PKH address only", () => {
    expect(p2pkh(uncompressedKey).address).toMatch(/^1/)
    expect(verifyBip137(pkhOf(uncompressedKey), message, signed(27))).toBe(true)
    expect(verifyBip137(pkhOf(compressedKey), message, signed(27))).toBe(false)
  })

  it("header 31 (compressed P2PKH, recovery 0) proves the compressed key's P2PKH address only", () => {
    expect(verifyBip137(pkhOf(compressedKey), message, signed(31))).toBe(true)
    expect(verifyBip137(pkhOf(uncompressedKey), message, signed(31))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), `${message}!`, signed(31))).toBe(false)
  })

  it('refuses headers outside 27-42 even when their low bits name the right recovery id', () => {
    // 23 = 27 - 4 and 43 = 31 + 12 keep recovery id 0: only the range check refuses them.
    expect(verifyBip137(pkhOf(uncompressedKey), message, signed(23))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), message, signed(43))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), message, signed(26))).toBe(false)
  })

  it('refuses wrong lengths and an address without a hash, and answers false for r = 0 instead of throwing', () => {
    expect(verifyBip137(pkhOf(compressedKey), message, signed(31).subarray(0, 64))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), message, Uint8Array.of(...signed(31), 0))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), message, new Uint8Array(0))).toBe(false)
    expect(verifyBip137({ type: 'tr' }, message, signed(31))).toBe(false)
    expect(verifyBip137(pkhOf(compressedKey), message, signed(31, new Uint8Array(64)))).toBe(false)
  })

  it('an uncompressed key proves no segwit address, not even a P2WPKH program of its own hash', () => {
    const wpkh = { type: 'wpkh', hash: hash160(uncompressedKey) }
    expect(Address().encode(wpkh as never)).toMatch(/^bc1q/) // such an address can be written down
    expect(verifyBip137(wpkh, message, signed(27))).toBe(false)
  })

  it('a compressed key proves its P2WPKH and P2SH-P2WPKH addresses, and no other type with the same hash', () => {
    const shHash = hash160(p2wpkh(compressedKey).script)
    expect(OutScript.decode(p2sh(p2wpkh(compressedKey)).script)).toEqual({ type: 'sh', hash: shHash })
    expect(verifyBip137({ type: 'wpkh', hash: hash160(compressedKey) }, message, signed(39))).toBe(true)
    expect(verifyBip137({ type: 'sh', hash: shHash }, message, signed(35))).toBe(true)
    expect(verifyBip137({ type: 'wsh', hash: shHash }, message, signed(35))).toBe(false)
    expect(verifyBip137({ type: 'wsh', hash: hash160(compressedKey) }, message, signed(39))).toBe(false)
  })
})
