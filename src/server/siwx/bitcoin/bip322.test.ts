import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, p2sh, p2tr, p2wpkh, SigHash } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { bip322ToSign, hash160, verifyBip322Simple, type Bip322Challenge } from './bip322.js'

const message = 'Sign in to the demo.'
const key = secp256k1.utils.randomPrivateKey()
const compressedKey = secp256k1.getPublicKey(key, true)
const uncompressedKey = secp256k1.getPublicKey(key, false)

/**
 * A P2WPKH-style witness [DER signature ‖ sighash byte, publicKey]: `signer`'s ECDSA signature over
 * BIP-143's sighash of BIP-322's to_sign for `scriptPubKey`, with `publicKey`'s P2PKH script code.
 */
function v0Witness(
  scriptPubKey: Uint8Array,
  options: { signer?: Uint8Array; publicKey?: Uint8Array; sighashByte?: number; highS?: boolean } = {},
): Uint8Array[] {
  const { signer = key, publicKey = compressedKey, sighashByte = SigHash.ALL, highS = false } = options
  const scriptCode = OutScript.encode({ type: 'pkh', hash: hash160(publicKey) })
  const sighash = bip322ToSign(message, scriptPubKey).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
  const low = secp256k1.sign(sighash, signer)
  const signature = highS ? new secp256k1.Signature(low.r, secp256k1.CURVE.n - low.s) : low
  return [Uint8Array.of(...signature.toDERRawBytes(), sighashByte), publicKey]
}

describe('verifyBip322Simple: P2WPKH', () => {
  const challenge = { type: 'wpkh', hash: hash160(compressedKey) } as const
  const script = p2wpkh(compressedKey).script

  it('accepts [low-S DER ‖ SIGHASH_ALL, compressed key] and refuses it for another message', () => {
    expect(verifyBip322Simple(challenge, message, v0Witness(script))).toBe(true)
    expect(verifyBip322Simple(challenge, `${message}!`, v0Witness(script))).toBe(false)
  })

  it('refuses the same signature with a high S (malleated), which ECDSA alone would accept', () => {
    const [pushed, publicKey] = v0Witness(script, { highS: true })
    const signature = secp256k1.Signature.fromDER(pushed!.subarray(0, -1))
    expect(signature.hasHighS()).toBe(true)
    expect(
      secp256k1.verify(
        signature.toCompactRawBytes(),
        bip322ToSign(message, script).preimageWitnessV0(
          0,
          OutScript.encode({ type: 'pkh', hash: challenge.hash }),
          SigHash.ALL,
          0n,
        ),
        publicKey!,
        { lowS: false },
      ),
    ).toBe(true)
    expect(verifyBip322Simple(challenge, message, [pushed!, publicKey!])).toBe(false)
  })

  it.each([SigHash.DEFAULT, SigHash.NONE, SigHash.SINGLE, SigHash.ALL_ANYONECANPAY])(
    'refuses a sighash byte of %i (SIGHASH_ALL only)',
    (sighashByte) => {
      expect(verifyBip322Simple(challenge, message, v0Witness(script, { sighashByte }))).toBe(false)
    },
  )

  it('refuses a witness with an extra item, a missing key, or a signature that is not DER', () => {
    expect(verifyBip322Simple(challenge, message, [...v0Witness(script), new Uint8Array(1)])).toBe(false)
    expect(verifyBip322Simple(challenge, message, v0Witness(script).slice(0, 1))).toBe(false)
    expect(verifyBip322Simple(challenge, message, [Uint8Array.of(0x30, 0x01, SigHash.ALL), compressedKey])).toBe(false)
  })

  it('refuses an uncompressed key even when the program is its hash (segwit keys are compressed)', () => {
    const uncompressed = { type: 'wpkh', hash: hash160(uncompressedKey) } as const
    const witness = v0Witness(OutScript.encode(uncompressed), { publicKey: uncompressedKey })
    expect(witness[1]).toHaveLength(65)
    expect(verifyBip322Simple(uncompressed, message, witness)).toBe(false)
  })
})

