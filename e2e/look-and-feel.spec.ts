import { devices, type Page } from '@playwright/test'
import { readManifest } from '../bench/manifest.js'
import { DEMO_TOKENS, DEV_ACCOUNTS, STACK, erc20BalanceOf, expect, test } from './fixtures.js'
import { ModalPage } from './pages/ModalPage.js'
import { expectNoAxeViolations } from './support/axe.js'
import { decodeQrCode } from './support/qr.js'

/** Served path of each wallet icon's chunk → the icon's name ('metamask'), from dist/script-tag-manifest.json. */
function walletIconChunks(): Map<string, string> {
  const icons = new Map<string, string>()
  for (const [file, { facade }] of Object.entries(readManifest('dist').chunks)) {
    const icon = facade?.match(/@web3icons\/core\/dist\/svgs\/wallets\/[^/]+\/([^/]+)\.svg\.js$/)?.[1]
    if (icon) icons.set(`/dist/${file}`, icon)
  }
  return icons
}

// "Look like the wallet modal people trust": real logos from the host's origin, the
// token picker, skeletons and empty states, motion that respects reduced motion, the bottom sheet
// on phones, the QR code's centre mark, and AppKit's theme variables.

const USDC = DEMO_TOKENS(31337)[0]!

/** Every request the page makes to an origin other than its own and the stack's RPCs (data: and blob: aside). */
function recordForeignRequests(page: Page): string[] {
  const allowed = new Set([
    new URL(STACK.demoUrl).origin,
    ...STACK.chains.map((c) => new URL(c.rpcUrl).origin),
    new URL(STACK.solana.rpcUrl).origin,
  ])
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && !allowed.has(url.origin)) foreign.push(request.url())
  })
  return foreign
}

/** The logo inside `row` once it has settled: which source it shows (image, icon-set, initials) and whether it is a loaded image. */
async function settledLogo(row: ReturnType<ModalPage['dialog']['locator']>) {
  const logo = row.locator('.wm-logo').first()
  await expect(logo).not.toHaveAttribute('data-icon', 'loading')
  // An image logo is drawn before its file arrives: wait until the browser has loaded (or failed) it.
  await expect.poll(() => logo.evaluate((el) => !(el instanceof HTMLImageElement) || el.complete)).toBe(true)
  return logo.evaluate((el) => ({
    source: el.getAttribute('data-icon'),
    tag: el.tagName,
    src: el.getAttribute('src') ?? '',
    loaded: el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
    alt: el.getAttribute('alt'),
  }))
}

const BEST_KNOWN = [
  ['metamask', 'MetaMask'],
  ['trust', 'Trust Wallet'],
  ['coinbase', 'Coinbase Wallet'],
  ['okx', 'OKX Wallet'],
  ['phantom', 'Phantom'],
] as const

// The demo page names a project; its images (e2e/project-images.spec.ts) come before the icon set,
// so the logo tests run on the page without one.
const NO_PROJECT = '/?project=none'

