import { expect, type Locator, type Page } from '@playwright/test'
import type { ModalPage } from './ModalPage.js'

/** One quote row as shown: provider id (data-id), amount received and fee, both as displayed. */
export interface ShownQuote {
  provider: string
  amount: string
  fee: string
}

/** The on-ramp views, driven as a buyer does: Buy → token → amount → a quote → the provider's window. */
export class OnRampPage {
  constructor(readonly modal: ModalPage) {}

  get dialog(): Locator {
    return this.modal.dialog
  }

  /** Account → Buy → OnRampTokenSelect. */
  async open(): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.modal.call('open')
    await this.modal.expectView('Account')
    await this.dialog.getByRole('button', { name: 'Buy', exact: true }).click()
    await this.modal.expectView('Select Token')
  }

  /** A token row of OnRampTokenSelect by its CAIP-19 id. */
  token(caip19: string): Locator {
    return this.dialog.getByRole('list', { name: 'Tokens to buy' }).locator(`button[data-id="${caip19}"]`)
  }

  /** Picks the token (→ OnRampProviders). */
  async choose(caip19: string): Promise<void> {
    await this.token(caip19).click()
    await this.modal.expectView('Buy Crypto')
  }

  amount(): Locator {
    return this.dialog.getByLabel('You pay')
  }

  help(): Locator {
    return this.dialog.getByTestId('onramp-amount-help')
  }

  quoteList(): Locator {
    return this.dialog.getByRole('list', { name: 'Quotes' })
  }

  /** Types the amount and waits for at least `atLeast` quotes; resolves them in the order shown. */
  async quotesFor(amount: string, atLeast = 2): Promise<ShownQuote[]> {
    await this.amount().fill(amount)
    const rows = this.quoteList().getByRole('button')
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(atLeast)
    return this.shownQuotes()
  }

  async shownQuotes(): Promise<ShownQuote[]> {
    const rows = this.quoteList().getByRole('button')
    const out: ShownQuote[] = []
    for (const row of await rows.all()) {
      out.push({
        provider: (await row.getAttribute('data-id'))!,
        amount: (await row.getByTestId('onramp-quote-amount').innerText()).trim(),
        fee: (await row.getByTestId('onramp-quote-fee').innerText()).trim(),
      })
    }
    return out
  }

  quote(provider: string): Locator {
    return this.quoteList().locator(`button[data-id="${provider}"]`)
  }

  /** Clicks a quote and resolves the provider's checkout window once it shows its page. */
  async checkout(provider: string, sandboxUrl: string): Promise<Page> {
    const popup = this.modal.page.waitForEvent('popup')
    await this.quote(provider).click()
    const window = await popup
    await window.waitForURL((url) => url.href.startsWith(sandboxUrl))
    return window
  }

  /** Pays in the checkout window and waits for its confirmation page. */
  static async pay(window: Page): Promise<void> {
    await window.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(window.getByRole('heading', { name: 'Payment complete' })).toBeVisible({ timeout: 20_000 })
  }

  async expectSuccess(): Promise<void> {
    await expect(this.dialog.getByText('Purchase complete', { exact: true })).toBeVisible({ timeout: 20_000 })
  }
}

/** 'You get ≈ 98.89 USDC' → '98.89'; 'Fee 1.11 USD' → '1.11'. */
export const figure = (text: string): string => /(\d[\d.]*)/.exec(text)![1]!
