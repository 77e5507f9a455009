import { expect, type Locator, type Page } from '@playwright/test'
import { ModalPage as KitModalPage } from '../../src/testing/modalPage.js'

/**
 * The demo host page and the `<wallet-modal>` in it, as a user and a host developer see them: the
 * QA kit's ModalPage (`wallet-modal/testing`: getState, waitForState, open, connect, title, wallet…)
 * plus what only this suite needs: the demo page's query options, its event log, the JS API called
 * as raw page JS (to see what it throws), and the Demo Wallet's journeys.
 */
export class ModalPage extends KitModalPage {
  readonly eventLog: Locator

  constructor(page: Page) {
    super(page)
    this.eventLog = page.getByRole('list', { name: 'Event log' })
  }

  /** Opens the demo page (optionally `/csp/` or with a query) and waits until the host configured the modal. */
  async goto(path = '/'): Promise<void> {
    await this.page.goto(path)
    await this.waitReady()
  }

  /** Waits until the element has its JS API and the host's options gave it a network. */
  async waitReady(): Promise<void> {
    await this.page.waitForFunction((selector) => {
      const el = document.querySelector(selector) as
        | (HTMLElement & { getState?: () => { caipNetworkId?: string } })
        | null
      return !!el?.getState && el.getState().caipNetworkId !== undefined
    }, this.selector)
  }

  /** What `open({ view })` throws from page JS, as `{ code, message }`; undefined when it opens. */
  async openThrows(view: string): Promise<{ code?: string; message: string } | undefined> {
    return this.page.evaluate(
      ([selector, name]) => {
        try {
          ;(document.querySelector(selector) as unknown as { open(o: unknown): void }).open({ view: name })
          return undefined
        } catch (error) {
          return { code: (error as { code?: string }).code, message: (error as Error).message }
        }
      },
      [this.selector, view] as const,
    )
  }

  /** Calls the JS API from plain page JS, as a host would. */
  async call(method: 'open' | 'close' | 'disconnect', arg?: unknown): Promise<void> {
    await this.page.evaluate(
      ([selector, m, a]) =>
        (document.querySelector(selector) as unknown as Record<string, (x?: unknown) => unknown>)[m as string]!(a),
      [this.selector, method, arg] as const,
    )
  }

  /** Presses Tab until `target` has focus (at most 30 times), as a keyboard user reaches it. */
  async tabTo(target: Locator): Promise<void> {
    const focused = () => target.evaluate((el) => el === (el.getRootNode() as ShadowRoot | Document).activeElement)
    for (let i = 0; i < 30 && !(await focused()); i++) await this.page.keyboard.press('Tab')
    await expect(target).toBeFocused()
  }

  async expectView(title: string | RegExp): Promise<void> {
    await expect(this.dialog).toBeVisible()
    try {
      await expect(this.title()).toHaveText(title)
    } catch (error) {
      // Say where the router was, so a failure in CI tells a lost click from a view sent back.
      const state = await this.getState().catch(() => undefined)
      throw new Error(`expectView: the router's view is ${JSON.stringify(state?.view)}\n${String(error)}`)
    }
  }

  /** Connects the Demo Wallet through the Connect view and waits for the modal to close. */
  async connectDemoWallet(): Promise<void> {
    await this.call('open')
    await this.wallet(/Demo Wallet/).click()
    try {
      await expect(this.dialog).toBeHidden()
    } catch (error) {
      // Say what the modal showed and held, so a failure in CI explains itself from the log alone.
      const shown = await this.dialog.innerText().catch(() => '(no dialog)')
      const state = await this.getState().catch(() => undefined)
      throw new Error(
        `connectDemoWallet: the modal stayed open.\nIt showed:\n${shown}\nState: ${JSON.stringify(state)}\n${String(error)}`,
      )
    }
    await expect.poll(async () => (await this.getState()).status).toBe('connected')
  }

  /** Picks `network` (e.g. 'Solana Local') in the Networks view while disconnected, then connects the Demo Wallet there. */
  async connectDemoWalletOn(network: string | RegExp): Promise<void> {
    await this.call('open', { view: 'Networks' })
    await this.dialog.getByRole('button', { name: network }).click()
    await expect(this.dialog).toBeHidden()
    await this.connectDemoWallet()
  }

  /**
   * From a connected state: opens Account → Send, picks `symbol` (default: the native currency),
   * types the amount and the receiver, and presses Send. The caller waits for what follows.
   */
  async submitSend(amount: string, to: string, symbol?: string): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.call('open')
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(this.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    if (symbol) await this.pickToken('Token', symbol)
    await this.dialog.getByLabel('Amount').fill(amount)
    await this.dialog.getByLabel('Receiver address').fill(to)
    await this.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  }

  /**
   * Picks `symbol` in the token field labelled `field` ('Token', 'You pay'…): opens the token picker,
   * searches the symbol and clicks its option; back on the form, the field shows it.
   */
  async pickToken(field: string, symbol: string): Promise<void> {
    await this.dialog.getByLabel(field).click()
    await this.expectView('Select token')
    await this.dialog.getByRole('combobox', { name: 'Search tokens' }).fill(symbol)
    await this.dialog.locator(`[role=option][data-symbol="${symbol}"]`).click()
    await expect(this.dialog.getByLabel(field)).toContainText(symbol)
  }

  async events(): Promise<string[]> {
    return this.eventLog.getByRole('listitem').allInnerTexts()
  }
}
