import type { Page } from '@playwright/test'
import type { DemoWalletMode } from './wallets/evm/evmWalletConfig.js'
import type { PromptControl } from './wallets/promptControl.js'

/** The window as the wallets' controls sit on it. */
type Controls = Record<string, PromptControl>

/** The names of `Control`'s methods. */
type MethodOf<Control> = {
  [Key in keyof Control & string]: Control[Key] extends (...args: never[]) => unknown ? Key : never
}[keyof Control & string]

/** What every test wallet's `install` options share (see `EvmWalletOptions`). */
interface PromptOptions {
  accountIndex?: number
  autoApprove?: boolean
  permission?: boolean
}

/**
 * The part of every in-page wallet config that `options` set: the start account (default 0), the
 * prompt mode ('approve', or 'manual' when `autoApprove` is false) and the permission when given.
 */
export function promptConfig(options: PromptOptions): {
  accountIndex: number
  mode: DemoWalletMode
  permission?: boolean
} {
  return {
    accountIndex: options.accountIndex ?? 0,
    mode: options.autoApprove === false ? 'manual' : 'approve',
    ...(options.permission === undefined ? {} : { permission: options.permission }),
  }
}

/**
 * The part of a test wallet a test drives from Node: the simulated user's answers. The wallet runs
 * in the page (installed by an init script), so every method waits until the page has loaded it
 * (navigate first).
 * @typeParam Control the wallet's controls in the page (`window.demoWallet`, `window.solanaDemoWallet`, `window.bitcoinDemoWallet`).
 */
export abstract class TestWallet<Control extends PromptControl = PromptControl> {
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

  /** Reads `property` of the wallet's controls in the page, once the page has loaded the wallet. */
  protected async readControl<Key extends keyof Control & string>(property: Key): Promise<Control[Key]> {
    const value = await this.page.evaluate(
      ([name, key]) => (window as unknown as Record<string, Record<string, unknown>>)[name]![key],
      [await this.controls(), property] as const,
    )
    return value as Control[Key]
  }

  /** Calls `method` of the wallet's controls in the page with `args`, once the page has loaded the wallet. */
  protected async invokeControl<Key extends MethodOf<Control>>(
    method: Key,
    ...args: Control[Key] extends (...args: infer Args) => unknown ? Args : never
  ): Promise<void> {
    await this.callControl(method, args)
  }

  /** {@link invokeControl} for the shared prompt controls, which every `Control` has. */
  private async callControl(method: MethodOf<PromptControl> | MethodOf<Control>, args: unknown[]): Promise<void> {
    await this.page.evaluate(
      ([name, key, values]) => {
        ;(window as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>)[name]![key]!(...values)
      },
      [await this.controls(), method, args] as const,
    )
  }

  /** Approves the oldest prompt waiting for a decision, or else the next prompt to come (connect, sign, send). */
  async approveNext(): Promise<void> {
    await this.callControl('approveNext', [])
  }

  /** Rejects (EIP-1193 4001) the oldest prompt waiting for a decision, or else the next prompt to come. */
  async rejectNext(): Promise<void> {
    await this.callControl('rejectNext', [])
  }

  /** On (the default): prompts without a queued decision are approved at once. Off: they wait for {@link approveNext} / {@link rejectNext}. */
  async setAutoApprove(on: boolean): Promise<void> {
    await this.callControl('setAutoApprove', [on])
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
    await this.callControl('setDelay', [ms])
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
    return this.readControl('pendingPrompts')
  }
}
