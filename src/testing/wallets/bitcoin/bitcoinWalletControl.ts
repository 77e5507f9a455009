import type { PromptMode } from '../prompts.js'
import type { BitcoinRecordedCall, DemoBitcoinWallet } from './demoBitcoinWallet.js'

/** `window.bitcoinDemoWallet`: how tests and the demo page drive the Demo Bitcoin Wallet's simulated user. */
export interface BitcoinDemoWalletControl {
  /** 'approve' | 'reject' (user rejection) | 'delay' (wait delayMs, then approve) | 'manual' (wait for approveNext / rejectNext). */
  setMode(mode: PromptMode): void
  approveNext(): void
  rejectNext(): void
  setAutoApprove(on: boolean): void
  readonly waitingPrompts: string[]
  setDelay(ms: number): void
  /** Dev account index (devKeys.ts); the site hears of it when connected. */
  selectAccount(index: number): void
  revokePermission(): void
  /** The payment address (P2WPKH, index 0). */
  readonly address: string
  /** The ordinals address (P2TR, index 1). */
  readonly ordinalsAddress: string
  readonly connected: boolean
  /** Every request received, in order (live array). */
  readonly calls: BitcoinRecordedCall[]
  readonly pendingPrompts: number
  readonly wallet: DemoBitcoinWallet
}

export function createBitcoinDemoWalletControl(wallet: DemoBitcoinWallet): BitcoinDemoWalletControl {
  return {
    setMode: (mode) => wallet.setMode(mode),
    approveNext: () => wallet.prompts.approveNext(),
    rejectNext: () => wallet.prompts.rejectNext(),
    setAutoApprove: (on) => wallet.setMode(on ? 'approve' : 'manual'),
    get waitingPrompts() {
      return wallet.prompts.waiting
    },
    setDelay: (ms) => wallet.setDelay(ms),
    selectAccount: (index) => wallet.selectAccount(index),
    revokePermission: () => wallet.revokePermission(),
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
    get pendingPrompts() {
      return wallet.prompts.pending
    },
    wallet,
  }
}
