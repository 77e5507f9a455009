/**
 * Email login on the local stack (run after `npm run build`), in headless Chromium over 10 fresh
 * browser contexts (each a new visitor: the signer frame loads, the wallet is created):
 * - email submit → code screen: the click on Continue → the first of the six boxes is drawn;
 * - code submit → connected: the sixth digit's keydown → getState() has eip155 and solana connected.
 * Prints min / median / max, and the signer page's own payload (dist/signer/: raw and gzip per file)
 * and the embedded-wallet chunks of the modal (loaded only when the visitor chooses email).
 * Asserts nothing. Uses its own ports (DEMO_PORT etc. override) and an in-memory database.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { startStack } from '../demo/start.js'
import { CHROMIUM_ARGS } from '../demo/chromium-flags.js'
import { readManifest } from './manifest.js'

const RUNS = 10
const root = join(import.meta.dirname, '..')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const sizes = (file: string) => {
  const buf = readFileSync(file)
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
}
const stats = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2
  console.log(
    `${label.padEnd(36)} min ${sorted[0]!.toFixed(0).padStart(5)} ms   median ${median.toFixed(0).padStart(5)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms`,
  )
}

// The signer page's payload: what a visitor's browser fetches from the signer origin.
console.log('Signer page (dist/signer/, served on its own origin)')
let signer = { raw: 0, gzip: 0 }
for (const name of readdirSync(join(root, 'dist/signer'))
  .filter((f) => /\.(js|css|html)$/.test(f))
  .sort()) {
  const s = sizes(join(root, 'dist/signer', name))
  signer = { raw: signer.raw + s.raw, gzip: signer.gzip + s.gzip }
  console.log(`  ${name.padEnd(20)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`)
}
console.log(`  ${'total'.padEnd(20)} ${kb(signer.raw).padStart(10)} raw ${kb(signer.gzip).padStart(10)} gzip`)

// The modal's embedded-wallet chunks (lazy: fetched when the visitor chooses email), from the
// script-tag build's chunk graph (dist/script-tag-manifest.json; bench/manifest.ts).
const manifest = readManifest(join(root, 'dist'))
const embeddedChunks = Object.keys(manifest.chunks).filter(
  (f) =>
    f !== manifest.entry &&
    Object.keys(manifest.chunks[f]!.modules).some(
      (m) => m.startsWith('src/features/embedded/') || m.startsWith('src/core/embedded/'),
    ),
)
const lazy = embeddedChunks.reduce((n, f) => n + sizes(join(root, 'dist', f)).gzip, 0)
console.log(
  `Modal chunks holding embedded-wallet code: ${embeddedChunks.length}, ${kb(lazy)} gzip (bench/budgets.ts has their rows; the entry is the first)`,
)

const stack = await startStack(
  { ...process.env, SIWX_DB: ':memory:', DEMO_TEST_CONTROLS: '1' },
  {
    demoPort: 14473,
    anvilAPort: 18845,
    anvilBPort: 18846,
    solanaPort: 19199,
    wcRelayPort: 19250,
    signerPort: 19260,
    smtpPort: 19225,
    rampPort: 19270,
    bitcoinPort: 19290,
    idpPort: 19280,
  },
)
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium')
const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] })

async function codeFor(email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const response = await fetch(`${stack.demoUrl}mail/messages.json?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { text: string }[] }
    const code = messages[0] && /Your code is (\d{6})/.exec(messages[0].text)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`no code mailed to ${email}`)
}

/** In the page: clicks Continue and waits (per frame) for the first code box; resolves the ms. */
const submitEmail = (page: Page) =>
  page.evaluate(async () => {
    const shadow = document.querySelector('wallet-modal')!.shadowRoot!
    const continueButton = [...shadow.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!
    const start = performance.now()
    continueButton.click()
    while (!shadow.querySelector('input[aria-label="Digit 1 of 6"]')) await new Promise((r) => requestAnimationFrame(r))
    return performance.now() - start
  })

const toCodeScreen: number[] = []
const toConnected: number[] = []
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(stack.demoUrl)
    await page.evaluate(() => customElements.whenDefined('wallet-modal'))
    await page.evaluate(() => (document.querySelector('wallet-modal') as unknown as { open(): void }).open())
    const email = `bench-${i}-${Date.now().toString(36)}@example.com`
    const modal = page.locator('wallet-modal')
    await modal.getByPlaceholder('Email address').fill(email)
    toCodeScreen.push(await submitEmail(page))
    const code = await codeFor(email)
    await modal.getByRole('textbox', { name: 'Digit 1 of 6' }).focus()
    await page.keyboard.type(code.slice(0, 5))
    // Armed before the sixth key: the keydown's time, and the first frame with both namespaces connected.
    await page.evaluate(() => {
      const w = window as unknown as { benchKey?: number; benchConnected?: number }
      const el = document.querySelector('wallet-modal') as unknown as {
        getState(): { accounts?: Record<string, { status?: string } | undefined> }
      }
      window.addEventListener('keydown', (e) => (w.benchKey = e.timeStamp), { capture: true, once: true })
      // No named inner functions: tsx would wrap them in a __name() the page does not have.
      void (async () => {
        for (;;) {
          await new Promise((r) => requestAnimationFrame(r))
          const { accounts } = el.getState()
          if (accounts?.eip155?.status === 'connected' && accounts.solana?.status === 'connected')
            return (w.benchConnected = performance.now())
        }
      })()
    })
    await page.keyboard.type(code.slice(5))
    await page.waitForFunction(
      () => (window as unknown as { benchConnected?: number }).benchConnected !== undefined,
      undefined,
      { timeout: 30_000 },
    )
    toConnected.push(
      await page.evaluate(() => {
        const w = window as unknown as { benchKey: number; benchConnected: number }
        return w.benchConnected - w.benchKey
      }),
    )
    await context.close()
  }
} finally {
  await browser.close()
  await stack.stop()
}

console.log(`Email login, ${RUNS} fresh visitors (local stack, headless Chromium)`)
stats('email submit → code screen', toCodeScreen)
stats('code submit → connected (both)', toConnected)
