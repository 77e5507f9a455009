import { Address, OutScript } from '@scure/btc-signer'
import type { BitcoinAddressEncoding } from '../../core/bitcoinNetworks.js'

/** An address decoded for a network: its kind (P2PKH 'pkh', P2SH 'sh', P2WPKH 'wpkh', P2WSH 'wsh', P2TR 'tr') and output script. */
export interface DecodedBitcoinAddress {
  type: string
  script: Uint8Array
}

/**
 * Decodes `address` (base58check or bech32/bech32m, BIP-173/350) for the network `encoding`
 * describes; undefined when it is not an address of that network: a mainnet bc1… address is no
 * regtest address (bcrt1…), a testnet tb1… address no mainnet one.
 */
export function decodeBitcoinAddress(
  address: string,
  encoding: BitcoinAddressEncoding,
): DecodedBitcoinAddress | undefined {
  try {
    const decoded = Address(encoding).decode(address.trim())
    return { type: decoded.type, script: OutScript.encode(decoded) }
  } catch {
    return undefined
  }
}

/** True when `address` is an address of the network `encoding` describes (see {@link decodeBitcoinAddress}). */
export function isBitcoinAddress(address: string, encoding: BitcoinAddressEncoding): boolean {
  return decodeBitcoinAddress(address, encoding) !== undefined
}

/**
 * The smallest output Bitcoin Core relays for a script type (its dust limit at the default
 * 3 sat/vB dust relay fee), in sats: P2PKH 546, P2SH 540, P2WPKH 294, P2WSH and P2TR 330.
 */
export function dustLimitOf(type: string): bigint {
  if (type === 'pkh') return 546n
  if (type === 'sh') return 540n
  if (type === 'wpkh') return 294n
  return 330n
}
