/**
 * Time to open, in headless Chromium over 10 fresh pages of the demo (run after `npm run build`):
 * navigation start → `<wallet-modal>` defined and configured, and `open()` → Connect view visible
 * (first and second open); a view change (a click on All Wallets → the frame that paints
 * the new view, with its 150 ms animation under way: it must be the first frame after the click);
 * plus the JavaScript bytes fetched before the Connect view was visible.
 * Prints min / median / max; asserts nothing. Uses its own ports (DEMO_PORT etc. override).
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { startStack } from '../demo/start.js'

const RUNS = 10
const stack = await startStack(process.env, {
  demoPort: 14373,
  anvilAPort: 18745,
  anvilBPort: 18746,
  solanaPort: 19099,
})
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

const ready: number[] = []
const firstOpen: number[] = []
const secondOpen: number[] = []
const jsBytes: number[] = []
const viewChange: number[] = []
const viewChangeFrames: number[] = []
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    let bytes = 0
    let counting = true
    const types = new Map<string, string>()
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.response.url))
    cdp.on('Network.loadingFinished', (e) => {
      if (counting && types.get(e.requestId)?.includes('/dist/')) bytes += e.encodedDataLength
    })
    await page.goto(stack.demoUrl)
    ready.push(
      await page.evaluate(async () => {
        await customElements.whenDefined('wallet-modal')
        const el = document.querySelector('wallet-modal') as HTMLElement & { getState(): { caipNetworkId?: string } }
        while (el.getState().caipNetworkId === undefined) await new Promise((r) => setTimeout(r, 1))
        return performance.now()
      }),
    )
    const timeOpen = () =>
      page.evaluate(async () => {
        const el = document.querySelector('wallet-modal') as HTMLElement & { open(): void; close(): void }
        const start = performance.now()
        el.open()
        for (;;) {
          const dialog = el.shadowRoot?.querySelector('[role=dialog] [data-view=Connect] li')
          if (dialog && dialog.getBoundingClientRect().height > 0) break
          await new Promise((r) => requestAnimationFrame(r))
        }
        const ms = performance.now() - start
        el.close()
        return ms
      })
    firstOpen.push(await timeOpen())
    counting = false
    jsBytes.push(bytes)
    secondOpen.push(await timeOpen())
    // A view change: the click, then each animation frame until the new view is in the dialog (its
    // wrapper renders at once; a lazy view's first visit shows its Suspense fallback there).
    const change = await page.evaluate(async () => {
      const el = document.querySelector('wallet-modal') as HTMLElement & { open(): void; close(): void }
      el.open()
      let button: HTMLButtonElement | undefined
      while (!(button = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'All Wallets')))
        await new Promise((r) => requestAnimationFrame(r))
      const start = performance.now()
      button.click()
      let frames = 0
      do {
        await new Promise((r) => requestAnimationFrame(r))
        frames++
      } while (!el.shadowRoot!.querySelector('[data-view=AllWallets]') && frames < 60)
      const ms = performance.now() - start
      el.close()
      return { ms, frames }
    })
    viewChange.push(change.ms)
    viewChangeFrames.push(change.frames)
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(7)
  return `min ${f(s[0]!)}  median ${f((s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2)}  max ${f(s[s.length - 1]!)}`
}
console.log(`Over ${RUNS} fresh pages in headless Chromium (ms):`)
console.log(`navigation → element ready      ${stats(ready)}`)
console.log(`open() → Connect visible (1st)  ${stats(firstOpen)}`)
console.log(`open() → Connect visible (2nd)  ${stats(secondOpen)}`)
console.log(
  `click → next view's frame       ${stats(viewChange)}  (frames after the click: ${viewChangeFrames.join(', ')}; 1 = painted in the first frame)`,
)
console.log(
  `wallet-modal JS fetched before the 1st Connect view was visible: ${(jsBytes[0]! / 1024).toFixed(1)} KB uncompressed (the demo server does not gzip; see bench/bundle-size.ts for gzip)`,
)
