import type { Page } from '@playwright/test'
import { STACK, expect, test } from './fixtures.js'
import { EmailLoginPage, uniqueEmail } from './pages/EmailLoginPage.js'
import { ModalPage } from './pages/ModalPage.js'
import { decodeQrCode } from './support/qr.js'

// Under a strict Content-Security-Policy (no 'unsafe-eval', no
// 'unsafe-inline') no view may trigger a violation. Violations are counted from the browser's own
// `securitypolicyviolation` events (fired even when the page catches the refused eval, as zod's
// JIT probe does), not from console text, across every view the demo can reach.

declare global {
  interface Window {
    __cspViolations: string[]
  }
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        window.__cspViolations.push(
          `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      true,
    )
  })
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations)

/** Opens `/csp/` (with `query`), checks the policy is the strict one, and waits for the modal. */
async function gotoStrictPage(page: Page, query = ''): Promise<ModalPage> {
  const response = await page.goto(`/csp/${query}`)
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("style-src 'self'")
  expect(csp).not.toContain('unsafe-inline')
  expect(csp).not.toContain('unsafe-eval')
  const modal = new ModalPage(page)
  await modal.waitReady()
  return modal
}

test.beforeEach(async ({ page }) => {
  await recordViolations(page)
})

test.afterEach(async ({ page }) => {
  expect(await violations(page)).toEqual([])
})

test('the recorder sees a violation when one happens (so an empty list means none)', async ({ page }) => {
  await gotoStrictPage(page)
  // An inline script the page adds: refused by script-src 'self', and reported.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__ran = true'
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toHaveLength(1)
  expect((await violations(page))[0]).toMatch(/^script-src-elem blocked inline/)
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined()
  await page.evaluate(() => window.__cspViolations.splice(0))
})

test('disconnected views: Connect, AllWallets (list and search), ConnectingWalletConnect (QR and mobile), ConnectingExternal', async ({
  page,
  demoWallet,
}) => {
  const modal = await gotoStrictPage(page)
  await page.getByRole('button', { name: 'Open modal' }).click()
  await modal.expectView('Connect Wallet')
  // Styled: the stylesheet was adopted, so the dialog has its 370 px width and its background.
  const style = await modal.dialog.evaluate((el) => {
    const s = getComputedStyle(el)
    return { width: s.width, background: s.backgroundColor, position: getComputedStyle(el.parentElement!).position }
  })
  expect(style).toEqual({ width: '370px', background: 'rgb(255, 255, 255)', position: 'fixed' })

  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
  await expect(list.getByRole('listitem').first()).toBeVisible()
  await modal.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('rainb')
  await expect(list.getByRole('button', { name: /Rainbow/ })).toBeVisible()
  await list.getByRole('button', { name: /Rainbow/ }).click()
  await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await modal.expectView('Connect Wallet')
  await modal.wallet(/WalletConnect/).click()
  await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()

  await demoWallet.setMode('delay', 60_000)
  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog.getByText('Connecting to Demo Wallet', { exact: true })).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
  await demoWallet.setMode('reject')
  await modal.wallet(/Demo Wallet/).click()
  await expect(modal.dialog.getByText('Connection rejected', { exact: true })).toBeVisible()

  await page.setViewportSize({ width: 390, height: 800 })
  await page.evaluate(() => {
    window.open = (() => null) as typeof window.open
  })
  await modal.call('close')
  await modal.call('open')
  await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
  await modal.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Rainbow')
  await modal.dialog
    .getByRole('list', { name: 'All Wallets' })
    .getByRole('button', { name: /^Rainbow/ })
    .click()
  await expect(modal.dialog.getByTestId('wc-redirect')).toBeVisible()
})

test('connected views: Account (Tokens, Activity), WalletSend, Networks, SwitchNetwork, UnsupportedChain, SwitchActiveChain, Solana Account', async ({
  page,
  demoWallet,
}) => {
  const modal = await gotoStrictPage(page)
  await modal.connectDemoWallet()
  await modal.call('open')
  await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
  await expect(modal.dialog.getByRole('tabpanel').getByTestId('token-ETH')).toBeVisible()
  await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.dialog.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
  await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
  await modal.dialog.getByLabel('Receiver address').fill('demo.eth')
  await expect(modal.dialog.getByTestId('ens-resolved')).toContainText('demo.eth → ')
  await modal.dialog.getByRole('button', { name: 'Back' }).click()

  await modal.dialog.getByRole('button', { name: /Network:/ }).click()
  await modal.expectView('Choose network')
  // Through SwitchNetwork (the Demo Wallet switches at once, so the view passes quickly).
  await modal.dialog.getByRole('button', { name: /Anvil B/ }).click()
  await expect.poll(async () => (await modal.getState()).caipNetworkId).toBe('eip155:31338')
  await modal.call('close')

  await demoWallet.switchChain(4242)
  await modal.expectView('Unsupported network')
  await modal.dialog.getByRole('button', { name: 'Switch to Anvil A' }).click()
  await expect(modal.dialog).toBeHidden()

  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await modal.expectView('Switch network')
  await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
  await expect(modal.dialog).toBeHidden()
  await modal.call('open')
  await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/SOL$/)
  await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(modal.dialog.getByRole('tabpanel').getByText(/Loading activity/)).toHaveCount(0)
})

test('SIWXSignMessage, signed through the back end', async ({ page }) => {
  const modal = await gotoStrictPage(page, '?siwx=required')
  await modal.call('open')
  await modal.wallet(/Demo Wallet/).click()
  await modal.expectView('Sign In')
  await modal.signIn()
  await expect(modal.dialog).toBeHidden()
})

test('email login: EmailLogin, ApproveTransaction, and the signer frame under its own CSP', async ({
  page,
  request,
}) => {
  await gotoStrictPage(page)
  const login = new EmailLoginPage(page, request)
  const created = await login.login(uniqueEmail('csp'))
  const signing = page.evaluate(async (address) => {
    const modal = document.querySelector('wallet-modal') as unknown as {
      getProvider(ns: string): Promise<{ request(x: unknown): Promise<unknown> }>
    }
    return (await modal.getProvider('eip155')).request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
  }, created.address)
  await login.approve('Sign message')
  expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
  // The recorder runs in every frame: the signer page (no 'unsafe-eval' in its CSP) saw none either.
  const signer = page.frames().find((f) => f.url().startsWith(STACK.signerOrigin))!
  expect(await signer.evaluate(() => window.__cspViolations)).toEqual([])
})

test('WalletReceive: its QR code draws and decodes, on EVM and on Solana', async ({ page, solanaWallet }) => {
  const modal = await gotoStrictPage(page)
  await modal.connectDemoWallet()
  await modal.call('open', { view: 'WalletReceive' })
  await modal.expectView('Receive')
  expect(await decodeQrCode(modal.dialog.getByRole('img', { name: 'QR code of your address' }))).toBe(
    (await modal.getState()).address,
  )
  await expect(modal.dialog.getByTestId('receive-note')).toBeVisible()
  await modal.call('close')

  await modal.call('open', { view: 'Networks' })
  await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
  await modal.dialog.getByRole('button', { name: 'Continue with Demo Wallet' }).click()
  await expect(modal.dialog).toBeHidden()
  await modal.call('open', { view: 'WalletReceive' })
  expect(await decodeQrCode(modal.dialog.getByRole('img', { name: 'QR code of your address' }))).toBe(
    await solanaWallet.address(),
  )
})

test('the on-ramp: quotes from the ramp sandbox (its origin in connect-src), the exchanges and the checkout popup', async ({
  page,
}) => {
  const modal = await gotoStrictPage(page)
  await modal.connectDemoWallet()
  await modal.call('open', { view: 'OnRampProviders' })
  await modal.expectView('Buy Crypto')
  await modal.dialog.getByLabel('You pay').fill('100')
  // ETH on Anvil A, the first fund-wallet asset: the two sandbox providers that sell it quote.
  await expect(modal.dialog.getByRole('button', { name: 'ETH on Anvil A. Change token', exact: true })).toBeVisible()
  const quotes = modal.dialog.getByRole('list', { name: 'Quotes' }).getByRole('button')
  await expect(quotes).toHaveCount(2)
  await expect(quotes.filter({ hasText: 'MoonPay (sandbox)' })).toHaveCount(1)
  await expect(quotes.filter({ hasText: 'Coinbase (sandbox)' })).toHaveCount(1)
  await expect(modal.dialog.getByRole('button', { name: 'Deposit from Sandbox Exchange', exact: true })).toBeVisible()
  const popup = page.waitForEvent('popup')
  await modal.dialog.getByRole('list', { name: 'Quotes' }).getByRole('button').first().click()
  const window = await popup
  await window.waitForURL((url) => url.href.startsWith(STACK.rampUrl))
  await expect(modal.dialog.getByText('Waiting for the payment…', { exact: true })).toBeVisible()
})