test.describe('logos, from the host’s origin', () => {
  test('All Wallets shows the MetaMask, Trust, Coinbase, OKX and Phantom logos from the catalogue, and nothing is asked of another host', async ({
    page,
  }) => {
    const foreign = recordForeignRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(NO_PROJECT)
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
    for (const [id, name] of BEST_KNOWN) {
      const row = list.locator(`button[data-wallet-id="${id}"]`)
      await expect(row).toContainText(name)
      const logo = await settledLogo(row)
      // The demo's getWallets service is the catalogue: its image comes first, from this origin.
      expect(logo, name).toMatchObject({ source: 'image', tag: 'IMG', loaded: true, alt: '' })
      expect(new URL(logo.src).origin).toBe(new URL(STACK.demoUrl).origin)
      // …and it is the wallet's logo, not a drawing of its initials.
      const svg = await (await page.request.get(logo.src)).text()
      expect(svg, name).toMatch(/^<svg/)
      expect(svg, name).not.toContain('</text>')
    }
    expect(foreign).toEqual([])
  })

  test('with the bundled catalogue (no images of its own) the icon set draws the same five, each a chunk from this origin', async ({
    page,
  }) => {
    const foreign = recordForeignRequests(page)
    // Chunks are named by their hash: which wallet's icon each one is, the build's manifest says.
    const iconOf = walletIconChunks()
    const iconChunks: string[] = []
    page.on('request', (request) => {
      const icon = iconOf.get(new URL(request.url()).pathname)
      if (icon) iconChunks.push(icon)
    })
    const modal = new ModalPage(page)
    await modal.goto(`${NO_PROJECT}&catalogue=bundled`)
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    const list = modal.dialog.getByRole('list', { name: 'All Wallets' })
    for (const [id, name] of BEST_KNOWN) {
      const logo = await settledLogo(list.locator(`button[data-wallet-id="${id}"]`))
      expect(logo, name).toMatchObject({ source: 'icon-set', tag: 'IMG', loaded: true, alt: '' })
      expect(logo.src).toMatch(/^data:image\/svg\+xml,/)
    }
    for (const id of ['metamask', 'trust', 'coinbase', 'okx', 'phantom']) expect(iconChunks, id).toContain(id)
    expect(foreign).toEqual([])
  })

  test('Account shows the network’s and the tokens’ icons (EVM: the host’s image for its anvil; the icon set for ETH and USDC; initials for DEMO)', async ({
    page,
  }) => {
    const foreign = recordForeignRequests(page)
    const modal = new ModalPage(page)
    await modal.goto(NO_PROJECT)
    await modal.connectDemoWallet()
    await modal.call('open')
    await modal.expectView('Account')
    const network = await settledLogo(modal.dialog.getByRole('button', { name: /^Network: Anvil A/ }))
    expect(network).toMatchObject({ source: 'image', loaded: true, src: `${new URL(STACK.demoUrl).origin}/anvil.svg` })
    for (const symbol of ['ETH', 'USDC'])
      expect(await settledLogo(modal.dialog.getByTestId(`token-${symbol}`)), symbol).toMatchObject({
        source: 'icon-set',
        loaded: true,
        alt: '',
      })
    expect(await settledLogo(modal.dialog.getByTestId('token-DEMO'))).toMatchObject({ source: 'initials', tag: 'SPAN' })
    await expect(modal.dialog.getByTestId('token-DEMO').locator('.wm-logo')).toHaveText('DE')
    expect(foreign).toEqual([])
  })

  test('Account on Solana shows the Solana network icon and the SOL token icon from the icon set', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto(NO_PROJECT)
    await modal.call('open', { view: 'Networks' })
    await modal.dialog.getByRole('button', { name: /Solana Local/ }).click()
    await expect(modal.dialog).toBeHidden()
    await modal.connectDemoWallet()
    await modal.call('open')
    await modal.expectView('Account')
    expect(await settledLogo(modal.dialog.getByRole('button', { name: /^Network: Solana Local/ }))).toMatchObject({
      source: 'icon-set',
      loaded: true,
    })
    expect(await settledLogo(modal.dialog.getByTestId('token-SOL'))).toMatchObject({ source: 'icon-set', loaded: true })
  })
})

