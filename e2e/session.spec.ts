import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import type { Page } from '@playwright/test'

/**
 * What the modal decided about restoring, read once it is configured: reconnect() marks each stored
 * connection 'connecting' synchronously inside the setOptions() call that selects the network, so
 * by the time getState() has a network the decision is visible; plus the namespaces it has stored.
 */
function restoreProbe(page: Page): Promise<{ status: string; storedConnections: string[] }> {
  return page.evaluate(() => {
    const el = document.querySelector('wallet-modal') as unknown as { getState(): { status: string } }
    const stored = JSON.parse(localStorage.getItem('wallet-modal:session') ?? 'null') as {
      connections?: Record<string, string>
    } | null
    return { status: el.getState().status, storedConnections: Object.keys(stored?.connections ?? {}) }
  })
}

test.describe('sessions across reloads', () => {
  test('a reload restores the connection without a prompt; Disconnect clears it and reload stays disconnected', async ({
    page,
    demoWallet,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const { caipAddress } = await modal.getState()

    await page.reload()
    await modal.waitReady()
    // The probe the end of this test relies on: a stored connection is being restored (connecting)
    // from the moment the modal is configured, in the same call that selects the network.
    expect(await restoreProbe(page)).toMatchObject({
      status: expect.stringMatching(/^(connecting|connected)$/),
      storedConnections: ['eip155'],
    })
    await expect.poll(async () => (await modal.getState()).status).toBe('connected')
    expect((await modal.getState()).caipAddress).toBe(caipAddress)
    // No prompt: the wallet was only asked for accounts it had already granted.
    expect(await demoWallet.methods()).not.toContain('eth_requestAccounts')
    await expect(modal.dialog).toBeHidden()

    await modal.call('open')
    await modal.expectView('Account')
    await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(modal.dialog).toBeHidden()
    expect((await modal.getState()).status).toBe('disconnected')

    // Like MetaMask, the wallet may keep its permission after a dapp disconnects: give it back, so
    // only the modal's own memory of the disconnect can keep the next load disconnected.
    await page.evaluate(() => localStorage.setItem('demo-wallet:permitted', 'true'))
    await page.reload()
    await modal.waitReady()
    expect(await demoWallet.request('eth_accounts')).toEqual({ ok: true, result: [await demoWallet.address()] })
    // No restore started: the same probe that saw 'connecting' above sees no stored connection and
    // a disconnected account at the moment the modal is configured (no sleep needed).
    expect(await restoreProbe(page)).toEqual({ status: 'disconnected', storedConnections: [] })
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
