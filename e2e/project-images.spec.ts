import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// Project images (spec section 7: the image endpoints return blobs), on the demo's strict-CSP page
// (`img-src 'self' data: blob:`): wallet and token logos come from the project service's image
// endpoints as blobs shown from object URLs, with no CSP violation; the DEMO token has no image
// there (404) and shows its placeholder.

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener(
      'securitypolicyviolation',
      (e) => window.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
      true,
    )
  })
})

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
})

/** The image of a slot, once loaded: its src and whether the browser decoded it. */
async function loadedImage(_page: Page, slot: ReturnType<Page['locator']>) {
  await expect(slot).toHaveAttribute('data-image', 'loaded')
  const img = slot.locator('img')
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  return img.getAttribute('src')
}

test('wallet and token images load from the image endpoints as blobs on the strict-CSP page; a 404 shows the placeholder; unused ones are revoked', async ({
  page,
}) => {
  const imageRequests: { url: string; status: number; type: string }[] = []
  page.on('response', (response) => {
    if (/\/api\/project\/(getWalletImage|public\/get\w+Image)\//.test(response.url()))
      imageRequests.push({
        url: response.url(),
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
      })
  })
  const response = await page.goto('/csp/')
  expect(response?.headers()['content-security-policy']).toContain("img-src 'self' data: blob:")
  const modal = new ModalPage(page)
  await modal.waitReady()

  await modal.call('open')
  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
  await modal.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
  const rainbow = list.getByRole('button', { name: /^Rainbow/ })
  await expect(rainbow).toBeVisible()
  const walletSrc = await loadedImage(page, rainbow.locator('[data-image]'))
  expect(walletSrc).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//)
  const walletImage = imageRequests.find((r) => r.url.includes('/getWalletImage/rainbow'))
  expect(walletImage).toMatchObject({ status: 200, type: 'image/svg+xml' })
  expect(Object.fromEntries(new URL(walletImage!.url).searchParams)).toMatchObject({
    projectId: 'wallet-modal-demo',
    st: 'wm',
    sv: 'wallet-modal-0.1.0',
    clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  })
  await modal.dialog.getByRole('button', { name: 'Back' }).click()

  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog).toBeHidden()
  const demoImage = page.waitForResponse((r) => r.url().includes('/public/getTokenImage/DEMO'))
  await modal.call('open')
  await modal.expectView('Account')
  const tokens = modal.dialog.getByRole('tabpanel')
  const ethSrc = await loadedImage(page, tokens.getByTestId('token-ETH').locator('[data-image]'))
  const usdcSrc = await loadedImage(page, tokens.getByTestId('token-USDC').locator('[data-image]'))
  expect(ethSrc).toMatch(/^blob:/)
  expect(usdcSrc).toMatch(/^blob:/)
  expect(usdcSrc).not.toBe(ethSrc)

  // The DEMO token has no file on the project service: 404, and its initials stay.
  expect((await demoImage).status()).toBe(404)
  const demoSlot = tokens.getByTestId('token-DEMO').locator('[data-image]')
  await expect(demoSlot).toHaveAttribute('data-image', 'placeholder')
  await expect(demoSlot.locator('img')).toHaveCount(0)
  await expect(demoSlot.locator('[data-icon="initials"]')).toHaveText('DE') // the Logo's initials of 'DEMO' (no icon in the set)

  // Closing the modal unmounts the rows: their object URLs are revoked (a fresh image can no longer
  // load them; `img-src blob:` allows the try, where connect-src would refuse a fetch).
  const fetchable = (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<boolean>((resolve) =>
          Object.assign(new Image(), { onload: () => resolve(true), onerror: () => resolve(false), src: url }),
        ),
      src,
    )
  expect(await fetchable(ethSrc!)).toBe(true)
  await modal.call('close')
  await expect(modal.dialog).toBeHidden()
  await expect.poll(() => fetchable(ethSrc!)).toBe(false)
  expect(await fetchable(usdcSrc!)).toBe(false)
})
