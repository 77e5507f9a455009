/**
 * Search cost of a 2,000-wallet catalogue (run after `npm run build`):
 * - filtering: `queryWallets` (the in-memory getWallets logic shared by the bundled source and the
 *   local service) over 2,000 wallets, per keystroke;
 * - in headless Chromium: a keystroke in AllWallets' search → the matching rows rendered, which
 *   includes the spec's 300 ms minimum wait (section 9) and a local HTTP round trip.
 * Prints min / median / max; asserts nothing.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { generateFillerWallets } from '../demo/catalogue/fillerWallets.js'
import { startCatalogueServer } from '../demo/catalogue/catalogueServer.js'
import { startStack } from '../demo/start.js'
import { queryWallets } from '../src/features/wallets/queryWallets.js'

const WALLETS = generateFillerWallets(2000)
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(2).padStart(8)
  return `min ${f(s[0]!)}  median ${f((s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2)}  max ${f(s[s.length - 1]!)}`
}

const filterMs: number[] = []
for (let i = 0; i < 50; i++) {
  const term = ['test', 'wallet 1', '0042', 'xyz', 'w'][i % 5]!
  const t0 = performance.now()
  queryWallets(WALLETS, { page: 1, entries: 100, search: term })
  filterMs.push(performance.now() - t0)
}

const stack = await startStack(process.env, {
  demoPort: 14473,
  anvilAPort: 18845,
  anvilBPort: 18846,
  solanaPort: 19199,
  wcRelayPort: 19250,
})
const catalogue = await startCatalogueServer({ port: 0, wallets: WALLETS })
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium')
const browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const keystrokeMs: number[] = []
try {
  const page = await browser.newPage()
  await page.goto(stack.demoUrl)
  await page.waitForFunction(
    () =>
      (document.querySelector('wallet-modal') as unknown as { getState(): { caipNetworkId?: string } }).getState()
        .caipNetworkId,
  )
  await page.evaluate((api) => {
    const el = document.querySelector('wallet-modal') as unknown as {
      setOptions(o: unknown): void
      open(o: unknown): void
    }
    el.setOptions({ catalogue: { api } })
    el.open({ view: 'AllWallets' })
  }, catalogue.api)
  const modal = page.locator('wallet-modal#modal')
  const search = modal.getByRole('searchbox', { name: 'Search wallets' })
  await modal.getByRole('list', { name: 'All Wallets' }).getByRole('listitem').first().waitFor()
  for (let i = 0; i < 10; i++) {
    const digits = String(100 + i * 37).padStart(4, '0')
    await search.fill(`Test Wallet ${digits.slice(0, 3)}`)
    await modal
      .getByRole('button', { name: new RegExp(`Test Wallet ${digits.slice(0, 3)}`) })
      .first()
      .waitFor()
    // One keystroke: the last digit.
    const ms = await page.evaluate(async (want) => {
      const root = document.querySelector('wallet-modal')!.shadowRoot!
      const input = root.querySelector('input[type=search]') as HTMLInputElement
      const start = performance.now()
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(input, `${input.value}${want.slice(-1)}`)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      for (;;) {
        const names = [...root.querySelectorAll('.wm-virtual-list .wm-item-name')].map((n) => n.textContent)
        if (names.length > 0 && names.every((n) => n?.includes(want))) return performance.now() - start
        await new Promise((r) => requestAnimationFrame(r))
      }
    }, `Test Wallet ${digits}`)
    keystrokeMs.push(ms)
  }
} finally {
  await browser.close()
  await catalogue.stop()
  await stack.stop()
}

console.log('Catalogue of 2,000 wallets (ms):')
console.log(`filter per keystroke (queryWallets, 100 results)      ${stats(filterMs)}`)
console.log(`keystroke → rows rendered in Chromium (incl. 300 ms)  ${stats(keystrokeMs)}`)
console.log(`  of which after the spec's 300 ms minimum wait       ${stats(keystrokeMs.map((x) => x - 300))}`)
