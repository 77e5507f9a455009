import type { Page } from '@playwright/test'
import type { DemoWalletMode } from '../../demo/wallets/demo-wallet-config.js'
import type { DemoWalletControl } from '../../demo/wallets/demo-wallet-control.js'
import type { Eip6963ProviderInfo } from '../../demo/wallets/eip6963.js'
import type { Address } from 'viem'

/** What an EIP-1193 request made in the page came to. */
export type RequestOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: unknown; message: unknown; isError: boolean } }

interface DemoWalletWindow {
  demoWallet: DemoWalletControl
  __capturedEvents?: Record<string, unknown[]>
}

/**
 * Page object over `window.demoWallet`, the Demo Wallet's control API. The page must load the
 * wallet (the demo page does); every method waits until it has.
 */
export class DemoWalletPage {
  constructor(private readonly page: Page) {}

  /** Waits until the wallet script ran in the page. */
  async ready(): Promise<void> {
    await this.page.waitForFunction(() => 'demoWallet' in window)
  }

  /** 'approve' | 'reject' (4001) | 'delay' (optionally with its wait, in ms). */
  async setMode(mode: DemoWalletMode, delayMs?: number): Promise<void> {
    await this.ready()
    await this.page.evaluate(
      ({ mode, delayMs }) => {
        const { demoWallet } = window as unknown as DemoWalletWindow
        if (delayMs !== undefined) demoWallet.setDelay(delayMs)
        demoWallet.setMode(mode)
      },
      { mode, delayMs },
    )
  }

  /** The 'delay' mode's wait, in ms. */
  async setDelay(ms: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.setDelay(value), ms)
  }

  /** Moves the wallet to any chain id, even one it has no RPC for. */
  async switchChain(chainId: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.switchChain(value), chainId)
  }

  /** Selects dev account 0-9. */
  async selectAccount(index: number): Promise<void> {
    await this.ready()
    await this.page.evaluate((value) => (window as unknown as DemoWalletWindow).demoWallet.selectAccount(value), index)
  }

  /** Forgets the dapp's permission. */
  async revokePermission(): Promise<void> {
    await this.ready()
    await this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.revokePermission())
  }

  /** Every request the wallet received so far, in order. */
  async calls(): Promise<{ method: string; params: unknown }[]> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.calls)
  }

  /** The methods of {@link calls}, in order. */
  async methods(): Promise<string[]> {
    return (await this.calls()).map((call) => call.method)
  }

  /** The wallet's current address. */
  async address(): Promise<Address> {
    await this.ready()
    return (await this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.address)) as Address
  }

  /** The wallet's current chain id. */
  async chainId(): Promise<number> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.chainId)
  }

  /** Requests waiting on the simulated user. */
  async pendingPrompts(): Promise<number> {
    await this.ready()
    return this.page.evaluate(() => (window as unknown as DemoWalletWindow).demoWallet.pendingPrompts)
  }

  /** Sends an EIP-1193 request to the wallet's provider in the page; never throws. */
  async request(method: string, params?: unknown): Promise<RequestOutcome> {
    await this.ready()
    return this.page.evaluate(
      async ({ method, params }): Promise<RequestOutcome> => {
        const { provider } = (window as unknown as DemoWalletWindow).demoWallet
        try {
          return { ok: true, result: await provider.request({ method, params }) }
        } catch (error) {
          const { code, message } = error as { code?: unknown; message?: unknown }
          return { ok: false, error: { code, message, isError: error instanceof Error } }
        }
      },
      { method, params },
    )
  }

  /** Like {@link request}, but returns the result and fails the test on an error. */
  async call<T = unknown>(method: string, params?: unknown): Promise<T> {
    const outcome = await this.request(method, params)
    if (!outcome.ok) throw new Error(`${method} failed: ${JSON.stringify(outcome.error)}`)
    return outcome.result as T
  }

  /** Starts recording the provider's `event` payloads; read them with {@link capturedEvents}. */
  async captureEvents(event: string): Promise<void> {
    await this.ready()
    await this.page.evaluate((name) => {
      const target = window as unknown as DemoWalletWindow
      const captured = (target.__capturedEvents ??= {})
      captured[name] = []
      target.demoWallet.provider.on(name, (payload) => captured[name]!.push(payload))
    }, event)
  }

  /** Payloads of `event` since {@link captureEvents}. */
  async capturedEvents(event: string): Promise<unknown[]> {
    return this.page.evaluate((name) => (window as unknown as DemoWalletWindow).__capturedEvents?.[name] ?? [], event)
  }

  /** Asks for EIP-6963 announcements (`eip6963:requestProvider`) and returns every wallet's info. */
  async announcements(): Promise<Eip6963ProviderInfo[]> {
    await this.ready()
    return this.page.evaluate(() => {
      const infos: Eip6963ProviderInfo[] = []
      const listener = (event: Event): void => {
        infos.push((event as CustomEvent<{ info: Eip6963ProviderInfo }>).detail.info)
      }
      window.addEventListener('eip6963:announceProvider', listener)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      window.removeEventListener('eip6963:announceProvider', listener)
      return infos
    })
  }
}
