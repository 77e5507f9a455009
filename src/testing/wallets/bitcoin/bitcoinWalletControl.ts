import { createPromptControl, type PromptControl } from '../promptControl.js'
import type { BitcoinRecordedCall, DemoBitcoinWallet } from './demoBitcoinWallet.js'

/** `window.bitcoinDemoWallet`: how tests and the demo page drive the Demo Bitcoin Wallet's simulated user. */
export interface BitcoinDemoWalletControl extends PromptControl {
  /** Dev account index (devKeys.ts); the site hears of it when connected. */
  selectAccount(index: number): void
  /** The payment address (P2WPKH, index 0). */
  readonly address: string
  /** The ordinals address (P2TR, index 1). */
  readonly ordinalsAddress: string
  readonly connected: boolean
  /** Every request received, in order (live array). */
  readonly calls: BitcoinRecordedCall[]
  readonly wallet: DemoBitcoinWallet
}

/** Builds the control object over `wallet`. */
export function createBitcoinDemoWalletControl(wallet: DemoBitcoinWallet): BitcoinDemoWalletControl {
  return createPromptControl(wallet, {
    get address() {
      return wallet.account.payment.address
    },
    get ordinalsAddress() {
      return wallet.account.ordinals.address
    },
    get connected() {
      return wallet.connected
    },
    get calls() {
      return wallet.calls
    },
    wallet,
  })
}
