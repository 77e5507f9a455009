/**
 * BIP-322 "simple" signatures (Generic Signed Message Format) on @scure/btc-signer: the two
 * virtual transactions, and a verifier for the address types wallets sign with: P2WPKH (BIP-143
 * sighash, ECDSA), P2TR key path (BIP-341 sighash, Schnorr) and P2SH-wrapped P2WPKH.
 * Test vectors: the BIP's message hashes, transaction ids and signatures (bip322.test.ts).
 */
import { OutScript, p2wpkh, RawTx, Script, SigHash, Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'

/** The BIP-340 tag of a BIP-322 message hash. */
export const BIP322_TAG = 'BIP0322-signed-message'

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) out.set(p, at), (at += p.length)
  return out
}
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
/** HASH160 (RIPEMD-160 of SHA-256), the hash of P2PKH and P2WPKH programs. */
export const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))

/** sha256_tag(message) with tag 'BIP0322-signed-message' (BIP-340 tagged hash of the UTF-8 bytes). */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8(BIP322_TAG))
  return sha256(concat(tag, tag, utf8(message)))
}

/** The txid (hex, as explorers show it) of BIP-322's `to_spend` for `message` and the signer's `scriptPubKey`. */
export function bip322ToSpendTxid(message: string, scriptPubKey: Uint8Array): string {
  const raw = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: scriptPubKey }],
    witnesses: undefined,
    lockTime: 0,
  })
  return toHex(sha256(sha256(raw)).reverse())
}

/**
 * BIP-322's `to_sign` (version 0, lock time 0, one input spending `to_spend`:0 with sequence 0, one
 * OP_RETURN output of 0), unsigned, with the input's `witnessUtxo` (the challenge script, 0 sats):
 * what a signer signs (`signIdx`, then `finalizeIdx`) and a verifier hashes. `input` adds PSBT
 * fields the signer needs (`tapInternalKey` for P2TR, `redeemScript` for P2SH-P2WPKH).
 */
export function bip322ToSign(
  message: string,
  scriptPubKey: Uint8Array,
  input: { tapInternalKey?: Uint8Array; redeemScript?: Uint8Array } = {},
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true })
  tx.addInput({
    txid: bip322ToSpendTxid(message, scriptPubKey),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: scriptPubKey, amount: 0n },
    ...input,
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}

/**
 * An ECDSA signature as script pushes it: DER then SIGHASH_ALL; the 64-byte compact form, or
 * undefined for another sighash type. Throws for DER it cannot parse (the caller answers false).
 * Low S is checked by the caller's `verify`.
 */
function ecdsaAll(pushed: Uint8Array): Uint8Array | undefined {
  if (pushed[pushed.length - 1] !== SigHash.ALL) return undefined
  return secp256k1.Signature.fromDER(pushed.subarray(0, -1)).toCompactRawBytes()
}

/** A P2WPKH witness [signature, compressed key] over the BIP-143 sighash of `to_sign`, for the key hash `program`. */
function verifyWitnessV0(
  message: string,
  scriptPubKey: Uint8Array,
  program: Uint8Array,
  witness: readonly Uint8Array[],
): boolean {
  const [pushed, publicKey] = witness
  if (
    witness.length !== 2 ||
    !pushed ||
    !publicKey ||
    publicKey.length !== 33 ||
    !equalBytes(hash160(publicKey), program)
  )
    return false
  const compact = ecdsaAll(pushed)
  if (!compact) return false
  const scriptCode = OutScript.encode({ type: 'pkh', hash: program })
  const sighash = bip322ToSign(message, scriptPubKey).preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
  return secp256k1.verify(compact, sighash, publicKey, { lowS: true })
}

/** A P2TR key-path witness [Schnorr signature (64 bytes, or 65 with SIGHASH_ALL)] over the BIP-341 sighash, for the output key. */
function verifyTaproot(
  message: string,
  scriptPubKey: Uint8Array,
  outputKey: Uint8Array,
  witness: readonly Uint8Array[],
): boolean {
  const [signature] = witness
  if (witness.length !== 1 || !signature) return false
  if (signature.length === 65 && signature[64] !== SigHash.ALL) return false
  if (signature.length !== 64 && signature.length !== 65) return false
  const hashType = signature.length === 65 ? SigHash.ALL : SigHash.DEFAULT
  const sighash = bip322ToSign(message, scriptPubKey).preimageWitnessV1(0, [scriptPubKey], hashType, [0n])
  return schnorr.verify(signature.subarray(0, 64), sighash, outputKey)
}

/** What a simple signature signs for: the decoded address (@scure/btc-signer `Address().decode`). */
export type Bip322Challenge =
  | { type: 'wpkh'; hash: Uint8Array }
  | { type: 'tr'; pubkey: Uint8Array }
  | { type: 'sh'; hash: Uint8Array }
  | { type: string }

/**
 * True when `witness` (a BIP-322 simple signature, decoded) proves `message` for the address
 * `challenge`: P2WPKH, P2TR (key path) or P2SH-P2WPKH (the witness's key's P2WPKH script must be
 * the P2SH's redeem script). SIGHASH_ALL (or Taproot's default) only, low-S strict-DER ECDSA;
 * every other address type is refused (false), never thrown.
 */
export function verifyBip322Simple(
  challenge: Bip322Challenge,
  message: string,
  witness: readonly Uint8Array[],
): boolean {
  try {
    if (challenge.type === 'wpkh' && 'hash' in challenge) {
      return verifyWitnessV0(message, OutScript.encode({ type: 'wpkh', hash: challenge.hash }), challenge.hash, witness)
    }
    if (challenge.type === 'tr' && 'pubkey' in challenge) {
      return verifyTaproot(
        message,
        OutScript.encode({ type: 'tr', pubkey: challenge.pubkey }),
        challenge.pubkey,
        witness,
      )
    }
    if (challenge.type === 'sh' && 'hash' in challenge) {
      const publicKey = witness[1]
      if (!publicKey) return false
      // p2wpkh refuses a key that is not 33 bytes (a throw, so false).
      const redeem = p2wpkh(publicKey)
      if (!equalBytes(hash160(redeem.script), challenge.hash)) return false
      // The witness program signs as P2WPKH; the P2SH wrapper only carries it.
      return verifyWitnessV0(
        message,
        OutScript.encode({ type: 'sh', hash: challenge.hash }),
        hash160(publicKey),
        witness,
      )
    }
    return false
  } catch {
    return false
  }
}
