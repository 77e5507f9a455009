import { REQUEST_TIMEOUT_MS } from '../src/core/constants.js'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { startHungServer, type HungServer } from './support/hung-server.js'

// Every request has a timeout, so a server that accepts and never answers
// gives the view's error with Retry instead of an endless "Loading…".

/** The error shows within one request timeout, plus room for the page's own work. */
const WITHIN_TIMEOUT = REQUEST_TIMEOUT_MS + 5_000
/** Each test waits out two hung requests (the first load, then Try again): three times that work. */
const TEST_TIMEOUT = 3 * 2 * WITHIN_TIMEOUT

let hung: HungServer
test.beforeEach(async () => {
  hung = await startHungServer()
})
test.afterEach(async () => {
  await hung.close()
})

test('a history source that never answers gives Activity’s error with Retry, within the timeout', async ({ page }) => {
  test.setTimeout(TEST_TIMEOUT)
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.connectDemoWallet()
  await page.evaluate((url) => {
    const el = document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }
    el.setOptions({ history: { 'eip155:31337': { type: 'blockscout', url } } })
  }, hung.url)
  await modal.call('open')
  await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.dialog.getByText('Loading activity…', { exact: true })).toBeVisible()
  const panel = modal.dialog.getByRole('tabpanel')
  await expect(panel.getByText('Failed to fetch transactions', { exact: true })).toBeVisible({
    timeout: WITHIN_TIMEOUT,
  })
  const before = hung.connections()
  expect(before).toBeGreaterThan(0)

  await panel.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => hung.connections()).toBeGreaterThan(before)
  await expect(panel.getByText('Failed to fetch transactions', { exact: true })).toBeVisible({
    timeout: WITHIN_TIMEOUT,
  })
})

test('a catalogue API that never answers gives AllWallets’ error with Retry, within the timeout', async ({ page }) => {
  test.setTimeout(TEST_TIMEOUT)
  const modal = new ModalPage(page)
  await modal.goto()
  await page.evaluate((api) => {
    const el = document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }
    el.setOptions({ catalogue: { api, projectId: 'hung' } })
  }, hung.url)
  await modal.call('open')
  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await modal.expectView('All Wallets')
  await expect(modal.dialog.getByText('Could not load the wallet list', { exact: true })).toBeVisible({
    timeout: WITHIN_TIMEOUT,
  })
  const before = hung.connections()
  expect(before).toBeGreaterThan(0)

  await modal.dialog.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(() => hung.connections()).toBeGreaterThan(before)
  await expect(modal.dialog.getByText('Could not load the wallet list', { exact: true })).toBeVisible({
    timeout: WITHIN_TIMEOUT,
  })
  // The installed Demo Wallet is still listed and usable beside the error.
  await expect(
    modal.dialog.getByRole('list', { name: 'All Wallets' }).getByRole('button', { name: /Demo Wallet/ }),
  ).toBeVisible()
})
