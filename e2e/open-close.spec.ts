import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('opening and closing from plain JS', () => {
  test('open() shows Connect in the shadow root with the Demo Wallet; Escape closes and focus returns', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    const openButton = page.getByRole('button', { name: 'Open modal' })
    await openButton.focus()
    await openButton.press('Enter')
    await modal.expectView('Connect Wallet')
    // Rendered inside the element's open shadow root, not in the page's light DOM.
    expect(
      await page.evaluate(() => !!document.querySelector('wallet-modal')!.shadowRoot!.querySelector('[role=dialog]')),
    ).toBe(true)
    expect(await page.evaluate(() => document.querySelector('[role=dialog]'))).toBeNull()
    await expect(modal.wallet(/Demo Wallet/)).toBeVisible()
    await expect(modal.dialog).toHaveAttribute('aria-modal', 'true')
    expect((await modal.getState()).view).toBe('Connect')

    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(openButton).toBeFocused()
    expect((await modal.getState()).open).toBe(false)
  })

  test('the back arrow pops views and closes on the last one', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await demoWallet.setMode('delay', 60_000)
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Connect Wallet')
    await expect(modal.dialog.getByText('Connecting to Demo Wallet', { exact: true })).toBeVisible()
    expect((await modal.getState()).view).toBe('ConnectingExternal')

    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    expect((await modal.getState()).view).toBe('Connect')
    await expect(modal.dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)

    await modal.call('close')
    await modal.call('open', { view: 'Networks' })
    await modal.expectView('Choose network')
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await expect(modal.dialog).toBeHidden()
  })

  test('backdrop click closes; focus stays trapped inside while open', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => document.activeElement?.tagName === 'WALLET-MODAL')
      expect(inside).toBe(true)
    }
    await page.mouse.click(5, 5)
    await expect(modal.dialog).toBeHidden()
  })
})
