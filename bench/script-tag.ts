/**
 * The script-tag build on a bare host page (run after `npm run build`; `npm run bench` does): the
 * same page bench/compare uses (a heading, a Connect button, one EVM network), once over the ES
 * module entry and once over the classic-script loader, served from one local server with brotli
 * (quality 11, as a CDN would), measured interleaved in one headless Chromium over RUNS (21) cold
 * runs each, with bench/compare's own measureRun: navigation → element ready, first open() →
 * Connect visible, JavaScript (brotli, as transferred) and requests before visible, request depth.
 * Then the size budgets (bench/budgets.ts). Prints numbers and how they stand against the first paint's
 * targets; asserts nothing (timings are never tests).
 *
 * Then the configured page (bench/compare's `pages/wallet-modal-configured/`,
 * the bare page plus WalletConnect, the embedded wallet's email field and the social buttons, what
 * AppKit's Connect view draws by default) against the bare page, over the ES entry, interleaved
 * with the runs above, at CPU 1x and 4x (CDP `Emulation.setCPUThrottlingRate`): its first open
 * must stay within 1.5x of the bare page's.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { extname, join } from 'node:path'
import { constants, brotliCompressSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { measureRun, type RunResult } from './compare/measure.js'
import { stats } from './compare/report.js'
import { budgets, formatBudgetTable, measureBudgets, requestDepthToReady } from './budgets.js'
import { readManifest } from './manifest.js'

const RUNS = Number(process.env.RUNS ?? 21)
const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
if (!existsSync(join(dist, 'script-tag-manifest.json'))) throw new Error('dist/ is missing: run npm run build first')

// The bare page of bench/compare, and the same page over the classic-script loader.
const esPage = readFileSync(join(root, 'bench/compare/pages/wallet-modal/index.html'), 'utf8')
const iifePage = esPage.replace(
  '<script type="module" src="./dist/wallet-modal.js"></script>',
  '<script src="./dist/wallet-modal.iife.js"></script>',
)
if (iifePage === esPage)
  throw new Error('bench/compare/pages/wallet-modal/index.html no longer loads ./dist/wallet-modal.js')
// The configured page of bench/compare: WalletConnect, the email field, the social buttons.
const configuredPage = readFileSync(join(root, 'bench/compare/pages/wallet-modal-configured/index.html'), 'utf8')

/** Every file a page may load, pre-compressed: `/<page>/index.html` and `/<page>/dist/...`. */
const files = new Map<string, { body: Buffer; br: Buffer; type: string }>()
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }
const add = (path: string, body: Buffer) =>
  files.set(path, {
    body,
    br: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    type: path.endsWith('/') ? types['.html']! : (types[extname(path)] ?? 'application/octet-stream'),
  })
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
const scriptFiles = walk(dist).filter((f) => f.endsWith('.js') && !f.includes('/npm/') && !f.includes('/signer/'))
for (const [page, html] of [
  ['wallet-modal', esPage],
  ['wallet-modal-iife', iifePage],
  ['wallet-modal-configured', configuredPage],
] as const) {
  add(`/${page}/`, Buffer.from(html))
  for (const f of scriptFiles) add(`/${page}/dist/${f.slice(dist.length + 1)}`, readFileSync(f))
}
const server = createServer((req, res) => {
  const file = files.get(new URL(req.url ?? '/', 'http://x').pathname)
  if (!file) return void res.writeHead(404).end('not found')
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
  res.writeHead(200, {
    'Content-Type': file.type,
    'Cache-Control': 'no-store',
    ...(br ? { 'Content-Encoding': 'br' } : {}),
  })
  res.end(br ? file.br : file.body)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const browser = await chromium.launch({
  executablePath:
    process.env.CHROMIUM_PATH || (existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium'),
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
/** Each cell: a page at a CPU throttling rate; every run measures each cell once, the order rotated. */
const cells = [
  { page: 'wallet-modal', cpuRate: 1 },
  { page: 'wallet-modal-iife', cpuRate: 1 },
  { page: 'wallet-modal-configured', cpuRate: 1 },
  { page: 'wallet-modal', cpuRate: 4 },
  { page: 'wallet-modal-configured', cpuRate: 4 },
] as const
const runs = cells.map(() => [] as RunResult[])
const loadBefore = loadavg()
const started = Date.now()
try {
  for (const cell of cells) await measureRun(browser, origin, 'wallet-modal', cell.cpuRate, 0, cell.page) // warm-up, discarded
  for (let run = 0; run < RUNS; run++)
    for (let k = 0; k < cells.length; k++) {
      const i = (run + k) % cells.length
      runs[i]!.push(await measureRun(browser, origin, 'wallet-modal', cells[i]!.cpuRate, 0, cells[i]!.page))
    }
} finally {
  await browser.close()
  server.close()
}
const loadAfter = loadavg()

const cell = (xs: number[], digits = 0) => {
  const s = stats(xs)
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
}
const median = (xs: number[]) => stats(xs).median
const [es, iife, configured, es4, configured4] = runs as [
  RunResult[],
  RunResult[],
  RunResult[],
  RunResult[],
  RunResult[],
]
const rows: [string, (r: RunResult) => number, number][] = [
  ['navigation → element ready (ms)', (r) => r.readyMs, 0],
  ['first open() → Connect visible (ms)', (r) => r.openMs, 1],
  ['JavaScript before visible (KiB, brotli)', (r) => r.jsBytes / 1024, 1],
  ['JavaScript requests before visible', (r) => r.jsRequests, 0],
  ['request depth to ready (round trips)', (r) => r.depthReady, 0],
  ['request depth to visible (round trips)', (r) => r.depthVisible, 0],
]
console.log(
  `\nBare host page, ${RUNS} interleaved cold runs per page, CPU 1x, ${cpus().length} CPUs, load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after (${((Date.now() - started) / 1000).toFixed(0)} s)`,
)
console.log(`${'metric: median (min–max)'.padEnd(42)} ${'ES module entry'.padEnd(22)} classic-script loader (IIFE)`)
for (const [label, value, digits] of rows)
  console.log(`${label.padEnd(42)} ${cell(es.map(value), digits).padEnd(22)} ${cell(iife.map(value), digits)}`)

// The page real hosts configure (WalletConnect, email, socials) against the bare one.
const ratioText = (ours: RunResult[], base: RunResult[], value: (r: RunResult) => number) =>
  `${(median(ours.map(value)) / median(base.map(value))).toFixed(2)}x`
console.log(
  `\nBare vs configured page (WalletConnect, email field, social buttons), ES entry, the same ${RUNS} interleaved runs`,
)
console.log(
  `${'metric: median (min–max)'.padEnd(42)} ${'bare, CPU 1x'.padEnd(18)} ${'configured, CPU 1x'.padEnd(20)} ${'ratio'.padEnd(7)} ${'bare, CPU 4x'.padEnd(18)} ${'configured, CPU 4x'.padEnd(20)} ratio`,
)
for (const [label, value, digits] of rows)
  console.log(
    `${label.padEnd(42)} ${cell(es.map(value), digits).padEnd(18)} ${cell(configured.map(value), digits).padEnd(20)} ${ratioText(configured, es, value).padEnd(7)} ${cell(es4.map(value), digits).padEnd(18)} ${cell(configured4.map(value), digits).padEnd(20)} ${ratioText(configured4, es4, value)}`,
  )

const manifest = readManifest(dist)
const results = measureBudgets(manifest, dist, budgets)
console.log(
  `\nSize budgets (bench/budgets.ts, the same check as npm test):\n${formatBudgetTable(results, requestDepthToReady(manifest))}`,
)

const ready = median(es.map((r) => r.readyMs))
const iifeRatio = median(iife.map((r) => r.readyMs)) / ready
const check = (ok: boolean, text: string) => console.log(`${ok ? 'met ' : 'MISS'}  ${text}`)
console.log('\nFirst paint targets:')
check(ready <= 150, `navigation → ready median ${ready.toFixed(0)} ms (≤ 150 ms)`)
check(
  median(es.map((r) => r.openMs)) <= 16,
  `first open median ${median(es.map((r) => r.openMs)).toFixed(1)} ms (≤ 16 ms)`,
)
const jsKiB = median(es.map((r) => r.jsBytes)) / 1024
check(jsKiB <= 70, `JavaScript before visible ${jsKiB.toFixed(1)} KiB brotli as transferred (≤ 70 KiB)`)
check(median(es.map((r) => r.depthReady)) === 1, `request depth to ready ${median(es.map((r) => r.depthReady))} (1)`)
check(
  iifeRatio <= 1.3,
  `IIFE loader ready ${median(iife.map((r) => r.readyMs)).toFixed(0)} ms = ${iifeRatio.toFixed(2)}x the ES entry's (≤ 1.3x)`,
)
check(
  results.every((r) => !r.over),
  `every lazy chunk within its budget (${results.filter((r) => r.over).length} over)`,
)
console.log('\nConfigured page target:')
for (const [base, ours, rate] of [
  [es, configured, 1],
  [es4, configured4, 4],
] as const) {
  const open = (xs: readonly RunResult[]) => median(xs.map((r) => r.openMs))
  check(
    open(ours) <= 1.5 * open(base),
    `configured page's first open at CPU ${rate}x: median ${open(ours).toFixed(1)} ms = ${(open(ours) / open(base)).toFixed(2)}x the bare page's ${open(base).toFixed(1)} ms (≤ 1.5x)`,
  )
}
