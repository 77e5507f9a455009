import { createPromptControl, type PromptControl } from '../promptControl.js'
import type { DemoWalletProvider, RecordedCall } from './evmWalletProvider.js'

/** `window.demoWallet`: how tests and the demo page drive the Demo Wallet's simulated user. */
export interface DemoWalletControl extends PromptControl {
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
  /** The EIP-1193 provider itself. */
  readonly provider: DemoWalletProvider
}

/** Builds the control object over `provider`. */
export function createDemoWalletControl(provider: DemoWalletProvider): DemoWalletControl {
  return createPromptControl(provider, {
    switchChain: (chainId: number) => provider.switchChain(chainId),
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
    provider,
  })
}
