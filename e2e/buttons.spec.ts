import { parseEther } from 'viem'
import { expectNoAxeViolations } from './support/axe.js'
import { DEV_ACCOUNTS, expect, test } from './fixtures.js'
import { ButtonsPage } from './pages/ButtonsPage.js'
import { ModalPage } from './pages/ModalPage.js'

/** The spec's truncation (4 + 6 characters around '…'), written out here rather than imported. */
const truncated = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

test.describe('companion buttons', () => {
  test('<wallet-modal-button> shows Connect Wallet and opens Connect; connected, it shows the account and its balance from the chain and opens Account', async ({
    page,
    anvil,
  }) => {
    const modal = new ModalPage(page)
    const buttons = new ButtonsPage(page)
    const account = DEV_ACCOUNTS[0]!
    await anvil.a.test.setBalance({ address: account, value: parseEther('1234.5678') })
    await modal.goto()
    await expect(buttons.account).toHaveText('Connect Wallet')

    await buttons.account.click()
    await modal.expectView('Connect Wallet')
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog).toBeHidden()

    await expect(buttons.account).toContainText(truncated(account))
    await expect(buttons.balance()).toHaveText('1,234.567 ETH')
    await expect(buttons.account).toHaveAttribute('title', account)

    await buttons.account.click()
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('account-address')).toHaveText(truncated(account))
    // The chain moves while the modal is open; the button reads the balance again when it closes.
    await anvil.a.test.setBalance({ address: account, value: parseEther('7') })
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(buttons.balance()).toHaveText('7 ETH')

    await modal.call('disconnect')
    await expect(buttons.account).toHaveText('Connect Wallet')
  })

  test('the network button opens Networks, follows a network switch and marks disconnected and unsupported networks', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    const buttons = new ButtonsPage(page)
    await modal.goto()
    await expect(buttons.network).toHaveAccessibleName('Network: Anvil A, not connected')
    await expect(buttons.network).toHaveAttribute('data-state', 'disconnected')
    await buttons.network.click()
    await modal.expectView('Choose network')
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()

    await modal.connectDemoWallet()
    await expect(buttons.network).toHaveAccessibleName('Network: Anvil A')
    await expect(buttons.network).toHaveAttribute('data-state', 'connected')
    await buttons.network.click()
    await modal.expectView('Choose network')
    await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()
    await expect(buttons.network).toHaveAccessibleName('Network: Anvil B')
    expect(await demoWallet.chainId()).toBe(31338)
    // The account button follows too: the balance is now Anvil B's.
    await expect(buttons.balance()).toHaveText(/ETH$/)

    await demoWallet.switchChain(4242)
    await expect(buttons.network).toHaveAccessibleName('Network: Unsupported network')
    await expect(buttons.network).toHaveAttribute('data-state', 'unsupported')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on both buttons, disconnected and connected (${theme})`, async ({ page }) => {
      const modal = new ModalPage(page)
      const buttons = new ButtonsPage(page)
      await modal.goto(`/?theme=${theme}`)
      const both = ['wallet-modal-button', 'wallet-modal-network-button']
      await expect(buttons.account).toHaveText('Connect Wallet')
      await expect(buttons.theme(buttons.accountHost)).toHaveAttribute('data-theme', theme)
      await expect(buttons.theme(buttons.networkHost)).toHaveAttribute('data-theme', theme)
      await expectNoAxeViolations(page, 'buttons (disconnected)', both)

      await modal.connectDemoWallet()
      await expect(buttons.balance()).toHaveText(/ETH$/)
      await expect(buttons.network).toHaveAttribute('data-state', 'connected')
      await expectNoAxeViolations(page, 'buttons (connected)', both)
    })
  }

  test('by keyboard alone: Tab reaches each button, Enter and Space open the modal, focus comes back on close', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    const buttons = new ButtonsPage(page)
    await modal.goto()
    await expect(buttons.account).toHaveText('Connect Wallet')
    // From the top of the page: the skip link, then the network button, then the account button.
    for (let i = 0; i < 5 && (await buttons.focusedElement()) !== 'wallet-modal-network-button'; i++)
      await page.keyboard.press('Tab')
    await expect(buttons.network).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(buttons.account).toBeFocused()

    await page.keyboard.press('Enter')
    await modal.expectView('Connect Wallet')
    await page.keyboard.press('Escape')
    await expect(modal.dialog).toBeHidden()
    await expect(buttons.account).toBeFocused()

    await page.keyboard.press('Space')
    await modal.expectView('Connect Wallet')
    await page.keyboard.press('Escape')
    await expect(buttons.account).toBeFocused()

    await page.keyboard.press('Shift+Tab')
    await expect(buttons.network).toBeFocused()
    await page.keyboard.press(' ')
    await modal.expectView('Choose network')
  })
})
