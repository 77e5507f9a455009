import type { Locator, Page } from '@playwright/test'

/**
 * The demo page's companion buttons as a user sees them: `<wallet-modal-button>` (it names the
 * modal by id) and `<wallet-modal-network-button>` (it finds the first `<wallet-modal>`), each a
 * real button in its element's shadow root.
 */
export class ButtonsPage {
  readonly accountHost: Locator
  readonly networkHost: Locator
  /** The inner `<button>` of `<wallet-modal-button>`. */
  readonly account: Locator
  /** The inner `<button>` of `<wallet-modal-network-button>`. */
  readonly network: Locator

  constructor(readonly page: Page) {
    this.accountHost = page.locator('wallet-modal-button')
    this.networkHost = page.locator('wallet-modal-network-button')
    this.account = this.accountHost.getByRole('button')
    this.network = this.networkHost.getByRole('button')
  }

  /** The balance the account button shows ('1,234.567 ETH'). */
  balance(): Locator {
    return this.account.getByTestId('button-balance')
  }

  /** The theme the buttons render in (their wrapper's `data-theme`). */
  theme(host: Locator): Locator {
    return host.locator('.wm-root')
  }

  /** The local name of the element that has focus in the document (a shadow host for the buttons). */
  focusedElement(): Promise<string | undefined> {
    return this.page.evaluate(() => document.activeElement?.localName)
  }
}
