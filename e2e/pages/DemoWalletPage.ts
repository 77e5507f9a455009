import type { Page } from '@playwright/test'
import { EvmTestWallet } from '../../src/testing/evmWallet.js'
import type { DemoWalletControl } from '../../src/testing/wallets/evm/evmWalletControl.js'
import type { Eip6963ProviderInfo } from '../../src/testing/wallets/evm/eip6963.js'

export type { RequestOutcome } from '../../src/testing/evmWallet.js'

interface DemoWalletWindow {
  demoWallet: DemoWalletControl
  __capturedEvents?: Record<string, unknown[]>
}

/**
 * The Demo Wallet the demo page loads (`window.demoWallet`), driven as `wallet-modal/testing`'s
 * EvmTestWallet drives it (one implementation), plus what only this repository's specs look at:
 * provider events and EIP-6963 announcements. Every method waits until the page loaded the wallet.
 */
export class DemoWalletPage extends EvmTestWallet {
  constructor(page: Page) {
    super(page)
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