test.describe('the token picker', () => {
  test('selects USDC by keyboard alone, and the send completes on anvil', async ({ page, anvil }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const recipient = DEV_ACCOUNTS[7]!
    const before = await erc20BalanceOf(anvil.a.public, USDC.address, recipient)
    await modal.call('open')
    await modal.expectView('Account')
    await modal.tabTo(modal.dialog.getByRole('button', { name: 'Send', exact: true }))
    await page.keyboard.press('Enter')
    await modal.expectView('Send')
    const field = modal.dialog.getByLabel('Token', { exact: true })
    await expect(field).toBeEnabled()
    await expect(field).toContainText('ETH')
    await modal.tabTo(field)
    await page.keyboard.press('Enter')
    await modal.expectView('Select token')
    const search = modal.dialog.getByRole('combobox', { name: 'Search tokens' })
    await expect(search).toBeFocused()
    // Every token with its balance; arrows move, typing filters, Enter picks.
    await expect(modal.dialog.getByRole('option')).toHaveCount(3)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.type('usd')
    await expect(modal.dialog.getByRole('option')).toHaveCount(1)
    await expect(modal.dialog.getByRole('option').first()).toContainText('USD')
    await page.keyboard.press('Enter')
    await modal.expectView('Send')
    await expect(field).toBeFocused()
    await expect(field).toContainText(USDC.symbol)
    await page.keyboard.press('Tab')
    await expect(modal.dialog.getByLabel('Amount')).toBeFocused()
    await page.keyboard.type('12.5')
    await modal.tabTo(modal.dialog.getByLabel('Receiver address'))
    await page.keyboard.type(recipient)
    await page.keyboard.press('Enter')
    await modal.expectView('Account')
    expect(await erc20BalanceOf(anvil.a.public, USDC.address, recipient)).toBe(before + 12_500_000n)
  })

  test('Escape and the header’s back arrow leave the picker without a change; Swap’s fields use the same picker', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    await modal.call('open', { view: 'WalletSend' })
    const field = modal.dialog.getByLabel('Token', { exact: true })
    await expect(field).toBeEnabled()
    await field.click()
    await modal.expectView('Select token')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await modal.expectView('Send')
    await expect(field).toContainText('ETH')
    await field.click()
    await modal.dialog.getByRole('button', { name: 'Back' }).click()
    await modal.expectView('Send')
    await expect(field).toContainText('ETH')

    await modal.call('open', { view: 'Swap' })
    await expect(modal.dialog.getByLabel('You receive')).toContainText(USDC.symbol)
    await modal.pickToken('You receive', 'DEMO')
    await modal.expectView('Swap')
    await expect(modal.dialog.getByLabel('You pay')).toContainText('ETH')
  })

  for (const theme of ['light', 'dark'] as const)
    test(`axe finds no violations on the token picker and Account's logos (${theme})`, async ({ page }) => {
      const modal = new ModalPage(page)
      await modal.goto(`/?theme=${theme}`)
      await modal.connectDemoWallet()
      await modal.call('open')
      await expect(modal.dialog.getByTestId('token-USDC')).toBeVisible()
      await expectNoAxeViolations(page, `Account (${theme})`)
      await modal.call('open', { view: 'WalletSend' })
      await modal.dialog.getByLabel('Token', { exact: true }).click()
      await modal.expectView('Select token')
      await expect(modal.dialog.getByRole('option')).toHaveCount(3)
      await expectNoAxeViolations(page, `Select token (${theme})`)
    })
})

