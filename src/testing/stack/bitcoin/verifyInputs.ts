/**
 * The signature checks of the local regtest chain: each input of a broadcast transaction must
 * carry a valid signature for the output it spends. P2WPKH (ECDSA over the BIP-143 sighash),
 * P2SH-wrapped P2WPKH, and P2TR key-path spends (Schnorr over the BIP-341 sighash). Everything
 * else (legacy P2PKH, script paths, multisig) is refused: not modelled here.
 */
import { OutScript, Script, SigHash, type Transaction } from '@scure/btc-signer'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { hash160 } from '../../../server/siwx/bitcoin/bip322.js'

/** The output an input spends: its script and amount in sats. */
export interface Prevout {
  script: Uint8Array
  amount: bigint
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])
/** The sighash types Bitcoin defines for ECDSA: ALL, NONE, SINGLE, each optionally ANYONECANPAY. */
const ECDSA_SIGHASHES = [1, 2, 3, 0x81, 0x82, 0x83]

/** A P2WPKH spend: witness [DER signature + sighash byte, compressed key] whose key hashes to `program`. */
function verifyWitnessV0(
  tx: Transaction,
  index: number,
  program: Uint8Array,
  amount: bigint,
  witness: readonly Uint8Array[],
): string | undefined {
  const [pushed, publicKey] = witness
  if (witness.length !== 2 || !pushed || !publicKey || publicKey.length !== 33)
    return 'non-mandatory-script-verify-flag (witness program mismatch)'
  if (!equal(hash160(publicKey), program)) return 'non-mandatory-script-verify-flag (witness program hash mismatch)'
  const hashType = pushed[pushed.length - 1]!
  if (!ECDSA_SIGHASHES.includes(hashType))
    return 'non-mandatory-script-verify-flag (Signature hash type missing or not understood)'
  let signature: Uint8Array
  try {
    const parsed = secp256k1.Signature.fromDER(pushed.subarray(0, -1))
    if (parsed.hasHighS())
      return 'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)'
    signature = parsed.toCompactRawBytes()
  } catch {
    return 'non-mandatory-script-verify-flag (Non-canonical DER signature)'
  }
  const sighash = tx.preimageWitnessV0(index, OutScript.encode({ type: 'pkh', hash: program }), hashType, amount)
  return secp256k1.verify(signature, sighash, publicKey, { lowS: true })
    ? undefined
    : 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)'
}

/** A P2TR key-path spend: witness [Schnorr signature, 64 bytes, or 65 with an explicit sighash type]. */
function verifyTaproot(
  tx: Transaction,
  index: number,
  outputKey: Uint8Array,
  prevouts: readonly Prevout[],
  witness: readonly Uint8Array[],
): string | undefined {
  const [signature] = witness
  if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
    return 'non-mandatory-script-verify-flag (taproot script path spends are not modelled here)'
  const hashType = signature.length === 65 ? signature[64]! : SigHash.DEFAULT
  if (signature.length === 65 && hashType === SigHash.DEFAULT)
    return 'non-mandatory-script-verify-flag (Invalid Schnorr signature hash type)'
  const sighash = tx.preimageWitnessV1(
    index,
    prevouts.map((p) => p.script),
    hashType,
    prevouts.map((p) => p.amount),
  )
  try {
    return schnorr.verify(signature.subarray(0, 64), sighash, outputKey)
      ? undefined
      : 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'
  } catch {
    return 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'
  }
}

/**
 * Checks input `index` of `tx` against the outputs its inputs spend (`prevouts`, in input order).
 * @returns undefined when valid, else the refusal as Bitcoin Core words it.
 */
export function verifyInput(tx: Transaction, index: number, prevouts: readonly Prevout[]): string | undefined {
  const input = tx.getInput(index)
  const prevout = prevouts[index]!
  const witness = input.finalScriptWitness ?? []
  let decoded
  try {
    decoded = OutScript.decode(prevout.script)
  } catch {
    return 'non-standard input script: not modelled here'
  }
  if (decoded.type === 'wpkh') {
    if (input.finalScriptSig?.length) return 'non-mandatory-script-verify-flag (Witness requires empty scriptSig)'
    return verifyWitnessV0(tx, index, decoded.hash, prevout.amount, witness)
  }
  if (decoded.type === 'tr') {
    if (input.finalScriptSig?.length) return 'non-mandatory-script-verify-flag (Witness requires empty scriptSig)'
    return verifyTaproot(tx, index, decoded.pubkey, prevouts, witness)
  }
  if (decoded.type === 'sh') {
    // P2SH-P2WPKH: the scriptSig pushes the redeem script (OP_0 <20-byte key hash>), nothing else.
    const pushes = input.finalScriptSig ? Script.decode(input.finalScriptSig) : []
    const redeem = pushes.length === 1 && pushes[0] instanceof Uint8Array ? pushes[0] : undefined
    if (!redeem || !equal(hash160(redeem), decoded.hash))
      return 'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)'
    let inner
    try {
      inner = OutScript.decode(redeem)
    } catch {
      return 'non-standard P2SH redeem script: not modelled here'
    }
    if (inner.type !== 'wpkh') return 'non-standard P2SH redeem script: not modelled here'
    return verifyWitnessV0(tx, index, inner.hash, prevout.amount, witness)
  }
  return `${decoded.type} inputs are not modelled by this regtest chain`
}
