/**
 * Legacy Bitcoin message signatures ("signmessage", BIP-137): 65 bytes, base64, a header byte
 * (27-30 P2PKH uncompressed, 31-34 P2PKH compressed, 35-38 P2SH-P2WPKH, 39-42 P2WPKH; the low two
 * bits the key's recovery id) then r and s, over sha256d of the varint-prefixed
 * 'Bitcoin Signed Message:\n' and the varint-prefixed message.
 */
import { p2wpkh } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hash160 } from './bip322.js'

const PREFIX = 'Bitcoin Signed Message:\n'

/** Bitcoin's CompactSize length prefix. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

/** The 32-byte hash a BIP-137 signature signs: sha256d(varint ‖ 'Bitcoin Signed Message:\n' ‖ varint ‖ message). */
export function bip137MessageHash(message: string): Uint8Array {
  const prefix = new TextEncoder().encode(PREFIX)
  const body = new TextEncoder().encode(message)
  const parts = [varint(prefix.length), prefix, varint(body.length), body]
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) bytes.set(p, at), (at += p.length)
  return sha256(sha256(bytes))
}

/** The decoded address a legacy signature must match (@scure/btc-signer `Address().decode`). */
export type Bip137Address = { type: string; hash?: Uint8Array }

/**
 * True when the 65-byte `signature` recovers a key whose address is `address`. The header's type
 * hint is not trusted: wallets disagree on it (Electrum-style wallets write 31-34 for every type),
 * so a compressed key is compared with the address as P2PKH, P2WPKH or P2SH-P2WPKH, whichever
 * `address` is, and an uncompressed one (27-30) only with P2PKH. Taproot has no legacy form.
 * False, never a throw, for anything malformed.
 */
export function verifyBip137(address: Bip137Address, message: string, signature: Uint8Array): boolean {
  try {
    const header = signature[0]
    if (signature.length !== 65 || header === undefined || header < 27 || header > 42 || !address.hash) return false
    const compressed = header >= 31
    const recovered = secp256k1.Signature.fromCompact(signature.subarray(1)).addRecoveryBit((header - 27) & 3)
    const publicKey = recovered.recoverPublicKey(bip137MessageHash(message)).toRawBytes(compressed)
    const keyHash = hash160(publicKey)
    if (address.type === 'pkh') return equalBytes(keyHash, address.hash)
    if (!compressed) return false
    if (address.type === 'wpkh') return equalBytes(keyHash, address.hash)
    if (address.type === 'sh') return equalBytes(hash160(p2wpkh(publicKey).script), address.hash)
    return false
  } catch {
    return false
  }
}
