import type { BitcoinWalletSource } from '../discovery.js'
import { createLeatherWallet } from './leatherWallet.js'
import { createSatsConnectWallet } from './satsConnectWallet.js'
import { createStandardBitcoinWallet } from './standardWallet.js'
import type { BitcoinWallet } from './types.js'
import { createUnisatWallet } from './unisatWallet.js'

/** The adapter's wallet over what discovery found: sats-connect, Wallet Standard, Leather or Unisat. */
export function createBitcoinWallet(source: BitcoinWalletSource): BitcoinWallet {
  if (source.kind === 'sats-connect') return createSatsConnectWallet(source.provider)
  if (source.kind === 'wallet-standard') return createStandardBitcoinWallet(source.wallet)
  if (source.kind === 'leather') return createLeatherWallet(source.provider)
  return createUnisatWallet(source.provider)
}
