import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test('the host page receives open, connect, network change, disconnect and close, in order, with CAIP ids', async ({
  page,
  demoWallet,
}) => {
  const modal = new ModalPage(page)
  await modal.goto()
  const address = await demoWallet.address()
  await modal.connectDemoWallet() // open, connect, close
  await modal.call('open', { view: 'Networks' }) // open
  await modal.dialog.getByRole('button', { name: /Anvil B/ }).click() // network-change, close
  await expect(modal.dialog).toBeHidden()
  await modal.call('open') // open
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click() // disconnect, close
  await expect(modal.dialog).toBeHidden()

  await expect
    .poll(() => modal.events())
    .toEqual([
      'wallet-modal:open - eip155:31337',
      `wallet-modal:connect eip155:31337:${address} eip155:31337`,
      `wallet-modal:close eip155:31337:${address} eip155:31337`,
      `wallet-modal:open eip155:31337:${address} eip155:31337`,
      `wallet-modal:network-change eip155:31338:${address} eip155:31338`,
      `wallet-modal:close eip155:31338:${address} eip155:31338`,
      `wallet-modal:open eip155:31338:${address} eip155:31338`,
      'wallet-modal:disconnect - eip155:31338',
      'wallet-modal:close - eip155:31338',
    ])
})
