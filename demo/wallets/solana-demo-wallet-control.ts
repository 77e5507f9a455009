import type { DemoWalletMode } from './demo-wallet-config.js'
import type { SolanaDemoStandardWallet, SolanaRecordedCall } from './solana-demo-standard-wallet.js'

/** `window.solanaDemoWallet`: how tests and the demo page drive the Solana Demo Wallet's simulated user. */
export interface SolanaDemoWalletControl {
  /** 'approve' | 'reject' (4001) | 'delay' (wait delayMs, then approve). */
  setMode(mode: DemoWalletMode): void
  /** The 'delay' mode's wait, in ms. */
  setDelay(ms: number): void
  /** Dev key index (demo/solana-rpc/dev-keys.ts); emits `change` when permitted. */
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
