import type { Locator } from '@playwright/test'
import { DEMO_ENS_NAMES } from '../src/testing/stack/evm/tokens.js'
import { DEV_ACCOUNTS, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// Send's input: what is pasted or dropped into Send's amount keeps its meaning or
// is refused; the receiver shows the name it resolved (ENSIP-15) and warns on the zero address.

const REFUSED = 'Only a plain number such as 1.5 can be pasted here'

async function openSend(modal: ModalPage): Promise<void> {
  await modal.goto()
  await modal.connectDemoWallet()
  await modal.call('open')
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await modal.expectView('Send')
  await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
}

/** A real paste: the text goes to the system clipboard, then Ctrl+V into the focused field. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.page().evaluate((t) => navigator.clipboard.writeText(t), text)
  await field.focus()
  await field.press('ControlOrMeta+A')
  await field.press('ControlOrMeta+V')
}

/** A drop of plain text on the field, as dragging a selection from another page does. */
async function drop(field: Locator, text: string): Promise<void> {
  const dataTransfer = await field.page().evaluateHandle((t) => {
    const data = new DataTransfer()
    data.setData('text/plain', t)
    return data
  }, text)
  await field.dispatchEvent('drop', { dataTransfer })
}

test.describe('Send', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('a pasted or dropped amount that is not a plain decimal is refused and the field keeps its value', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await openSend(modal)
    const amount = modal.dialog.getByLabel('Amount')
    const submit = modal.dialog.getByRole('button', { name: 'Send', exact: true })
    await modal.dialog.getByLabel('Receiver address').fill(DEV_ACCOUNTS[7]!)
    await amount.fill('0.5')
    await expect(submit).toBeEnabled()

    for (const text of ['1e-5', '-1', '0x10', '1,5,6', '1,5', '12abc']) {
      await paste(amount, text)
      await expect(modal.dialog.getByText(REFUSED)).toBeVisible()
      await expect(amount, `after pasting ${text}`).toHaveValue('0.5')
    }
    // Never truncated either: more decimals than the token has.
    await paste(amount, '0.1234567890123456789')
    await expect(
      modal.dialog.getByText('ETH has at most 18 decimals: nothing was pasted', { exact: true }),
    ).toBeVisible()
    await expect(amount).toHaveValue('0.5')
    await drop(amount, '1e-5')
    await expect(amount).toHaveValue('0.5')
    await expect(modal.dialog.getByText(REFUSED)).toBeVisible()

    await paste(amount, ' 2.25 ')
    await expect(amount).toHaveValue('2.25')
    await expect(modal.dialog.getByText(REFUSED)).toHaveCount(0)
    // Into the selection: the caret after '2.25', then '5' pasted.
    await amount.press('End')
    await amount.page().evaluate(() => navigator.clipboard.writeText('5'))
    await amount.press('ControlOrMeta+V')
    await expect(amount).toHaveValue('2.255')
    await drop(amount, '0.75')
    await expect(amount).toHaveValue('0.75')
    // Typing keeps the spec's sanitising (a comma becomes a dot, other characters are dropped).
    await amount.fill('1,5')
    await expect(amount).toHaveValue('1.5')
    await expect(submit).toBeEnabled()
  })

  test('the receiver shows the normalised name it resolved, and warns on the zero address', async ({ page }) => {
    const modal = new ModalPage(page)
    await openSend(modal)
    const to = modal.dialog.getByLabel('Receiver address')
    const owner = DEMO_ENS_NAMES['demo.eth']!
    const shown = `demo.eth → ${owner.slice(0, 4)}…${owner.slice(-6)}`
    await to.fill('DEMO.eth')
    await expect(modal.dialog.getByTestId('ens-resolved')).toHaveText(shown)
    // Full-width letters look like ASCII; ENSIP-15 maps them, and the user sees what was resolved.
    await to.fill('ｄｅｍｏ.eth')
    await expect(modal.dialog.getByTestId('ens-resolved')).toHaveText(shown)

    await to.fill('0x0000000000000000000000000000000000000000')
    await expect(
      modal.dialog.getByText('This is the zero address: whatever is sent to it is lost.', { exact: true }),
    ).toBeVisible()
    await to.fill(DEV_ACCOUNTS[7]!)
    await expect(modal.dialog.getByText(/zero address/)).toHaveCount(0)
  })
})
