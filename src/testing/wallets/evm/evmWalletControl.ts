import type { DemoWalletMode } from './evmWalletConfig.js'
import type { DemoWalletProvider, RecordedCall } from './evmWalletProvider.js'

/** `window.demoWallet`: how tests and the demo page drive the Demo Wallet's simulated user. */
export interface DemoWalletControl {
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
  /** Dev account 0-9; emits `accountsChanged` when permitted. */
  selectAccount(index: number): void
  /** Moves the wallet to any chain id, known or not, emitting `chainChanged`. */
  switchChain(chainId: number): void
  /** Forgets the permission; emits `accountsChanged` with []. */
  revokePermission(): void
  /** Emits `disconnect` (4900). */
  simulateDisconnect(): void
  readonly address: string
  readonly chainId: number
  /** Every request received, in order (live array). */
  readonly calls: RecordedCall[]
  /** Requests waiting on the simulated user. */
  readonly pendingPrompts: number
  /** The EIP-1193 provider itself. */
  readonly provider: DemoWalletProvider
}

/** Builds the control object over `provider`. */
export function createDemoWalletControl(provider: DemoWalletProvider): DemoWalletControl {
  return {
    setMode: (mode) => provider.setMode(mode),
    approveNext: () => provider.prompts.approveNext(),
    rejectNext: () => provider.prompts.rejectNext(),
    setAutoApprove: (on) => provider.setMode(on ? 'approve' : 'manual'),
    get waitingPrompts() {
      return provider.prompts.waiting
    },
    setDelay: (ms) => provider.setDelay(ms),
    selectAccount: (index) => provider.selectAccount(index),
    switchChain: (chainId) => provider.switchChain(chainId),
    revokePermission: () => provider.revokePermission(),
    simulateDisconnect: () => provider.simulateDisconnect(),
    get address() {
      return provider.address
    },
    get chainId() {
      return provider.chainId
    },
    get calls() {
      return provider.calls
    },
    get pendingPrompts() {
      return provider.pendingPrompts
    },
    provider,
  }
}
