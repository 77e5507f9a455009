import { expect, type Locator } from '@playwright/test'
import type { ModalPage } from './ModalPage.js'

/** The Swap view, driven as a visitor does: pickers, amount, Review, Confirm. */
export class SwapPage {
  constructor(readonly modal: ModalPage) {}

  get dialog(): Locator {
    return this.modal.dialog
  }

  /** Account → Swap. */
  async open(): Promise<void> {
    if (!(await this.dialog.isVisible())) await this.modal.call('open')
    await this.modal.expectView('Account')
    await this.dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await this.modal.expectView('Swap')
    await expect(this.dialog.getByLabel('You pay')).toBeEnabled()
  }

  /** Picks the tokens by symbol in the token picker and types the amount, then waits for its quote. */
  async enter(src: string, dst: string, amount: string): Promise<void> {
    await this.modal.pickToken('You pay', src)
    await this.modal.pickToken('You receive', dst)
    await this.dialog.getByLabel('Amount').fill(amount)
    await expect(this.quote()).toContainText('≈')
  }

  quote(): Locator {
    return this.dialog.getByTestId('swap-quote')
  }

  /** A row of a summary (the form's or the preview's) by its term, e.g. 'Minimum received'. */
  summary(term: string, within: Locator = this.dialog): Locator {
    return within.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')
  }

  preview(): Locator {
    return this.dialog.getByTestId('swap-preview')
  }

  /** Review swap → the preview, and the minimum it shows, as displayed (e.g. '1,470.285 USDC'). */
  async review(): Promise<string> {
    await this.dialog.getByRole('button', { name: 'Review swap', exact: true }).click()
    await expect(this.dialog.getByText('Review your swap', { exact: true })).toBeVisible()
    return (await this.summary('Minimum received', this.preview()).innerText()).trim()
  }

  async confirm(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Confirm swap', exact: true }).click()
  }

  async expectDone(): Promise<void> {
    await expect(this.dialog.getByText('Swap complete', { exact: true })).toBeVisible({ timeout: 20_000 })
  }
}

/** '1,470.285 USDC' → base units of `decimals` (the shown text is floored, so this is at most the real minimum). */
export function shownAmount(text: string, decimals: number): bigint {
  const [number = '0'] = text.replace(/,/g, '').split(' ')
  const [whole = '0', fraction = ''] = number.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
