import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

async function expectNoViolations(page: Page, label: string) {
  // Let the 150 ms view transition finish: mid-fade text has lower contrast than the user will read.
  await page.waitForFunction(() =>
    document
      .querySelector('wallet-modal')!
      .shadowRoot!.getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const result = await new AxeBuilder({ page }).include('wallet-modal').analyze()
  expect(
    result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on Connect, ConnectingExternal, Networks and Account (${theme})`, async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(`/?theme=${theme}`)
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    await expect(modal.dialog).toHaveAttribute('data-theme', theme)
    await expectNoViolations(page, 'Connect')

    await demoWallet.setMode('delay', 60_000)
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog.getByText('Connecting to Demo Wallet', { exact: true })).toBeVisible()
    await expectNoViolations(page, 'ConnectingExternal')
    await modal.dialog.getByRole('button', { name: 'Cancel' }).click()

    await demoWallet.setMode('reject')
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
    await expectNoViolations(page, 'ConnectingExternal (rejected)')

    await demoWallet.setMode('approve')
    await modal.dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.call('open')
    await modal.expectView('Account')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
    await expectNoViolations(page, 'Account')

    await modal.dialog.getByRole('button', { name: /Network:/ }).click()
    await modal.expectView('Choose network')
    await expect(modal.dialog.getByRole('list', { name: 'Choose network' })).toBeVisible()
    await expectNoViolations(page, 'Networks')
  })
}

test('connect and disconnect by keyboard alone', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await modal.expectView('Connect Wallet')
  await expect(modal.wallet(/Demo Wallet/)).toBeVisible()
  // Focus starts inside the dialog (on the dialog itself while the view was still loading, else on
  // its first row); Tab reaches the Demo Wallet's row. The focused element must be that button: the
  // dialog's own text also contains "Demo Wallet", and Enter on the dialog does nothing.
  const focusedButton = () =>
    page.evaluate(() => {
      const el = document.querySelector('wallet-modal')!.shadowRoot!.activeElement
      return el?.localName === 'button' ? (el.textContent ?? '') : ''
    })
  for (let i = 0; i < 10 && !(await focusedButton()).startsWith('Demo Wallet'); i++) await page.keyboard.press('Tab')
  expect(await focusedButton()).toMatch(/^Demo Wallet/)
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeHidden()
  expect((await modal.getState()).status).toBe('connected')

  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  for (let i = 0; i < 10 && (await focusedButton()) !== 'Disconnect'; i++) await page.keyboard.press('Tab')
  expect(await focusedButton()).toBe('Disconnect')
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeHidden()
  expect((await modal.getState()).status).toBe('disconnected')
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on UnsupportedChain, SwitchActiveChain and the Solana Account (${theme})`, async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(`/?theme=${theme}`)
    await modal.connectDemoWallet()
    await demoWallet.switchChain(4242)
    await modal.expectView('Unsupported network')
    await expect(modal.dialog.getByRole('button', { name: 'Switch to Anvil A' })).toBeVisible()
    await expectNoViolations(page, 'UnsupportedChain')
    await modal.dialog.getByRole('button', { name: 'Switch to Anvil A' }).click()
    await expect(modal.dialog).toBeHidden()

    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await modal.expectView('Switch network')
    await expect(modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' })).toBeVisible()
    await expectNoViolations(page, 'SwitchActiveChain')
    await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.call('open')
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/SOL$/)
    await expectNoViolations(page, 'Account (Solana)')
  })
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on SIWXSignMessage and its error toast (${theme})`, async ({ page, demoWallet }) => {
    // A fresh page holds no session token, so the sign-in view opens whatever the back end kept.
    const modal = new ModalPage(page)
    await modal.goto(`/?theme=${theme}&siwx=required`)
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await modal.expectView('Sign In')
    await expect(modal.dialog.getByRole('button', { name: 'Sign' })).toBeVisible()
    await expectNoViolations(page, 'SIWXSignMessage')
    await demoWallet.setMode('reject')
    await modal.dialog.getByRole('button', { name: 'Sign' }).press('Enter')
    // The spec's title, and the reason as a second line (checked by axe too).
    await expect(modal.dialog.getByRole('alert').locator('.wm-toast-title')).toHaveText('Error signing message')
    await expect(modal.dialog.getByRole('alert').locator('.wm-toast-detail')).toHaveText(
      'The wallet declined to sign the message.',
    )
    await expectNoViolations(page, 'SIWXSignMessage (error)')
  })
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on the Tokens and Activity tabs and WalletSend (${theme})`, async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(`/?theme=${theme}`)
    await modal.connectDemoWallet()
    await modal.call('open')
    await expect(modal.dialog.getByRole('tabpanel').getByTestId('token-ETH')).toBeVisible()
    await expectNoViolations(page, 'Account · Tokens')
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(modal.dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    await expectNoViolations(page, 'Account · Activity')
    await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    await modal.dialog.getByLabel('Receiver address').fill('0x1234')
    await modal.dialog.getByLabel('Amount').fill('99999999')
    await expect(modal.dialog.getByText('Invalid address', { exact: true })).toBeVisible()
    await expectNoViolations(page, 'WalletSend (errors)')
  })
}

