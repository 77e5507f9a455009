import { getAddress, parseEther } from 'viem'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { shownAmount } from './support/display.js'

test.describe('connecting an EVM browser wallet', () => {
  test('connecting closes the modal; open() shows Account with the truncated address and the real balance', async ({
    page,
    anvil,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    const address = await demoWallet.address()
    await anvil.a.test.setBalance({ address, value: parseEther('1234.567891234567891') })
    const onChain = await anvil.a.public.getBalance({ address })

    await modal.connectDemoWallet()
    const state = await modal.getState()
    expect(state.caipAddress).toBe(`eip155:31337:${getAddress(address)}`)
    expect(state.address).toBe(getAddress(address))

    await modal.call('open')
    await modal.expectView('Account')
    const truncated = `${getAddress(address).slice(0, 4)}…${getAddress(address).slice(-6)}`
    await expect(modal.dialog.getByText(truncated, { exact: true })).toBeVisible()
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(shownAmount(onChain, 18, 'ETH'))
    await expect(modal.dialog.getByRole('button', { name: 'Copy address' })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: /Network: Anvil A/ })).toBeVisible()
  })

  test('the wallet rows do not move once shown, even when open() comes before the idle warm-up loaded the email field', async ({
    page,
  }) => {
    // Idle comes 3 s late: open() runs before the element's warm-up (which loads the email field's and
    // the social buttons' chunks). Reduced motion: no entrance pop or slide, so any move is layout.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      window.requestIdleCallback = (task) =>
        window.setTimeout(() => task({ didTimeout: true, timeRemaining: () => 0 }), 3000)
    })
    const modal = new ModalPage(page)
    await modal.goto()
    // From open() until the email field is in and 300 ms more, the Demo Wallet row's top as each frame showed it.
    const tops = await page.evaluate(async () => {
      const element = document.querySelector('wallet-modal')!
      element.open()
      const root = element.shadowRoot!
      const samples: number[] = []
      let emailSince: number | undefined
      for (const started = performance.now(); performance.now() - started < 5000; ) {
        // After the frame's rendering steps (layout, resize observers, paint): what was shown.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
        const row = [...root.querySelectorAll('button')].find((b) => b.textContent?.includes('Demo Wallet'))
        if (row) samples.push(row.getBoundingClientRect().top)
        if (root.querySelector('input[type=email]')) emailSince ??= performance.now()
        if (emailSince !== undefined && performance.now() - emailSince > 300) break
      }
      return samples
    })
    await expect(modal.dialog.getByRole('textbox', { name: 'or continue with email', exact: true })).toBeVisible()
    expect(tops.length).toBeGreaterThan(0)
    // The blocks held for the field and the buttons match theirs to a fraction of a pixel; the field
    // arriving after the rows once moved them ~40 px, held blocks without margins ~4 px.
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1)
  })

  test('a rejected connection shows the message, stays disconnected, and Retry connects', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await demoWallet.setMode('reject')
    await modal.call('open')
    await modal.wallet(/Demo Wallet/).click()
    await expect(modal.dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
    expect((await modal.getState()).status).toBe('disconnected')

    await demoWallet.setMode('approve')
    await modal.dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).status).toBe('connected')
  })

  test('the last used wallet is marked and listed first after a disconnect', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await modal.call('disconnect')
    await expect.poll(async () => (await modal.getState()).status).toBe('disconnected')
    await modal.call('open')
    // Spec connector order: WalletConnect, then recent wallets, then the other installed ones.
    const rows = modal.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
    await expect(rows.nth(0)).toContainText('WalletConnect')
    await expect(rows.nth(1)).toContainText('Demo Wallet')
    await expect(rows.nth(1)).toContainText('Recent')
  })
})
