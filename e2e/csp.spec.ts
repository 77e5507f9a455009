import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

test('under a strict Content-Security-Policy the modal opens, styles and connects', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text())
  })
  const response = await page.goto('/csp/')
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("style-src 'self'")
  expect(csp).not.toContain('unsafe-inline')

  const modal = new ModalPage(page)
  await modal.waitReady()
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.expectView('Connect Wallet')
  // Styled: the stylesheet was adopted, so the dialog has its 370 px width and its background.
  const style = await modal.dialog.evaluate((el) => {
    const s = getComputedStyle(el)
    return { width: s.width, background: s.backgroundColor, position: getComputedStyle(el.parentElement!).position }
  })
  expect(style).toEqual({ width: '370px', background: 'rgb(255, 255, 255)', position: 'fixed' })

  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog).toBeHidden()
  await modal.call('open')
  await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
  expect(violations).toEqual([])
})
