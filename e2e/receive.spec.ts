import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { decodeQrCode } from './support/qr.js'

// The copy button writes to the real clipboard; the test reads it back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** What has focus inside the modal's shadow root: its accessible name (aria-label, else its text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector('wallet-modal')!.shadowRoot!.activeElement
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''
  })

/** Presses `key` (Tab, Shift+Tab) until the focused element's name is `name`; fails after 15 presses. */
async function focusByKeyboard(page: Page, name: string, key = 'Tab') {
  for (let i = 0; i < 15 && (await focused(page)) !== name; i++) await page.keyboard.press(key)
  expect(await focused(page)).toBe(name)
}

/** Account → Receive, the way a visitor goes. */
async function openReceive(modal: ModalPage) {
  await modal.call('open')
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Receive', exact: true }).click()
  await modal.expectView('Receive')
}

test.describe('Receive', () => {
  test('EVM: the QR code decodes to the address, shown in full; copy puts it on the clipboard; the networks and the note follow the host’s options', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const { address, caipNetworkId } = await modal.getState()
    expect(caipNetworkId).toBe('eip155:31337')
    await openReceive(modal)
    expect((await modal.getState()).view).toBe('WalletReceive')

    const qr = modal.dialog.getByRole('img', { name: 'QR code of your address' })
    await expect(qr).toBeVisible()
    expect(await decodeQrCode(qr)).toBe(address)
    await expect(modal.dialog.getByTestId('receive-address')).toHaveText(address!)

    const networks = modal.dialog.getByRole('list', { name: 'Networks' }).getByRole('listitem')
    // The host's EVM networks (not Solana's), the active one marked.
    await expect(networks).toHaveCount(2)
    await expect(networks.nth(0)).toContainText('Anvil A')
    await expect(networks.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(networks.nth(0).getByText('Active', { exact: true })).toBeVisible()
    await expect(networks.nth(1)).toContainText('Anvil B')
    await expect(networks.nth(1)).not.toHaveAttribute('aria-current')
    await expect(networks.nth(1).getByText('Active', { exact: true })).toHaveCount(0)
    await expect(modal.dialog.getByTestId('receive-note')).toHaveText(
      'Send only ETH and ERC-20 tokens (such as USDC and DEMO) on these networks to this address.',
    )

    const copy = modal.dialog.getByRole('button', { name: 'Copy address' })
    await copy.click()
    await expect(modal.dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Address copied to the clipboard' })).toBeVisible()
    expect(await clipboard(page)).toBe(address)
    // The confirmation goes away by itself; the button is ready for the next copy.
    await expect(copy).toBeVisible()

    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.expectView('Account')
  })

  test('Solana: the QR code decodes to the Solana address; copy puts it on the clipboard; SOL and SPL tokens on this network', async ({
    page,
    solanaWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWalletOn(/Solana Local/)
    const address = await solanaWallet.address()
    expect(await modal.getState()).toMatchObject({ activeNamespace: 'solana', address })

    // A host may open it by name once connected.
    await modal.call('open', { view: 'WalletReceive' })
    await modal.expectView('Receive')
    const qr = modal.dialog.getByRole('img', { name: 'QR code of your address' })
    expect(await decodeQrCode(qr)).toBe(address)
    await expect(modal.dialog.getByTestId('receive-address')).toHaveText(address)
    const networks = modal.dialog.getByRole('list', { name: 'Networks' }).getByRole('listitem')
    await expect(networks).toHaveCount(1)
    await expect(networks).toHaveAttribute('aria-current', 'true')
    await expect(networks).toContainText('Solana Local')
    await expect(modal.dialog.getByTestId('receive-note')).toHaveText(
      'Send only SOL and SPL tokens (such as USDC) on this network to this address.',
    )

    await modal.dialog.getByRole('button', { name: 'Copy address' }).click()
    await expect(modal.dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await clipboard(page)).toBe(address)
  })

  test('opened by name while disconnected, it shows no address and says to connect', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open', { view: 'WalletReceive' })
    await modal.expectView('Receive')
    await expect(modal.dialog.getByText('Connect a wallet to see its address.', { exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('img', { name: 'QR code of your address' })).toHaveCount(0)
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations on Receive, before and after a copy (${theme})`, async ({ page }) => {
      const modal = new ModalPage(page)
      await modal.goto(`/?theme=${theme}`)
      await modal.connectDemoWallet()
      await openReceive(modal)
      await expect(modal.dialog).toHaveAttribute('data-theme', theme)
      await expect(modal.dialog.getByTestId('receive-note')).toBeVisible()
      await expectNoAxeViolations(page, 'WalletReceive')
      await modal.dialog.getByRole('button', { name: 'Copy address' }).click()
      await expect(modal.dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
      await expectNoAxeViolations(page, 'WalletReceive (copied)')
    })
  }

  test('keyboard alone: Account → Receive, copy, back', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const { address } = await modal.getState()
    await page.getByRole('button', { name: 'Open modal' }).focus()
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
    await focusByKeyboard(page, 'Receive')
    await page.keyboard.press('Enter')
    await modal.expectView('Receive')
    // The view is its own chunk: tab once it has loaded.
    await expect(modal.dialog.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await focusByKeyboard(page, 'Copy address')
    await page.keyboard.press('Enter')
    await expect(modal.dialog.getByRole('status').filter({ hasText: 'Address copied to the clipboard' })).toBeVisible()
    expect(await clipboard(page)).toBe(address)

    await focusByKeyboard(page, 'Back', 'Shift+Tab')
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
  })
})
