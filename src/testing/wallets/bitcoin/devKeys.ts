/**
 * The Demo Bitcoin Wallet's keys: one public test seed (foundry's and anvil's well-known dev
 * mnemonic: never use it on a real network), BIP-84 payment keys (P2WPKH, m/84'/1'/<account>'/0/0)
 * and BIP-86 ordinals keys (P2TR, m/86'/1'/<account>'/0/0), coin type 1 as every test network uses.
 */
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { hex } from '@scure/base'
import type { BitcoinAddressEncoding } from '../../../core/bitcoinNetworks.js'

/** The seed phrase behind every dev account (public: anvil's default mnemonic). */
export const BITCOIN_DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many dev accounts the wallet offers (and the local stack funds). */
export const BITCOIN_DEV_ACCOUNT_COUNT = 4

/** One address with its key. */
export interface BitcoinDevKey {
  address: string
  privateKey: Uint8Array
  /** Hex public key: compressed (33 bytes) for payment, x-only internal key (32 bytes) for ordinals. */
  publicKey: string
  path: string
}

/** One dev account: its payment (P2WPKH) and ordinals (P2TR) addresses. */
export interface BitcoinDevAccount {
  payment: BitcoinDevKey
  ordinals: BitcoinDevKey
}

let root: HDKey | undefined
const rootKey = () => (root ??= HDKey.fromMasterSeed(mnemonicToSeedSync(BITCOIN_DEV_MNEMONIC)))

/**
 * Dev account `index` (0 to {@link BITCOIN_DEV_ACCOUNT_COUNT} − 1) on `encoding`'s network.
 * @throws RangeError 'Demo Bitcoin Wallet: account index must be 0-3'
 */
export function bitcoinDevAccount(index: number, encoding: BitcoinAddressEncoding): BitcoinDevAccount {
  if (!Number.isInteger(index) || index < 0 || index >= BITCOIN_DEV_ACCOUNT_COUNT)
    throw new RangeError(`Demo Bitcoin Wallet: account index must be 0-${BITCOIN_DEV_ACCOUNT_COUNT - 1}`)
  const paymentPath = `m/84'/1'/${index}'/0/0`
  const ordinalsPath = `m/86'/1'/${index}'/0/0`
  const pay = rootKey().derive(paymentPath)
  const ord = rootKey().derive(ordinalsPath)
  const internal = ord.publicKey!.subarray(1)
  return {
    payment: {
      address: p2wpkh(pay.publicKey!, encoding).address!,
      privateKey: pay.privateKey!,
      publicKey: hex.encode(pay.publicKey!),
      path: paymentPath,
    },
    ordinals: {
      address: p2tr(internal, undefined, encoding).address!,
      privateKey: ord.privateKey!,
      publicKey: hex.encode(internal),
      path: ordinalsPath,
    },
  }
}
