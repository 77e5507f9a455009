import { createPromptControl, type PromptControl } from '../promptControl.js'
import type { SolanaDemoStandardWallet, SolanaRecordedCall } from './solanaStandardWallet.js'

/** `window.solanaDemoWallet`: how tests and the demo page drive the Solana Demo Wallet's simulated user. */
export interface SolanaDemoWalletControl extends PromptControl {
  /** Dev key index (src/testing/stack/solana/devKeys.ts); emits `change` when permitted. */
  selectAccount(index: number): void
  /** Forgets the permission; emits `change` with no accounts. */
  revokePermission(): void
  /** The selected account's address, base58. */
  readonly address: string
  /** Whether the dapp holds the permission. */
  readonly connected: boolean
  /** Every feature call received, in order (live array). */
  readonly calls: SolanaRecordedCall[]
  /** The Wallet Standard wallet itself. */
  readonly wallet: SolanaDemoStandardWallet
}

/** Builds the control object over `wallet`. */
export function createSolanaDemoWalletControl(wallet: SolanaDemoStandardWallet): SolanaDemoWalletControl {
  return createPromptControl(wallet, {
    get address() {
      return wallet.address
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
