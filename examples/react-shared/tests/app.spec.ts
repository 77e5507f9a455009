// The React app, tested as its QA would: the hooks open the modal, the demo wallet connects, the
// hooks' state follows, and the app's own Disconnect button disconnects.
import { readFileSync } from 'node:fs'
import { expect, test } from 'wallet-modal/testing'

/** The React major this copy of the app installs (examples/react18 or examples/react19's package.json). */
const reactMajor = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).dependencies.react.split('.')[0]

test('the hooks open the modal, follow the connection and disconnect it', async ({ page, modal, evmWallet }) => {
  await page.goto('/')
  await expect(page.getByTestId('react-version')).toHaveText(new RegExp(`^React ${reactMajor}\\.`))
  await expect(page.getByTestId('status')).toHaveText('Not connected')

  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect.poll(async () => (await modal.getState()).view).toBe('Connect')
  const connected = await modal.connect('Demo Wallet')
  const caipAddress = `eip155:31337:${evmWallet.accounts[0]}`
  expect(connected.caipAddress).toBe(caipAddress)
  await expect(page.getByTestId('status')).toHaveText(`Connected as ${caipAddress}`)

  await modal.close()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('Not connected')
  expect(await modal.getState()).toMatchObject({ status: 'disconnected', caipAddress: undefined })
})
