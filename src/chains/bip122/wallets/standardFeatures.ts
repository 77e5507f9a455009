import type { Wallet } from '@wallet-standard/base'

/** The Bitcoin Wallet Standard's connect feature (ExodusMovement/bitcoin-wallet-standard). */
export const BITCOIN_CONNECT = 'bitcoin:connect'
/** Magic Eden's and Xverse's Wallet Standard wallets carry a sats-connect provider under this feature. */
export const SATS_CONNECT_FEATURE = 'sats-connect:'

/** True for a Wallet Standard wallet that connects Bitcoin (`bitcoin:connect`, or a sats-connect provider). */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return BITCOIN_CONNECT in wallet.features || SATS_CONNECT_FEATURE in wallet.features
}
