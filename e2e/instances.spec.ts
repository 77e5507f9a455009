import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

type Api = HTMLElement & {
  getState(): { open: boolean; status: string; caipAddress?: string }
  open(): void
  close(): void
  setOptions(o: unknown): void
}

test('each <wallet-modal> is an independent instance; window.WalletModal controls the first', async ({ page }) => {
  const modal = new ModalPage(page)
  await modal.goto()
  await page.evaluate(() => {
    const second = document.createElement('wallet-modal') as Api
    second.id = 'second'
    second.setAttribute('storage-key', 'second-instance')
    document.body.append(second)
    second.setOptions({
      networks: (window as unknown as { DEMO_CONFIG: { networks: unknown[] } }).DEMO_CONFIG.networks,
    })
  })
  await modal.connectDemoWallet()
  const second = () => page.evaluate(() => (document.getElementById('second') as Api).getState())
  expect((await second()).status).toBe('disconnected')
  expect((await second()).caipAddress).toBeUndefined()

  await page.evaluate(() => (document.getElementById('second') as Api).open())
  expect((await second()).open).toBe(true)
  expect((await modal.getState()).open).toBe(false)
  await expect(page.locator('#second').getByRole('dialog')).toBeVisible()
  await page.evaluate(() => (document.getElementById('second') as Api).close())

  await page.evaluate(() => (window as unknown as { WalletModal: { open(): void } }).WalletModal.open())
  expect((await modal.getState()).open).toBe(true)
  expect((await second()).open).toBe(false)
  // Their storage is namespaced apart.
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('second-instance:session'))),
  ).toBe(false)
  expect(await page.evaluate(() => localStorage.getItem('wallet-modal:session'))).not.toBeNull()
})
