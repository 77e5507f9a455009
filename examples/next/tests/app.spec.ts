// The Next.js app, tested as its QA would: the server answers with the page rendered (the client
// component that imports wallet-modal/define rendered on the server), the browser hydrates it without
// a hydration error, <wallet-modal-button> opens the modal, the Demo Wallet connects, the hooks follow,
// and nothing is logged as an error on the way.
import { expect, test } from 'wallet-modal/testing'

test('server-rendered, hydrated cleanly; <wallet-modal-button> connects the Demo Wallet and the hooks follow', async ({
  page,
  modal,
  evmWallet,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} ${response.url()}`),
  )

  const served = await page.request.get('/')
  expect(served.status()).toBe(200)
  const html = await served.text()
  expect(html).toContain('<wallet-modal-button')
  expect(html).toContain('Not connected')

  await page.goto('/')
  const account = page.locator('wallet-modal-button').getByRole('button')
  await expect(account).toHaveText('Connect Wallet')
  await expect(page.getByTestId('status')).toHaveText('Not connected')

  await account.click()
  await expect.poll(async () => (await modal.getState()).view).toBe('Connect')
  const connected = await modal.connect('Demo Wallet')
  const address = evmWallet.accounts[0]!
  const caipAddress = `eip155:31337:${address}`
  expect(connected.caipAddress).toBe(caipAddress)
  await expect(page.getByTestId('status')).toHaveText(`Connected as ${caipAddress}`)
  await expect(account).toHaveAttribute('title', address)

  await modal.close()
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByTestId('status')).toHaveText('Not connected')
  await expect(account).toHaveText('Connect Wallet')
  expect(problems).toEqual([])
})
