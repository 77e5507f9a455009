import type { DemoWalletMode } from './demo-wallet-config.js'
import type { DemoWalletProvider, RecordedCall } from './demo-wallet-provider.js'

/** `window.demoWallet`: how tests and the demo page drive the Demo Wallet's simulated user. */
export interface DemoWalletControl {
  /** 'approve' | 'reject' (4001) | 'delay' (wait delayMs, then approve). */
  setMode(mode: DemoWalletMode): void
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