test.describe('loading and empty states', () => {
  test('skeleton rows hold All Wallets’ and the Tokens tab’s places while they load', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    let releaseCatalogue!: () => void
    const catalogue = new Promise<void>((resolve) => (releaseCatalogue = resolve))
    await page.route('**/catalogue/getWallets?**', async (route) => {
      await catalogue
      await route.continue()
    })
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    await expect(modal.dialog.getByTestId('skeleton')).toHaveCount(5)
    releaseCatalogue()
    await expect(modal.dialog.locator('button[data-wallet-id="metamask"]')).toBeVisible()
    await expect(modal.dialog.getByTestId('skeleton')).toHaveCount(0)
    await modal.call('close')

    await modal.connectDemoWallet()
    let releaseRpc!: () => void
    const rpc = new Promise<void>((resolve) => (releaseRpc = resolve))
    const anvilA = new URL(STACK.chains[0]!.rpcUrl).origin
    await page.route(
      (url) => url.origin === anvilA,
      async (route) => {
        await rpc
        await route.continue()
      },
    )
    await modal.call('open')
    await modal.expectView('Account')
    const tokens = modal.dialog.getByRole('tabpanel')
    await expect(tokens.getByRole('status')).toHaveText('Loading tokens…')
    await expect(tokens.getByTestId('skeleton').locator('.wm-skeleton-row')).toHaveCount(3)
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText('Loading balance…')
    releaseRpc()
    await expect(modal.dialog.getByTestId('token-USDC')).toBeVisible()
    await expect(modal.dialog.getByTestId('account-balance')).toHaveText(/ETH$/)
    await expect(modal.dialog.getByTestId('skeleton')).toHaveCount(0)
  })

  test('no wallet installed: Connect offers "Get a wallet", a list of wallets with their logos and sites', async ({
    page,
  }) => {
    // A visitor without any wallet: the demo's own wallets are not loaded.
    await page.route('**/wallets/*-wallet.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    await modal.dialog.getByRole('button', { name: 'Get a wallet' }).click()
    await modal.expectView('Get a wallet')
    const list = modal.dialog.getByRole('list', { name: 'Popular wallets' })
    const links = list.getByRole('link')
    await expect(links).toHaveCount(6)
    await expect(links.first()).toHaveAttribute('href', 'https://metamask.io/')
    await expect(links.first()).toHaveAttribute('target', '_blank')
    for (const name of ['MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'OKX Wallet', 'Phantom']) {
      const link = list.getByRole('link', { name: new RegExp(`^${name}`) })
      expect(await settledLogo(link), name).toMatchObject({ source: 'icon-set', loaded: true })
    }
    for (const theme of ['light', 'dark'] as const) {
      await modal.setOptions({ themeMode: theme })
      await expectNoAxeViolations(page, `GetWallet (${theme})`)
    }
  })

  test('no activity: a line and a link to the account on the network’s explorer', async ({ page, demoWallet }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    // The host's explorer for its anvils (never opened here), and an account that has never sent or received.
    await page.evaluate(() => {
      const config = (
        window as unknown as { DEMO_CONFIG: { networks: { caipNetworkId: string }[]; multicall3: string } }
      ).DEMO_CONFIG
      const networks = config.networks.map((n) =>
        n.caipNetworkId.startsWith('eip155:')
          ? { ...n, multicall3Address: config.multicall3, blockExplorerUrl: 'http://127.0.0.1:9/explorer/' }
          : n,
      )
      ;(document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }).setOptions({ networks })
    })
    await demoWallet.selectAccount(6)
    await modal.connectDemoWallet()
    await modal.call('open')
    await modal.dialog.getByRole('tab', { name: 'Activity' }).click()
    const empty = modal.dialog.getByTestId('activity-empty')
    await expect(empty.getByText('No transactions yet.', { exact: true })).toBeVisible()
    await expect(empty.getByRole('link', { name: 'View on explorer' })).toHaveAttribute(
      'href',
      `http://127.0.0.1:9/explorer/address/${DEV_ACCOUNTS[6]}`,
    )
    for (const theme of ['light', 'dark'] as const) {
      await modal.setOptions({ themeMode: theme })
      await expectNoAxeViolations(page, `Activity, empty (${theme})`)
    }
  })
})

