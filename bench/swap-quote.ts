/**
 * Swap quote latency (run after `npm run build`): in headless Chromium, the Demo Wallet connected
 * on the demo page, Account → Swap (ETH → USDC), the time from typing an amount's last keystroke to
 * its quote shown (the Swap view's 300 ms debounce, two quotes from the local convert service over
 * Uniswap V2 on anvil, and the render). Prints min / median / max; asserts nothing.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startStack } from '../demo/start.js'

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(8)
  return `min ${f(s[0]!)}  median ${f((s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2)}  max ${f(s[s.length - 1]!)}`
}

const stack = await startStack(
  { ...process.env, SIWX_DB: ':memory:' },
  {
    demoPort: 14573,
    anvilAPort: 18945,
    anvilBPort: 18946,
    solanaPort: 19299,
    wcRelayPort: 19350,
    signerPort: 19360,
    smtpPort: 19325,
    rampPort: 19370,
    bitcoinPort: 19390,
    idpPort: 19380,
  },
)
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
const quoteMs: number[] = []
try {
  const page = await browser.newPage()
  await page.goto(stack.demoUrl)
  await page.waitForFunction(
    () =>
      (document.querySelector('wallet-modal') as unknown as { getState(): { caipNetworkId?: string } }).getState()
        .caipNetworkId,
  )
  const modal = page.locator('wallet-modal#modal')
  await page.evaluate(() => (document.querySelector('wallet-modal') as unknown as { open(): void }).open())
  await modal
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Demo Wallet/ })
    .click()
  await page.waitForFunction(
    () =>
      (document.querySelector('wallet-modal') as unknown as { getState(): { status?: string } }).getState().status ===
      'connected',
  )
  await page.evaluate(() => (document.querySelector('wallet-modal') as unknown as { open(): void }).open())
  await modal.getByRole('button', { name: 'Swap', exact: true }).click()
  await modal.getByLabel('You pay').and(modal.locator(':enabled')).waitFor()
  for (let i = 0; i < 10; i++) {
    const amount = `0.${i + 1}${i}`
    const ms = await page.evaluate(async (text) => {
      const root = document.querySelector('wallet-modal')!.shadowRoot!
      const input = root.querySelector('input[inputmode=decimal]') as HTMLInputElement
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(input, text)
      input.dispatchEvent(new Event('input', { bubbles: true }))
      const start = performance.now()
      for (;;) {
        if (root.querySelector('[data-testid=swap-quote] .wm-swap-quote')) return performance.now() - start
        await new Promise((r) => requestAnimationFrame(r))
      }
    }, amount)
    quoteMs.push(ms)
  }
} finally {
  await browser.close()
  await stack.stop()
}

console.log('Swap quote on the local convert service (ms):')
console.log(`amount typed → quote shown (incl. 300 ms debounce)  ${stats(quoteMs)}`)
console.log(`  of which after the debounce                       ${stats(quoteMs.map((x) => x - 300))}`)
