import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test('a whole journey requests nothing but the page origin and the configured RPCs', async ({
  page,
  baseURL,
  anvil,
  solana,
}) => {
  const allowed = new Set([
    new URL(baseURL!).origin,
    new URL(anvil.a.url).origin,
    new URL(anvil.b.url).origin,
    new URL(solana.rpcUrl).origin,
  ])
  const seen = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    seen.add(url.origin)
  })
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.connectDemoWallet()
  await modal.call('open')
  await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
  await modal.dialog.getByRole('button', { name: /Network:/ }).click()
  await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()
  await modal.expectView('Account')
  await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await page.reload()
  await modal.waitReady()

  expect([...seen].filter((origin) => !allowed.has(origin))).toEqual([])
  expect(seen.has(new URL(baseURL!).origin)).toBe(true)
})
