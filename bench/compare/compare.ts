/**
 * wallet-modal against Reown AppKit on the same host pages (bare, and configured as AppKit's Connect view draws), in one headless Chromium:
 * RUNS (15) interleaved cold runs of each product at CPU 1x and 4x (a fresh context each, the
 * order rotated every run, after one discarded warm-up of each), CYCLES (100) open/close cycles
 * for the heap. Prints the table and writes it to RESULTS.md. Run `npm run compare` (it builds first).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, totalmem } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { measureRun, type RunResult } from './measure.js'
import type { ProductId } from './page-helpers.js'
import { markdownTable, stats, type Cell } from './report.js'
import { startSiteServer } from './server.js'

const RUNS = Number(process.env.RUNS ?? 15)
const CYCLES = Number(process.env.CYCLES ?? 100)
const RATES = [1, 4]
const COMMAND = 'cd bench/compare && npm ci && npm run compare'
const here = import.meta.dirname

const playwrightChromium = (() => {
  try {
    return chromium.executablePath()
  } catch {
    return ''
  }
})()
// CHROMIUM_PATH, else Playwright's own Chromium where installed, else Debian's /usr/bin/chromium.
const executablePath =
  process.env.CHROMIUM_PATH ||
  (playwrightChromium && existsSync(playwrightChromium) ? playwrightChromium : '/usr/bin/chromium')

const server = await startSiteServer()
const browser = await chromium.launch({
  executablePath,
  headless: true,
  // The root playwright.config.ts flags, plus a resolver that knows no host but loopback: the
  // route below aborts every foreign request; this also stops what routing never sees (preconnects).
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
})

const chromiumVersion = browser.version()
// wallet-modal on the bare page and on the configured one (WalletConnect, the email field
// and the social buttons, what AppKit's Connect view draws), and AppKit, at each rate.
const order: { product: ProductId; page?: string; cpuRate: number }[] = RATES.flatMap((cpuRate) => [
  { product: 'wallet-modal' as const, cpuRate },
  { product: 'wallet-modal' as const, page: 'wallet-modal-configured', cpuRate },
  { product: 'appkit' as const, cpuRate },
])
const cells: Cell[] = order.map((o) => ({ ...o, runs: [] }))
const label = (o: { product: ProductId; page?: string; cpuRate: number }) => `${o.page ?? o.product}@${o.cpuRate}x`
const brief = (r: RunResult) =>
  `ready ${r.readyMs.toFixed(0)} ms, open ${r.openMs.toFixed(0)} ms, JS ${(r.jsBytes / 1024).toFixed(1)} KiB/${r.jsRequests} req, depth ${r.depthReady}/${r.depthVisible}, heap +${((r.heapAfter - r.heapBefore) / 1048576).toFixed(2)} MiB, blocked ${r.blocked}`
const started = Date.now()
const loadBefore = loadavg()[0]!
try {
  for (const o of order)
    console.log(
      `warm-up ${label(o)}: ${brief(await measureRun(browser, server.origin, o.product, o.cpuRate, 2, o.page))}`,
    )
  for (let run = 0; run < RUNS; run++) {
    // Rotate the order each run, so no product always goes first or right after the other.
    for (let k = 0; k < order.length; k++) {
      const cell = cells[(run + k) % order.length]!
      const result = await measureRun(browser, server.origin, cell.product, cell.cpuRate, CYCLES, cell.page)
      cell.runs.push(result)
      console.log(`run ${run + 1}/${RUNS} ${label(cell)}: ${brief(result)}`)
    }
  }
} finally {
  await browser.close()
  await server.close()
}

const version = (pkg: string) =>
  (JSON.parse(readFileSync(join(here, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version
const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: here, encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}
const hosts = (product: ProductId) =>
  [...new Set(cells.filter((c) => c.product === product).flatMap((c) => c.runs.flatMap((r) => r.blockedHosts)))].sort()
const date = new Date().toISOString().slice(0, 10)
const cpu = cpus()
const machine = `${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}, Node ${process.version}, Chromium ${chromiumVersion} headless`
const bareTable = markdownTable(cells, CYCLES)
const configuredTable = markdownTable(cells, CYCLES, 'wallet-modal-configured')
// The configured page's first open against the bare page's (within 1.5x).
const openMedian = (page: string, rate: number) =>
  stats(
    cells
      .find((c) => c.product === 'wallet-modal' && (c.page ?? c.product) === page && c.cpuRate === rate)!
      .runs.map((r) => r.openMs),
  ).median
const openRatios = RATES.map(
  (rate) =>
    `${(openMedian('wallet-modal-configured', rate) / openMedian('wallet-modal', rate)).toFixed(2)}x at CPU ${rate}x`,
).join(', ')
const table = `The bare page (one EVM network, a WalletConnect project id):

${bareTable}

The configured page (the bare page plus the embedded wallet's email field and social buttons: what AppKit's Connect view draws by default); its first open is ${openRatios} the bare page's:

${configuredTable}`
const minutes = ((Date.now() - started) / 60000).toFixed(1)
const load = `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after`

const markdown = `# wallet-modal vs Reown AppKit: the same host pages

Measured ${date} on ${machine}, with \`${COMMAND}\` (${minutes} min, ${load}).

- **wallet-modal** at commit ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', '../../src').length > 0 ? ' (with uncommitted src/ changes)' : ''}: the repository's \`dist/wallet-modal.js\` (ES module, lazy chunks) on \`pages/wallet-modal/index.html\`.
- **Reown AppKit** ${version('@reown/appkit')} with @reown/appkit-adapter-wagmi ${version('@reown/appkit-adapter-wagmi')}, wagmi ${version('wagmi')}, @wagmi/core ${version('@wagmi/core')}, viem ${version('viem')}, built by Vite ${version('vite')} (production) from \`pages/appkit/\`.
- One EVM network (Ethereum mainnet) and a WalletConnect project id on both pages; no wallet installed, so both Connect views list WalletConnect and All Wallets. wallet-modal also on \`pages/wallet-modal-configured/\` (with the embedded wallet: its email field and the seven default social buttons, as AppKit's Connect view shows them).
- One local server (brotli, quality 11, HTTP/1.1 on 127.0.0.1); every request to any other host aborted (Playwright routes) and counted. ${RUNS} interleaved cold runs per column (a fresh browser context each, order rotated every run, one discarded warm-up), ${CYCLES} open/close cycles for the heap; CPU throttling through CDP \`Emulation.setCPUThrottlingRate\`.

${table}

Blocked hosts. wallet-modal: ${hosts('wallet-modal').join(', ') || 'none'}. AppKit: ${hosts('appkit').join(', ') || 'none'}.

Definitions: *ready* is the host page's \`performance.mark('ready')\` once the element can be driven
(wallet-modal: \`customElements.whenDefined('wallet-modal')\` and \`setOptions()\` returned; AppKit:
\`createAppKit()\`'s \`ready()\` resolved and \`<w3m-modal>\` defined). *Connect visible*: the first
animation frame after \`open()\` in which the wallet list has a box (wallet-modal:
\`[data-view=Connect] li\`; AppKit: \`wui-list-wallet\` in \`<w3m-modal>\`'s shadow DOM). *JavaScript*:
the brotli bodies as transferred (Resource Timing \`encodedBodySize\`, headers not counted) of the \`.js\`
requests started before visible.
*Request depth*: the longest chain of requests each started after the previous one finished (the
document is 0). *Heap*: V8 heap used after two \`HeapProfiler.collectGarbage\`, after the first
open/close and after the cycles (each cycle waits for the list, then for closed).
`
writeFileSync(join(here, 'RESULTS.md'), markdown)
console.log(`\n${table}\n\nwrote ${join(here, 'RESULTS.md')}`)

// The benchmarks page of the docs shows the latest table between its compare markers.
const page = join(here, '../../docs/contributing/benchmarks.md')
const START = '<!-- bench/compare:start -->'
const END = '<!-- bench/compare:end -->'
const text = readFileSync(page, 'utf8')
if (text.includes(START) && text.includes(END)) {
  const block = `${START}\nMeasured ${date} on ${machine}, with \`${COMMAND}\` (${RUNS} interleaved cold runs, ${CYCLES} open/close cycles, ${load}; Reown AppKit ${version('@reown/appkit')} with its wagmi adapter):\n\n${table}\n${END}`
  writeFileSync(page, text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length))
  console.log(`updated the table in ${page}`)
}
