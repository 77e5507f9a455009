/**
 * How the Demo Bitcoin Wallet signs messages: BIP-322 simple (a witness stack, base64) for P2WPKH,
 * P2TR and P2SH-P2WPKH, and legacy BIP-137 (65 bytes, base64). Over the SIWX back end's own
 * BIP-322 transactions (src/server/siwx/bitcoin), so both sides build the same `to_sign`.
 */
import { p2sh, p2tr, p2wpkh, RawWitness, SigHash } from '@scure/btc-signer'
import { base64 } from '@scure/base'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import type { BitcoinAddressEncoding } from '../../../core/bitcoinNetworks.js'
import { bip137MessageHash } from '../../../server/siwx/bitcoin/bip137.js'
import { bip322ToSign } from '../../../server/siwx/bitcoin/bip322.js'

/** The address types the demo wallet signs for. */
export type SigningAddressType = 'p2wpkh' | 'p2tr' | 'p2sh-p2wpkh'

/** The script and PSBT fields of `privateKey`'s address of `type` on `encoding`'s network. */
export function signingPayment(privateKey: Uint8Array, type: SigningAddressType, encoding: BitcoinAddressEncoding) {
  if (type === 'p2tr') {
    const internal = schnorr.getPublicKey(privateKey)
    const payment = p2tr(internal, undefined, encoding)
    return { address: payment.address!, script: payment.script, input: { tapInternalKey: internal } }
  }
  const inner = p2wpkh(secp256k1.getPublicKey(privateKey, true), encoding)
  if (type === 'p2wpkh') return { address: inner.address!, script: inner.script, input: {} }
  const outer = p2sh(inner, encoding)
  return { address: outer.address!, script: outer.script, input: { redeemScript: outer.redeemScript } }
}

/** A BIP-322 simple signature of `message` by `privateKey`'s address of `type`: its witness, base64. */
export function signBip322Simple(
  privateKey: Uint8Array,
  message: string,
  type: SigningAddressType,
  encoding: BitcoinAddressEncoding,
): string {
  const { script, input } = signingPayment(privateKey, type, encoding)
  const tx = bip322ToSign(message, script, input)
  tx.signIdx(privateKey, 0, type === 'p2tr' ? [SigHash.DEFAULT] : [SigHash.ALL])
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  if (!witness) throw new Error('Demo Bitcoin Wallet: BIP-322 signing left no witness')
  return base64.encode(RawWitness.encode(witness))
}

/** BIP-137 header bases by address type (the recovery id is added): compressed P2PKH 31, P2SH-P2WPKH 35, P2WPKH 39. */
const BIP137_HEADER: Record<'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh', number> = { p2pkh: 31, 'p2sh-p2wpkh': 35, p2wpkh: 39 }

/**
 * A legacy (BIP-137) signature of `message`: header (type base + recovery id), r, s; base64.
 * @throws Error for P2TR, which has no legacy signature.
 */
export function signBip137(privateKey: Uint8Array, message: string, type: SigningAddressType | 'p2pkh'): string {
  if (type === 'p2tr') throw new Error('Demo Bitcoin Wallet: Taproot addresses have no legacy (BIP-137) signature')
  const signature = secp256k1.sign(bip137MessageHash(message), privateKey)
  const bytes = new Uint8Array(65)
  bytes[0] = BIP137_HEADER[type] + signature.recovery
  bytes.set(signature.toCompactRawBytes(), 1)
  return base64.encode(bytes)
}
