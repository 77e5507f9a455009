import type { Page } from '@playwright/test'
import { DEMO_TOKENS, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'

// Untrusted data (catalogue entries, options, a wallet's non-array accounts): what a catalogue, a host's
// options or a wallet hands the modal is checked before it is used.

let pageErrors: string[]
let dialogs: string[]
test.beforeEach(async ({ page }) => {
  pageErrors = []
  dialogs = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
})
test.afterEach(() => {
  expect(pageErrors).toEqual([])
  expect(dialogs).toEqual([])
})

const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'
const EVIL_HOMEPAGE = `${MARKUP}Evil Homepage`
const EVIL_LINKS = `${MARKUP}Evil Links`

/** A getWallets answer (spec 7) whose names carry markup and whose links and images are scripts. */
const hostileCatalogue = {
  count: 2,
  data: [
    {
      id: 'evil-homepage',
      name: EVIL_HOMEPAGE,
      image_id: 'x',
      image_url: 'javascript:window.__pwned=1',
      chains: ['eip155'],
      rdns: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: 'data:text/html,<script>window.__pwned=1</script>',
    },
    {
      id: 'evil-links',
      name: EVIL_LINKS,
      image_id: 'x',
      image_url: 'data:text/html,<script>window.__pwned=1</script>',
      chains: ['eip155'],
      rdns: null,
      mobile_link: 'javascript:window.__pwned=1//',
      desktop_link: 'data:text/html,<script>window.__pwned=1</script>',
      webapp_link: 'javascript:window.__pwned=1//https://app.example',
      homepage: 'javascript:window.__pwned=1',
    },
  ],
}

/** Every href and src in the modal's shadow root. */
function urlsInModal(page: Page): Promise<string[]> {
  return page
    .locator('wallet-modal#modal')
    .evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('[href], [src]')].map(
        (n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '',
      ),
    )
}

async function expectNoLiveScriptUrl(page: Page): Promise<void> {
  for (const url of await urlsInModal(page)) expect(url).not.toMatch(/^\s*(javascript|vbscript|data:(?!image\/))/i)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
}

test.describe('a hostile catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/catalogue/getWallets?**', (route) => route.fulfill({ json: hostileCatalogue }))
  })

  test('names render as text, images and links that would run code are dropped (desktop)', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
    await expect(list.getByRole('button', { name: EVIL_HOMEPAGE })).toBeVisible()
    await expect(list.getByRole('button', { name: EVIL_LINKS })).toBeVisible()
    expect(await modal.element.evaluate((el) => el.shadowRoot!.querySelectorAll('script, img[src="x"]').length)).toBe(0)
    await expectNoLiveScriptUrl(page)

    await list.getByRole('button', { name: EVIL_HOMEPAGE }).click()
    await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(modal.dialog.getByText(`Scan with ${EVIL_HOMEPAGE}`)).toBeVisible()
    await expect(modal.dialog.getByRole('link')).toHaveCount(0)
    await expectNoLiveScriptUrl(page)

    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.dialog.getByRole('list', { name: 'All Wallets' }).getByRole('button', { name: EVIL_LINKS }).click()
    await expect(modal.dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    await expect(modal.dialog.getByRole('link')).toHaveCount(0)
    await expectNoLiveScriptUrl(page)
  })

  test('on mobile no deep link to a script is opened or offered', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.addInitScript(() => {
      const opened: string[] = []
      ;(window as unknown as { __opened: string[] }).__opened = opened
      window.open = ((url: string) => {
        opened.push(String(url))
        return null
      }) as typeof window.open
    })
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    await modal.dialog.getByRole('list', { name: 'All Wallets' }).getByRole('button', { name: EVIL_LINKS }).click()
    await expect(modal.dialog.getByTestId('wc-redirect')).toBeVisible()
    await expect(modal.dialog.getByText('Accept the connection in the wallet app.', { exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('link')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([])
    await expectNoLiveScriptUrl(page)
  })
})

test.describe('malformed token options', () => {
  const usdc = DEMO_TOKENS(31337).find((t) => t.decimals === 6)!
  const base = { address: usdc.address, name: 'Broken', symbol: 'BRK' }

  for (const [label, entry, field] of [
    ['decimals 1.5', { ...base, decimals: 1.5 }, 'tokens["eip155:31337"][0].decimals'],
    ['decimals "18"', { ...base, decimals: '18' }, 'tokens["eip155:31337"][0].decimals'],
    ['a null entry', null, 'tokens["eip155:31337"][0]'],
    [
      'an icon that is a script',
      { ...base, decimals: 6, iconUrl: 'javascript:alert(1)' },
      'tokens["eip155:31337"][0].iconUrl',
    ],
  ] as const) {
    test(`setOptions throws naming the field (${label}); Tokens and Send keep working`, async ({ page }) => {
      const modal = new ModalPage(page)
      await modal.goto()
      await modal.connectDemoWallet()
      const message = await page.evaluate((token) => {
        const el = document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }
        try {
          el.setOptions({ tokens: { 'eip155:31337': [token] } })
          return 'no error'
        } catch (error) {
          return (error as Error).message
        }
      }, entry)
      expect(message).toContain(field)
      expect(message).toMatch(/^Invalid options: /)

      await modal.call('open')
      await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
      const tokens = modal.dialog.getByRole('tabpanel')
      await expect(tokens.getByTestId('token-ETH')).toBeVisible()
      for (const token of DEMO_TOKENS(31337)) await expect(tokens.getByTestId(`token-${token.symbol}`)).toBeVisible()
      await expect(tokens.getByTestId('token-BRK')).toHaveCount(0)
      await modal.dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(modal.dialog.getByLabel('Token', { exact: true })).toBeEnabled()
    })
  }
})

test('a wallet answering eth_requestAccounts with something other than a list gets a clear error', async ({ page }) => {
  await page.addInitScript(() => {
    const provider = {
      request: async ({ method }: { method: string }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts')
          return { 0: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'wallet_requestPermissions' || method === 'wallet_getPermissions')
          return [{ parentCapability: 'eth_accounts' }]
        throw Object.assign(new Error('Unsupported'), { code: 4200 })
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const info = {
      uuid: '6b1f7c3e-0000-4000-8000-000000000001',
      name: 'Broken Wallet',
      rdns: 'test.broken',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  const modal = new ModalPage(page)
  await modal.goto()
  await modal.call('open')
  await modal.wallet(/Broken Wallet/).click()
  await expect(modal.dialog.getByText('The wallet answered with no list of accounts', { exact: true })).toBeVisible()
  await expect(modal.dialog.getByText(/Invalid EVM chain id/)).toHaveCount(0)
  expect((await modal.getState()).status).toBe('disconnected')
})
