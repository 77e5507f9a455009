// The Vue app, tested as its QA would: its build read no React "use client" directive, the page
// loads without an error, <wallet-modal-button> opens the modal, the Demo Wallet connects, the app
// follows the element's state and its own Disconnect button disconnects.
import { readFileSync } from 'node:fs'
import { expect, test } from 'wallet-modal/testing'

test('vite build printed no "use client" directive warning', () => {
  const log = readFileSync(new URL('../build.log', import.meta.url), 'utf8')
  expect(log).toContain('built in')
  expect(log.split('\n').filter((line) => /use client|MODULE_LEVEL_DIRECTIVE/i.test(line))).toEqual([])
})

test('<wallet-modal-button> connects the Demo Wallet; the app follows and disconnects', async ({
  page,
  modal,
  evmWallet,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on(
    'response',
    (response) => response.status() >= 400 && problems.push(`HTTP ${response.status()} ${response.url()}`),
  )

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
