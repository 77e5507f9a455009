import type { PromptGate, PromptMode } from './prompts.js'

/** What every demo wallet's `window` control shares: how tests drive its simulated user. */
export interface PromptControl {
  /** 'approve' | 'reject' (user rejection) | 'delay' (wait delayMs, then approve) | 'manual' (wait for approveNext / rejectNext). */
  setMode(mode: PromptMode): void
  /** Approves the oldest prompt waiting for a decision, or else the next prompt to come. */
  approveNext(): void
  /** Rejects (user rejection) the oldest prompt waiting for a decision, or else the next prompt to come. */
  rejectNext(): void
  /** true: prompts without a queued decision are approved ('approve'); false: they wait ('manual'). */
  setAutoApprove(on: boolean): void
  /** Methods of the prompts waiting for a decision, oldest first. */
  readonly waitingPrompts: string[]
  /** The 'delay' mode's wait, in ms. */
  setDelay(ms: number): void
  /** Selects a dev account by index; the site hears of it when permitted. */
  selectAccount(index: number): void
  /** Forgets the permission; the site hears of no accounts. */
  revokePermission(): void
  /** Requests waiting on the simulated user. */
  readonly pendingPrompts: number
}

/** A demo wallet as its control drives it. */
export interface PromptDrivenWallet {
  readonly prompts: PromptGate
  setMode(mode: PromptMode): void
  setDelay(ms: number): void
  selectAccount(index: number): void
  revokePermission(): void
}

/**
 * The control over `wallet`: the shared {@link PromptControl} members, then `own`'s (getters stay
 * getters, so live values such as `address` are read when asked).
 */
export function createPromptControl<Own extends object>(wallet: PromptDrivenWallet, own: Own): PromptControl & Own {
  const control: PromptControl = {
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
    get pendingPrompts() {
      return wallet.prompts.pending
    },
  }
  return Object.defineProperties(control, Object.getOwnPropertyDescriptors(own)) as PromptControl & Own
}