test.describe('phones', () => {
  const { defaultBrowserType: _browser, ...iPhone13 } = devices['iPhone 13']
  test.use(iPhone13)

  test('at an iPhone 13 viewport the modal is a bottom sheet, and the page behind does not scroll', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    // A page long enough to scroll; the control: a touch swipe scrolls it while the modal is closed.
    await page.evaluate(() => {
      const tall = document.createElement('div')
      tall.style.height = '3000px'
      document.body.append(tall)
    })
    const viewport = page.viewportSize()!
    const cdp = await page.context().newCDPSession(page)
    // A finger dragged 300 px up from (centre, y): raw touch events (this Chromium's synthesized touch scroll gestures do not scroll).
    const swipe = async (y: number) => {
      const x = Math.round(viewport.width / 2)
      const from = Math.round(y)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] })
      for (let i = 1; i <= 10; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x, y: Math.max(1, from - i * 30) }],
        })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    // The swipe's fling ends with 'scrollend' (waited for, so it cannot carry on past the scrollTo below).
    await page.evaluate(() => {
      ;(window as unknown as { scrollEnded: Promise<void> }).scrollEnded = new Promise((resolve) =>
        addEventListener('scrollend', () => resolve(), { once: true }),
      )
    })
    await swipe(viewport.height / 2)
    await page.evaluate(() => (window as unknown as { scrollEnded: Promise<void> }).scrollEnded)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200)
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    await expect
      .poll(async () => {
        const box = (await modal.dialog.boundingBox())!
        return { left: Math.round(box.x), width: Math.round(box.width), bottom: Math.round(box.y + box.height) }
      })
      .toEqual({ left: 0, width: viewport.width, bottom: viewport.height })
    const corners = await modal.dialog.evaluate((el) => {
      const s = getComputedStyle(el)
      return { top: s.borderTopLeftRadius, bottom: s.borderBottomLeftRadius }
    })
    expect(corners).toEqual({ top: '16px', bottom: '0px' })

    // A wheel over the backdrop and over the sheet, and a touch swipe on the sheet: the page stays put.
    const scrolled: number[] = []
    const scrollY = async () => scrolled.push(await page.evaluate(() => window.scrollY))
    await page.mouse.move(viewport.width / 2, 40)
    await page.mouse.wheel(0, 600)
    await scrollY()
    const box = (await modal.dialog.boundingBox())!
    await page.mouse.move(viewport.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, 600)
    await scrollY()
    await swipe(box.y + 60)
    await scrollY()
    await swipe(60)
    await scrollY()
    expect(
      scrolled,
      'the page’s scrollY after a wheel on the backdrop, on the sheet, a swipe on the sheet, on the backdrop',
    ).toEqual([200, 200, 200, 200])

    // Closed, the page is where it was, and scrolls again.
    await modal.call('close')
    await expect(modal.dialog).toBeHidden()
    expect(await page.evaluate(() => window.scrollY)).toBe(200)
    await swipe(viewport.height / 2)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  })
})

test.describe('motion', () => {
  /** Every element of the modal's shadow root, with its pseudo-elements: their computed transition and animation durations. */
  const durations = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('wallet-modal')!.shadowRoot!
      const out: string[] = []
      for (const el of root.querySelectorAll('*'))
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo)
          for (const d of [...s.transitionDuration.split(','), ...s.animationDuration.split(',')])
            if (d.trim() !== '0s') out.push(`${el.className || el.tagName}${pseudo ?? ''}: ${d.trim()}`)
        }
      return { moving: out, running: root.getAnimations().length }
    })

  test('views, the frame’s height and toasts animate over the spec’s 150 ms', async ({ page }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.expectView('Connect Wallet')
    const frame = modal.dialog.locator('.wm-frame')
    await expect(frame).toHaveCSS('transition-duration', '0.15s')
    await expect(modal.dialog.locator('.wm-view')).toHaveCSS('animation-duration', '0.15s')
    const before = (await frame.boundingBox())!.height
    await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
    // The next view shows at once while the frame moves to its height (Connect, with the email
    // field and the social buttons, is ~40 px taller than All Wallets' list).
    await modal.expectView('All Wallets')
    await expect.poll(async () => Math.abs((await frame.boundingBox())!.height - before)).toBeGreaterThan(20)
  })

  test.describe('with prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' })
    test('no element of the modal animates: every computed transition and animation duration is 0', async ({
      page,
    }) => {
      const modal = new ModalPage(page)
      await modal.goto()
      await modal.call('open')
      await modal.expectView('Connect Wallet')
      expect(await durations(page)).toEqual({ moving: [], running: 0 })
      await modal.dialog.getByRole('button', { name: 'All Wallets' }).click()
      await modal.expectView('All Wallets')
      expect(await durations(page)).toEqual({ moving: [], running: 0 })
      await modal.call('close')
      await modal.connectDemoWallet()
      await modal.call('open')
      await modal.expectView('Account')
      await expect(modal.dialog.getByTestId('token-USDC')).toBeVisible()
      expect(await durations(page)).toEqual({ moving: [], running: 0 })
      // The control: the same page without the preference moves.
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      expect((await durations(page)).moving.length).toBeGreaterThan(0)
    })
  })
})

