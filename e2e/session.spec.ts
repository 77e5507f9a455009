import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test.describe('sessions across reloads', () => {
  test('a reload restores the connection without a prompt; Disconnect clears it and reload stays disconnected', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const { caipAddress } = await modal.state()

    await page.reload()
    await modal.waitReady()
    await expect.poll(async () => (await modal.state()).status).toBe('connected')
    expect((await modal.state()).caipAddress).toBe(caipAddress)
    // No prompt: the wallet was only asked for accounts it had already granted.
    expect(await demoWallet.methods()).not.toContain('eth_requestAccounts')
    await expect(modal.dialog).toBeHidden()

    await modal.call('open')
    await modal.expectView('Account')
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(modal.dialog).toBeHidden()
    expect((await modal.state()).status).toBe('disconnected')

    // Like MetaMask, the wallet may keep its permission after a dapp disconnects: give it back, so
    // only the modal's own memory of the disconnect can keep the next load disconnected.
    await page.evaluate(() => localStorage.setItem('demo-wallet:permitted', 'true'))
    await page.reload()
    await modal.waitReady()
    expect(await demoWallet.request('eth_accounts')).toEqual({ ok: true, result: [await demoWallet.address()] })
    // Give a would-be reconnect time to happen, then check it did not.
    await page.waitForTimeout(500)
    expect((await modal.state()).status).toBe('disconnected')
    expect(await demoWallet.methods()).not.toContain('eth_requestAccounts')
  })

  test('a corrupt stored entry is discarded, never fatal', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await page.evaluate(() => {
      localStorage.setItem('wallet-modal:session', '{not json')
      localStorage.setItem('wallet-modal:recentConnectors', '{"a":1}')
    })
    await page.reload()
    await modal.waitReady()
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    expect(await page.evaluate(() => localStorage.getItem('wallet-modal:session'))).toBeNull()
  })
})
