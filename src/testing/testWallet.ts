import type { Page } from '@playwright/test'
import type { DemoWalletMode } from './wallets/evm/evmWalletConfig.js'

/** What the in-page test wallets' controls (`window.demoWallet`, `window.solanaDemoWallet`, `window.bitcoinDemoWallet`) offer. */
interface PromptControls {
  setMode(mode: DemoWalletMode): void
  setDelay(ms: number): void
  approveNext(): void
  rejectNext(): void
  setAutoApprove(on: boolean): void
  readonly waitingPrompts: string[]
  readonly pendingPrompts: number
}

/** The window as the wallets' controls sit on it. */
type Controls = Record<string, PromptControls>

/**
 * The part of a test wallet a test drives from Node: the simulated user's answers. The wallet runs
 * in the page (installed by an init script), so every method waits until the page has loaded it
 * (navigate first).
 */
export abstract class TestWallet {
  /** @param global the window property holding the wallet's controls. */
  protected constructor(
    readonly page: Page,
    private readonly global: 'demoWallet' | 'solanaDemoWallet' | 'bitcoinDemoWallet',
  ) {}

  /** Waits until the wallet script ran in the page. */
  async ready(): Promise<void> {
    await this.page.waitForFunction((name) => name in window, this.global)
  }

  /** The wallet's controls in the page, as `page.evaluate` sees them. */
  private async controls(): Promise<string> {
    await this.ready()
    return this.global
  }

  /** Approves the oldest prompt waiting for a decision, or else the next prompt to come (connect, sign, send). */
  async approveNext(): Promise<void> {
    await this.page.evaluate((name) => (window as unknown as Controls)[name]!.approveNext(), await this.controls())
  }

  /** Rejects (EIP-1193 4001) the oldest prompt waiting for a decision, or else the next prompt to come. */
  async rejectNext(): Promise<void> {
    await this.page.evaluate((name) => (window as unknown as Controls)[name]!.rejectNext(), await this.controls())
  }

  /** On (the default): prompts without a queued decision are approved at once. Off: they wait for {@link approveNext} / {@link rejectNext}. */
  async setAutoApprove(on: boolean): Promise<void> {
    await this.page.evaluate(([name, value]) => (window as unknown as Controls)[name]!.setAutoApprove(value), [
      await this.controls(),
      on,
    ] as const)
  }

  /** 'approve' | 'reject' (4001) | 'delay' (wait `delayMs`, then approve) | 'manual'. */
  async setMode(mode: DemoWalletMode, delayMs?: number): Promise<void> {
    await this.page.evaluate(
      ([name, value, delay]) => {
        const controls = (window as unknown as Controls)[name]!
        if (delay !== undefined) controls.setDelay(delay)
        controls.setMode(value)
      },
      [await this.controls(), mode, delayMs] as const,
    )
  }

  /** The 'delay' mode's wait, in ms. */
  async setDelay(ms: number): Promise<void> {
    await this.page.evaluate(([name, value]) => (window as unknown as Controls)[name]!.setDelay(value), [
      await this.controls(),
      ms,
    ] as const)
  }

  /**
   * Waits until a prompt waits for a decision (auto-approve off) and returns its method
   * (e.g. 'eth_sendTransaction', 'solana:signMessage').
   */
  async waitForPrompt(options: { timeout?: number } = {}): Promise<string> {
    await this.ready()
    const handle = await this.page.waitForFunction(
      (name) => (window as unknown as Controls)[name]!.waitingPrompts[0] ?? false,
      this.global,
      options,
    )
    return (await handle.jsonValue()) as string
  }

  /** Requests waiting on the simulated user (delayed or waiting for a decision). */
  async pendingPrompts(): Promise<number> {
    return this.page.evaluate((name) => (window as unknown as Controls)[name]!.pendingPrompts, await this.controls())
  }
}
