import { expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// `dist/wallet-modal.iife.js` is a classic-script loader that import()s the ES
// entry beside it. The demo's strict-CSP page (`/csp/`, script-src 'self', no 'unsafe-eval') is
// served as is, only its module script tag swapped for the classic one, as a classic-script host
// would write it.

const MODULE_TAG = '<script type="module" src="/dist/wallet-modal.js"></script>'
const CLASSIC_TAG = '<script src="/dist/wallet-modal.iife.js"></script>'

test('the classic-script loader loads the ES entry once, under the strict CSP, and the modal connects the Demo Wallet and shows Account', async ({
  page,
  demoWallet,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`),
      true,
    )
  })
  await page.route('**/csp/', async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    expect(html).toContain(MODULE_TAG)
    await route.fulfill({ response, body: html.replace(MODULE_TAG, CLASSIC_TAG) })
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })

  const response = await page.goto('/csp/')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  const modal = new ModalPage(page)
  await modal.waitReady()
  expect(
    await page.evaluate(() => document.querySelector('script[src="/dist/wallet-modal.iife.js"]:not([type])') !== null),
  ).toBe(true)
  // One copy of the entry: the loader's import and the lazy chunks' imports name the same URL.
  expect(scripts.filter((p) => p === '/dist/wallet-modal.js')).toHaveLength(1)
  expect(await page.evaluate(() => typeof window.WalletModal?.open)).toBe('function')

  await modal.connectDemoWallet()
  expect(await demoWallet.methods()).toContain('eth_requestAccounts')
  await modal.call('open')
  await modal.expectView('Account')
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
})
