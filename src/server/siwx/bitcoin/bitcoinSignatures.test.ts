import { describe, expect, it } from 'vitest'
import { p2pkh, p2wpkh, WIF } from '@scure/btc-signer'
import { base64 } from '@scure/base'
import { secp256k1 } from '@noble/curves/secp256k1'
import { BITCOIN_MAINNET_ID, BITCOIN_REGTEST_ID, BITCOIN_NETWORKS } from '../../../core/bitcoinNetworks.js'
import {
  signBip137,
  signBip322Simple,
  signingPayment,
  type SigningAddressType,
} from '../../../testing/wallets/bitcoin/messageSigner.js'
import { bip322MessageHash, bip322ToSign, bip322ToSpendTxid } from './bip322.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// BIP-322's test vectors (bitcoin/bips, bip-0322.mediawiki, "Test vectors").
const VECTOR_KEY = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTORS = [
  {
    message: '',
    hash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    signatures: [
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
  {
    message: 'Hello World',
    hash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    signatures: [
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
  },
]
// Bitcoin Core's legacy signmessage vector (src/test/util_tests.cpp): the same key's P2PKH address.
const LEGACY_ADDRESS = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'
const LEGACY_SIGNATURE = 'IOW2xi+ebJLeBtr674l4QH76dqDoVjLV80R9EFKFQX5rBrlCXPIZaYs8Yuayg0ZqjyiCbLy9pzZIS7JWT65/nsU='

const vectorKey = WIF().decode(VECTOR_KEY)
const regtest = BITCOIN_NETWORKS.find((n) => n.name === 'regtest')!.encoding
/** Flips one bit of a base64 signature's byte `at` (counted from the end when negative). */
function tamper(signature: string, at: number): string {
  const bytes = base64.decode(signature)
  const i = at < 0 ? bytes.length + at : at
  bytes[i] = bytes[i]! ^ 0x01
  return base64.encode(bytes)
}

describe('BIP-322 test vectors', () => {
  it('the vector key is the vector address (P2WPKH, mainnet)', () => {
    expect(p2wpkh(secp256k1.getPublicKey(vectorKey, true)).address).toBe(VECTOR_ADDRESS)
  })

  it.each(VECTORS)('message $message: tagged hash, to_spend and to_sign ids', ({ message, hash, toSpend, toSign }) => {
    expect(hex(bip322MessageHash(message))).toBe(hash)
    const script = p2wpkh(secp256k1.getPublicKey(vectorKey, true)).script
    expect(bip322ToSpendTxid(message, script)).toBe(toSpend)
    expect(bip322ToSign(message, script).id).toBe(toSign)
  })

  it.each(VECTORS)(
    'message $message: both signatures of the BIP verify, for that message and address only',
    ({ message, signatures }) => {
      for (const signature of signatures) {
        expect(
          verifyBitcoinSignature({ address: VECTOR_ADDRESS, message, signature, caipNetworkId: BITCOIN_MAINNET_ID }),
        ).toBe(true)
        expect(
          verifyBitcoinSignature({
            address: VECTOR_ADDRESS,
            message: `${message}.`,
            signature,
            caipNetworkId: BITCOIN_MAINNET_ID,
          }),
        ).toBe(false)
        // A mainnet address is no regtest address.
        expect(
          verifyBitcoinSignature({ address: VECTOR_ADDRESS, message, signature, caipNetworkId: BITCOIN_REGTEST_ID }),
        ).toBe(false)
      }
    },
  )

  it('refuses a tampered signature: a flipped bit in r, in s, in the key, or a dropped sighash byte', () => {
    const [, signature] = VECTORS[1]!.signatures
    const check = (s: string) =>
      verifyBitcoinSignature({
        address: VECTOR_ADDRESS,
        message: 'Hello World',
        signature: s,
        caipNetworkId: BITCOIN_MAINNET_ID,
      })
    expect(check(signature!)).toBe(true)
    for (const at of [10, 45, -5]) expect(check(tamper(signature!, at))).toBe(false)
    expect(check('')).toBe(false)
    expect(check('not base64!')).toBe(false)
  })

  it("our signer writes the BIP's deterministic signature", () => {
    // RFC 6979 nonces: the same key and message give the BIP's second signature of "Hello World".
    expect(signBip322Simple(vectorKey, 'Hello World', 'p2wpkh', BITCOIN_NETWORKS[0]!.encoding)).toBe(
      VECTORS[1]!.signatures[1],
    )
  })
})

describe('BIP-137 (legacy signmessage)', () => {
  it("verifies Bitcoin Core's vector for the key's P2PKH address, and nothing else", () => {
    expect(p2pkh(secp256k1.getPublicKey(vectorKey, true)).address).toBe(LEGACY_ADDRESS)
    expect(
      verifyBitcoinSignature({
        address: LEGACY_ADDRESS,
        message: 'Hello World',
        signature: LEGACY_SIGNATURE,
        caipNetworkId: BITCOIN_MAINNET_ID,
      }),
    ).toBe(true)
    expect(
      verifyBitcoinSignature({
        address: LEGACY_ADDRESS,
        message: 'Hello World!',
        signature: LEGACY_SIGNATURE,
        caipNetworkId: BITCOIN_MAINNET_ID,
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({
        address: LEGACY_ADDRESS,
        message: 'Hello World',
        signature: tamper(LEGACY_SIGNATURE, 20),
        caipNetworkId: BITCOIN_MAINNET_ID,
      }),
    ).toBe(false)
  })

  it.each(['p2wpkh', 'p2sh-p2wpkh'] as const)(
    "a %s signature proves its key: it verifies for the key's segwit addresses (wallets disagree on the header), never its Taproot address or another key",
    (type) => {
      const key = secp256k1.utils.randomPrivateKey()
      const signature = signBip137(key, 'Sign in', type)
      const check = (address: string, message = 'Sign in') =>
        verifyBitcoinSignature({ address, message, signature, caipNetworkId: BITCOIN_REGTEST_ID })
      expect(check(signingPayment(key, type, regtest).address)).toBe(true)
      expect(check(signingPayment(key, type, regtest).address, 'Sign in!')).toBe(false)
      expect(check(signingPayment(key, type === 'p2wpkh' ? 'p2sh-p2wpkh' : 'p2wpkh', regtest).address)).toBe(true)
      expect(check(signingPayment(key, 'p2tr', regtest).address)).toBe(false)
      expect(check(signingPayment(secp256k1.utils.randomPrivateKey(), type, regtest).address)).toBe(false)
    },
  )
})

describe('BIP-322 simple on every signing address type (regtest)', () => {
  it.each(['p2wpkh', 'p2tr', 'p2sh-p2wpkh'] satisfies SigningAddressType[])(
    '%s: signs, verifies, refuses another key and another message',
    (type) => {
      const key = secp256k1.utils.randomPrivateKey()
      const stranger = secp256k1.utils.randomPrivateKey()
      const address = signingPayment(key, type, regtest).address
      const signature = signBip322Simple(key, 'Sign in to the demo.', type, regtest)
      const check = (a: string, m: string, s: string) =>
        verifyBitcoinSignature({ address: a, message: m, signature: s, caipNetworkId: BITCOIN_REGTEST_ID })
      expect(check(address, 'Sign in to the demo.', signature)).toBe(true)
      expect(check(address, 'Sign in to the demo!', signature)).toBe(false)
      expect(
        check(address, 'Sign in to the demo.', signBip322Simple(stranger, 'Sign in to the demo.', type, regtest)),
      ).toBe(false)
      expect(check(signingPayment(stranger, type, regtest).address, 'Sign in to the demo.', signature)).toBe(false)
    },
  )

  it('refuses an unknown network and a malformed address', () => {
    const key = secp256k1.utils.randomPrivateKey()
    const address = signingPayment(key, 'p2wpkh', regtest).address
    const signature = signBip322Simple(key, 'm', 'p2wpkh', regtest)
    expect(
      verifyBitcoinSignature({
        address,
        message: 'm',
        signature,
        caipNetworkId: 'bip122:12a765e31ffd4059bada1e25190f6e98',
      }),
    ).toBe(false)
    expect(
      verifyBitcoinSignature({ address: `${address}x`, message: 'm', signature, caipNetworkId: BITCOIN_REGTEST_ID }),
    ).toBe(false)
  })
})
