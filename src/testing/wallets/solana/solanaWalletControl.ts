import type { DemoWalletMode } from '../evm/evmWalletConfig.js'
import type { SolanaDemoStandardWallet, SolanaRecordedCall } from './solanaStandardWallet.js'

/** `window.solanaDemoWallet`: how tests and the demo page drive the Solana Demo Wallet's simulated user. */
export interface SolanaDemoWalletControl {
  /** 'approve' | 'reject' (4001) | 'delay' (wait delayMs, then approve) | 'manual' (wait for approveNext / rejectNext). */
  setMode(mode: DemoWalletMode): void
  /** Approves the oldest prompt waiting for a decision, or else the next prompt to come. */
  approveNext(): void
  /** Rejects (4001) the oldest prompt waiting for a decision, or else the next prompt to come. */
  rejectNext(): void
  /** true: prompts without a queued decision are approved ('approve'); false: they wait ('manual'). */
  setAutoApprove(on: boolean): void
  /** Methods of the prompts waiting for a decision, oldest first. */
  readonly waitingPrompts: string[]
  /** The 'delay' mode's wait, in ms. */
  setDelay(ms: number): void
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
  /** Requests waiting on the simulated user. */
  readonly pendingPrompts: number
  /** The Wallet Standard wallet itself. */
  readonly wallet: SolanaDemoStandardWallet
}

/** Builds the control object over `wallet`. */
export function createSolanaDemoWalletControl(wallet: SolanaDemoStandardWallet): SolanaDemoWalletControl {
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
      return wallet.address
    },
    get connected() {
      return wallet.connected
    },
    get calls() {
      return wallet.calls
    },
    get pendingPrompts() {
      return wallet.pendingPrompts
    },
    wallet,
  }
}