test('send by keyboard alone', async ({ page, anvil }) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.connectDemoWallet()
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  const focusedText = () =>
    page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.activeElement?.textContent ?? '')
  const focusedLabel = () =>
    page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.activeElement?.getAttribute('id') ?? '')
  for (let i = 0; i < 12 && (await focusedText()) !== 'Send'; i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
  const to = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
  const before = await anvil.a.public.getBalance({ address: to })
  // Token select → Amount → Max → Receiver → Send, by Tab.
  for (let i = 0; i < 12 && !(await focusedLabel()).endsWith('-amount'); i++) await page.keyboard.press('Tab')
  await page.keyboard.type('0.25')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.type(to)
  await page.keyboard.press('Enter')
  await modal.expectView('Account')
  expect(await anvil.a.public.getBalance({ address: to })).toBe(before + 250_000_000_000_000_000n)
})

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no violations on AllWallets and ConnectingWalletConnect, desktop and mobile (${theme})`, async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto(`/?theme=${theme}`)
    await modal.call('open')
    await modal.wallet(/WalletConnect/).click()
    await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expectNoViolations(page, 'ConnectingWalletConnect (QR)')
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    await expect(modal.dialog.getByRole('list', { name: 'All Wallets' }).getByRole('listitem').first()).toBeVisible()
    await expectNoViolations(page, 'AllWallets')
    await modal.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('zzzz-no-such-wallet')
    await expect(modal.dialog.getByText('No wallet found', { exact: true })).toBeVisible()
    await expectNoViolations(page, 'AllWallets (empty search)')

    await page.setViewportSize({ width: 390, height: 800 })
    await page.addInitScript(() => {
      window.open = (() => null) as typeof window.open
    })
    await modal.goto(`/?theme=${theme}`)
    await page.evaluate(() => {
      window.open = (() => null) as typeof window.open
    })
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    await modal.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
    await modal.dialog
      .getByRole('list', { name: 'All Wallets' })
      .getByRole('button', { name: /^Rainbow/ })
      .click()
    await expect(modal.dialog.getByTestId('wc-redirect')).toBeVisible()
    await expectNoViolations(page, 'ConnectingWalletConnect (mobile redirect)')
  })
}

test('AllWallets by keyboard alone: search, arrows through the list, Enter connects', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await page.getByRole('button', { name: 'Open modal' }).focus()
  await page.keyboard.press('Enter')
  await modal.expectView('Connect Wallet')
  const focused = () =>
    page.evaluate(() => document.querySelector('wallet-modal')!.shadowRoot!.activeElement?.textContent ?? '')
  for (let i = 0; i < 15 && !(await focused()).startsWith('All Wallets'); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await modal.expectView('All Wallets')
  const search = modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
  const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
  await expect(list.getByRole('listitem').nth(3)).toBeVisible()
  await search.focus()
  const focusedRow = () =>
    page.evaluate(() =>
      Number(
        document
          .querySelector('wallet-modal')!
          .shadowRoot!.activeElement?.closest('li')
          ?.getAttribute('aria-posinset') ?? 0,
      ),
    )

  // Down into the list and through it; Up from the first row returns to the field.
  await page.keyboard.press('ArrowDown')
  await expect(list.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  // The moves load on the first key and run in turn: the third press lands on row 3, none is lost.
  await expect.poll(focusedRow).toBe(3)
  // End scrolls the virtual list to its last row and focuses it.
  await page.keyboard.press('End')
  await expect.poll(focusedRow).toBeGreaterThan(10)
  await page.keyboard.press('Home')
  await expect(list.getByRole('button').first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(search).toBeFocused()

  // Search by typing, then Enter on the match.
  await page.keyboard.type('Demo')
  await expect(list.getByRole('button')).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(list.getByRole('button', { name: /Demo Wallet/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(modal.dialog).toBeHidden()
  expect((await modal.getState()).status).toBe('connected')
})