test.describe('the QR code', () => {
  test('has the WalletConnect mark in its centre, still decodes, and looks the same in both themes; the host’s logo replaces the mark', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.call('open')
    await modal.dialog.getByRole('button', { name: 'WalletConnect' }).click()
    const qr = modal.dialog.getByRole('img', { name: /QR code/ })
    await expect(qr).toBeVisible()
    const mark = modal.dialog.locator('.wm-qr-mark .wm-logo')
    await expect(mark).toHaveAttribute('data-icon', 'icon-set')
    const uri = await qr.getAttribute('data-uri')
    expect(await decodeQrCode(qr)).toBe(uri)
    // The code's own pixels (inside its rounded corners, where the dialog shows through) are the same in both themes.
    const box = (await qr.boundingBox())!
    const clip = { x: box.x + 8, y: box.y + 8, width: box.width - 16, height: box.height - 16 }
    const light = await page.screenshot({ clip, animations: 'disabled' })
    await modal.setOptions({ themeMode: 'dark' })
    await expect(modal.dialog).toHaveAttribute('data-theme', 'dark')
    await expect(modal.dialog).toHaveCSS('background-color', 'rgb(22, 24, 31)')
    expect((await page.screenshot({ clip, animations: 'disabled' })).equals(light)).toBe(true)

    await modal.setOptions({ qrLogoUrl: `${new URL(STACK.demoUrl).origin}/favicon.svg` })
    await expect(mark).toHaveAttribute('data-icon', 'image')
    expect(await decodeQrCode(qr)).toBe(uri)
  })
})

test.describe('theme variables (AppKit’s names)', () => {
  test('accent, colour mix, font, radius and z-index reach the modal in both themes; a bad value is refused with its field named', async ({
    page,
  }) => {
    const modal = new ModalPage(page)
    await modal.goto()
    await modal.connectDemoWallet()
    const themeVariables = {
      '--w3m-accent': 'rgb(0, 187, 127)',
      '--w3m-color-mix': 'rgb(0, 0, 255)',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-family': 'Georgia, serif',
      '--w3m-border-radius-master': '1px',
      '--w3m-z-index': 1234,
    }
    await modal.setOptions({ themeVariables })
    await modal.call('open')
    await modal.expectView('Account')
    await expect(modal.dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
    const read = () =>
      modal.dialog.evaluate((dialog) => {
        const send = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Send')!
        const s = getComputedStyle(dialog)
        return {
          accent: getComputedStyle(send).backgroundColor,
          buttonRadius: getComputedStyle(send).borderTopLeftRadius,
          radius: s.borderTopLeftRadius,
          font: s.fontFamily,
          background: s.backgroundColor,
          zIndex: getComputedStyle(dialog.parentElement!).zIndex,
        }
      })
    for (const theme of ['light', 'dark'] as const) {
      await modal.setOptions({ themeMode: theme })
      const seen = await read()
      expect(seen, theme).toMatchObject({
        accent: 'rgb(0, 187, 127)',
        radius: '4px',
        buttonRadius: '250px',
        font: 'Georgia, serif',
        zIndex: '1234',
      })
      // 20% blue blended into the surface: no longer the theme's plain white or near-black.
      expect(seen.background, theme).toMatch(/^(rgb|color)\(/)
      expect(seen.background, theme).not.toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(22, 24, 31)')
    }
    const error = await page.evaluate(() => {
      try {
        ;(document.querySelector('wallet-modal') as unknown as { setOptions(o: unknown): void }).setOptions({
          themeVariables: { '--w3m-accent': 'url(https://example.com/x.png)' },
        })
        return 'no error'
      } catch (e) {
        return (e as Error).message
      }
    })
    expect(error).toBe(
      'Invalid options: themeVariables["--w3m-accent"]: expected a CSS value, got "url(https://example.com/x.png)"',
    )
    expect((await read()).accent).toBe('rgb(0, 187, 127)')
  })
})