describe('verifyBip322Simple: P2SH-P2WPKH', () => {
  const redeem = p2wpkh(compressedKey)
  const challenge = { type: 'sh', hash: hash160(redeem.script) } as const
  const script = p2sh(redeem).script

  it("accepts the wrapped key's signature", () => {
    expect(verifyBip322Simple(challenge, message, v0Witness(script))).toBe(true)
  })

  it("refuses another key signing this address's own to_sign (the key must be the redeem script's)", () => {
    const stranger = secp256k1.utils.randomPrivateKey()
    const witness = v0Witness(script, { signer: stranger, publicKey: secp256k1.getPublicKey(stranger, true) })
    expect(verifyBip322Simple(challenge, message, witness)).toBe(false)
  })

  it('refuses a witness without a key, and one with the same key uncompressed', () => {
    expect(verifyBip322Simple(challenge, message, v0Witness(script).slice(0, 1))).toBe(false)
    expect(verifyBip322Simple(challenge, message, v0Witness(script, { publicKey: uncompressedKey }))).toBe(false)
  })

  it('a P2PKH address with the same 20-byte hash is not proven by it (BIP-322 simple has no P2PKH)', () => {
    expect(
      verifyBip322Simple({ type: 'pkh', hash: challenge.hash } as Bip322Challenge, message, v0Witness(script)),
    ).toBe(false)
  })
})

describe('verifyBip322Simple: P2TR key path', () => {
  const internal = schnorr.getPublicKey(key)
  const payment = p2tr(internal)
  const challenge = { type: 'tr', pubkey: payment.tweakedPubkey } as const

  /** The wallet's witness [Schnorr signature] with `sighash` (DEFAULT: 64 bytes; ALL: 65 bytes ending 0x01). */
  function trWitness(sighash: number): Uint8Array[] {
    const tx = bip322ToSign(message, payment.script, { tapInternalKey: internal })
    if (sighash !== SigHash.DEFAULT) tx.updateInput(0, { sighashType: sighash })
    tx.signIdx(key, 0, [sighash])
    tx.finalizeIdx(0)
    return tx.getInput(0).finalScriptWitness!
  }

  it('accepts a 64-byte SIGHASH_DEFAULT and a 65-byte SIGHASH_ALL signature', () => {
    const [short] = trWitness(SigHash.DEFAULT)
    const [long] = trWitness(SigHash.ALL)
    expect([short!.length, long!.length, long![64]]).toEqual([64, 65, SigHash.ALL])
    expect(verifyBip322Simple(challenge, message, [short!])).toBe(true)
    expect(verifyBip322Simple(challenge, message, [long!])).toBe(true)
    expect(verifyBip322Simple(challenge, `${message}!`, [long!])).toBe(false)
  })

  it('refuses a 65-byte signature whose sighash byte is not SIGHASH_ALL, though its first 64 bytes sign the ALL sighash', () => {
    const [long] = trWitness(SigHash.ALL)
    for (const byte of [SigHash.DEFAULT, SigHash.NONE, SigHash.SINGLE, 0x81]) {
      expect(verifyBip322Simple(challenge, message, [Uint8Array.of(...long!.subarray(0, 64), byte)])).toBe(false)
    }
  })

  it('refuses a valid signature with a byte added or dropped, and a witness with a second item', () => {
    const [short] = trWitness(SigHash.DEFAULT)
    expect(verifyBip322Simple(challenge, message, [Uint8Array.of(...short!, 0)])).toBe(false)
    expect(verifyBip322Simple(challenge, message, [Uint8Array.of(...short!, 0, 0)])).toBe(false)
    expect(verifyBip322Simple(challenge, message, [short!.subarray(0, 63)])).toBe(false)
    expect(verifyBip322Simple(challenge, message, [short!, new Uint8Array(1)])).toBe(false)
    expect(verifyBip322Simple(challenge, message, [])).toBe(false)
  })

  it('takes the Taproot path for type tr only', () => {
    const [short] = trWitness(SigHash.DEFAULT)
    expect(
      verifyBip322Simple({ type: 'unknown', pubkey: payment.tweakedPubkey } as Bip322Challenge, message, [short!]),
    ).toBe(false)
  })
})

describe('verifyBip322Simple: other challenges', () => {
  it('answers false, never a throw, for a malformed challenge', () => {
    const witness = v0Witness(p2wpkh(compressedKey).script)
    expect(verifyBip322Simple({ type: 'tr', pubkey: new Uint8Array(5) }, message, [witness[0]!])).toBe(false)
    expect(verifyBip322Simple({ type: 'wpkh', hash: new Uint8Array(5) }, message, witness)).toBe(false)
    expect(verifyBip322Simple({ type: 'sh', hash: new Uint8Array(5) }, message, witness)).toBe(false)
  })
})
