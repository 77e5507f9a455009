import { userRejectedError } from './providerRpcError.js'

/**
 * How a test wallet answers requests that would prompt the user in a real wallet:
 * 'approve' (auto-approve), 'reject' (4001 every time), 'delay' (wait, then approve),
 * 'manual' (wait for the test's {@link PromptGate.approveNext} / {@link PromptGate.rejectNext}).
 */
export type PromptMode = 'approve' | 'reject' | 'delay' | 'manual'

/** A test's answer to one prompt. */
export type PromptDecision = 'approve' | 'reject'

/** The prompt modes, for config validation. */
export const PROMPT_MODES: readonly PromptMode[] = ['approve', 'reject', 'delay', 'manual']

/**
 * The prompt mode (default 'approve') and 'delay' wait (default 1,000 ms) of a test wallet's raw
 * config, checked; `wallet` names the wallet in the errors.
 * @throws Error '<wallet>: unknown mode <mode>', '<wallet>: invalid delayMs <ms>'
 */
export function resolvePromptSettings(
  wallet: string,
  config: { mode?: PromptMode; delayMs?: number },
): { mode: PromptMode; delayMs: number } {
  const mode = config.mode ?? 'approve'
  if (!PROMPT_MODES.includes(mode)) throw new Error(`${wallet}: unknown mode ${String(mode)}`)
  const delayMs = config.delayMs ?? 1_000
  if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error(`${wallet}: invalid delayMs ${delayMs}`)
  return { mode, delayMs }
}

/**
 * The simulated user of a test wallet. Decisions queued with {@link approveNext} and
 * {@link rejectNext} answer the next prompts in order, whatever the mode; without one, the mode
 * answers ('manual' waits until a decision comes).
 */
export class PromptGate {
  #mode: PromptMode
  #delayMs: number
  #pending = 0
  readonly #decisions: PromptDecision[] = []
  readonly #waiting: { method: string; decide(decision: PromptDecision): void }[] = []
  readonly #watchers: ((method: string) => void)[] = []

  constructor(mode: PromptMode, delayMs: number) {
    this.#mode = mode
    this.#delayMs = delayMs
  }

  get mode(): PromptMode {
    return this.#mode
  }

  /** Sets how prompts without a queued decision are answered (a waiting 'delay' prompt re-reads it when it ends). */
  setMode(mode: PromptMode): void {
    this.#mode = mode
  }

  /** The 'delay' mode's wait, in ms. */
  setDelay(ms: number): void {
    this.#delayMs = ms
  }

  /** Prompts in progress (waiting, delayed, or being answered). */
  get pending(): number {
    return this.#pending
  }

  /** Methods of the prompts waiting for a decision ('manual' mode), oldest first. */
  get waiting(): string[] {
    return this.#waiting.map((w) => w.method)
  }

  /** Resolves with the method of the oldest prompt waiting for a decision, at once or when one starts waiting. */
  whenWaiting(): Promise<string> {
    const first = this.#waiting[0]
    if (first) return Promise.resolve(first.method)
    return new Promise((resolve) => this.#watchers.push(resolve))
  }

  /** Approves the oldest waiting prompt, or the next one to come. */
  approveNext(): void {
    this.#decide('approve')
  }

  /** Rejects (code 4001) the oldest waiting prompt, or the next one to come. */
  rejectNext(): void {
    this.#decide('reject')
  }

  /**
   * Stands in for the user looking at a prompt for `method`.
   * @throws ProviderRpcError 4001 'User rejected the request.' when the answer is no.
   */
  async prompt(method: string): Promise<void> {
    this.#pending += 1
    try {
      const queued = this.#decisions.shift()
      let decision: PromptDecision | undefined = queued
      if (!decision && this.#mode === 'manual') {
        decision = await new Promise<PromptDecision>((decide) => {
          this.#waiting.push({ method, decide })
          for (const watcher of this.#watchers.splice(0)) watcher(method)
        })
      } else if (!decision) {
        if (this.#mode === 'delay') await new Promise((resolve) => setTimeout(resolve, this.#delayMs))
        decision = this.#mode === 'reject' ? 'reject' : 'approve'
      }
      if (decision === 'reject') throw userRejectedError()
    } finally {
      this.#pending -= 1
    }
  }

  #decide(decision: PromptDecision): void {
    const waiting = this.#waiting.shift()
    if (waiting) waiting.decide(decision)
    else this.#decisions.push(decision)
  }
}
