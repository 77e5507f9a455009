import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('networks', () => {
  test('switching to the second chain through the Networks view: wallet, modal and getState() agree', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    expect((await modal.getState()).caipNetworkId).toBe('eip155:31337')

    await modal.call('open')
    await modal.dialog.getByRole('button', { name: /Network: Anvil A/ }).click()
    await modal.expectView('Choose network')
    await expect(modal.dialog.getByRole('button', { name: /Anvil A/ })).toHaveAttribute('aria-current', 'true')
    await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()

    // Back on Account, now on Anvil B.
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: /Network: Anvil B/ })).toBeVisible()
    expect(await demoWallet.chainId()).toBe(31338)
    const state = await modal.getState()
    expect(state.caipNetworkId).toBe('eip155:31338')
    expect(state.caipAddress).toBe(`eip155:31338:${await demoWallet.address()}`)
    expect(await demoWallet.methods()).toContain('wallet_switchEthereumChain')
  })

  test('a wallet moved to an unconfigured chain gets the UnsupportedChain view, which switches back', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await demoWallet.switchChain(4242)
    await modal.expectView('Unsupported network')
    await expect(modal.dialog.getByText('Network not supported', { exact: true })).toBeVisible()
    expect((await modal.getState()).caipNetworkId).toBe('eip155:4242')

    await modal.dialog.getByRole('button', { name: 'Switch to Anvil A' }).click()
    await expect(modal.dialog).toBeHidden()
    expect(await demoWallet.chainId()).toBe(31337)
    expect((await modal.getState()).caipNetworkId).toBe('eip155:31337')
  })

  test('switchNetwork() from JS while connected asks the wallet', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await page.getByRole('button', { name: 'Switch to Anvil B' }).click()
    await expect.poll(async () => (await modal.getState()).caipNetworkId).toBe('eip155:31338')
    expect(await demoWallet.chainId()).toBe(31338)
  })
})
