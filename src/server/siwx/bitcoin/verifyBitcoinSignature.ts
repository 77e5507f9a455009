import { Address, RawWitness } from '@scure/btc-signer'
import { base64 } from '@scure/base'
import { bitcoinNetworkOf } from '../../../core/bitcoinNetworks.js'
import { verifyBip137 } from './bip137.js'
import { verifyBip322Simple } from './bip322.js'

/** What {@link verifyBitcoinSignature} checks. */
export interface BitcoinSignatureCheck {
  /** The signer's address on `caipNetworkId` (bc1q…, bc1p…, 3…, 1…; bcrt1… on regtest). */
  address: string
  /** The exact text that was signed (its UTF-8 bytes). */
  message: string
  /** Base64: a BIP-322 simple signature (a witness stack) or a 65-byte BIP-137 signature. */
  signature: string
  /** The Bitcoin network the address must belong to (core/bitcoinNetworks.ts). */
  caipNetworkId: string
}

/**
 * True when `signature` proves `message` for `address` (SIWX on Bitcoin, CAIP-122), whichever
 * format the wallet offered: 65 bytes with a header of 27-42 are BIP-137 (legacy ECDSA), anything
 * else must decode whole as a BIP-322 simple witness (P2WPKH, P2TR, P2SH-P2WPKH). The address must
 * be valid on the message's network (a mainnet address is refused on regtest). False, never a
 * throw, for an unknown network, a malformed address, base64 or witness.
 */
export function verifyBitcoinSignature({ address, message, signature, caipNetworkId }: BitcoinSignatureCheck): boolean {
  const network = bitcoinNetworkOf(caipNetworkId)
  if (!network) return false
  try {
    const decoded = Address(network.encoding).decode(address)
    const bytes = base64.decode(signature)
    if (verifyBip137(decoded as { type: string; hash?: Uint8Array }, message, bytes)) return true
    return verifyBip322Simple(decoded, message, RawWitness.decode(bytes))
  } catch {
    return false
  }
}
