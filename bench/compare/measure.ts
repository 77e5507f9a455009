/**
 * One cold run of one product at one CPU throttling rate, in a fresh browser context: navigation →
 * element ready, first open() → Connect visible, what was fetched before it was visible, the
 * request depth, and the heap before and after open/close cycles. Every request to a host other
 * than the local server is aborted and counted.
 */
import type { Browser, CDPSession } from 'playwright-core'
import { installPageHelpers, type BenchHelpers, type ProductId } from './page-helpers.js'

export interface RunResult {
  /** navigation start → the page's `ready` mark (ms) */
  readyMs: number
  /** open() → Connect list laid out (ms) */
  openMs: number
  /** JavaScript bodies fetched before Connect was visible, as transferred (brotli), bytes */
  jsBytes: number
  jsRequests: number
  /** same-origin requests started before Connect was visible, the document included */
  requests: number
  /** request depth (round trips) before the element was ready and before Connect was visible */
  depthReady: number
  depthVisible: number
  /** V8 heap used after a full GC, after the first open/close and after `cycles` more (bytes) */
  heapBefore: number
  heapAfter: number
  /** requests and WebSockets to any other host, aborted (the whole run) */
  blocked: number
  blockedHosts: string[]
}

const STEP_TIMEOUT = 120_000

/**
 * `path` is the page's folder on the server (default the product id); the root bench
 * (`bench/script-tag.ts`) passes another to measure the classic-script loader's page.
 */
export async function measureRun(
  browser: Browser,
  origin: string,
  product: ProductId,
  cpuRate: number,
  cycles: number,
  path: string = product,
): Promise<RunResult> {
  const context = await browser.newContext()
  try {
    const blockedHosts = new Set<string>()
    let blocked = 0
    const foreign = (url: URL) => url.origin !== origin
    await context.route(foreign, (route) => {
      blocked++
      blockedHosts.add(new URL(route.request().url()).host)
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(foreign, (ws) => {
      blocked++
      blockedHosts.add(new URL(ws.url()).host)
      ws.close()
    })
    // tsx (esbuild keepNames) wraps named functions in __name(); serialised page code needs it defined.
    await context.addInitScript('globalThis.__name ??= (f) => f')
    await context.addInitScript(installPageHelpers)
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_TIMEOUT)
    const cdp = await context.newCDPSession(page)
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })

    const url = `${origin}/${path}/`
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => performance.getEntriesByName('ready').length > 0, null, { polling: 20 })
    const readyMs = await page.evaluate(() => performance.getEntriesByName('ready')[0]!.startTime)
    const { start, end } = await page.evaluate(
      (p) => (window as unknown as { bench: BenchHelpers }).bench.timeOpen(p),
      product,
    )

    const fetched = (
      await page.evaluate(
        (before) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((e) => e.startTime <= before)
            .map((e) => ({
              name: e.name,
              encodedBodySize: e.encodedBodySize,
              decodedBodySize: e.decodedBodySize,
              startTime: e.startTime,
              responseEnd: e.responseEnd,
            })),
        end,
      )
    ).filter((e) => e.name.startsWith(`${origin}/`))
    const js = fetched.filter((e) => /\.m?js$/.test(new URL(e.name).pathname))
    const plain = js.find((e) => e.decodedBodySize > 1024 && e.encodedBodySize >= e.decodedBodySize)
    if (plain) throw new Error(`${plain.name} was not served compressed: run npm run build (it writes the .br files)`)

    await page.evaluate((p) => (window as unknown as { bench: BenchHelpers }).bench.closeAndWait(p), product)
    const heapBefore = await heapAfterGc(cdp)
    await page.evaluate(([p, n]) => (window as unknown as { bench: BenchHelpers }).bench.cycles(p, n), [
      product,
      cycles,
    ] as const)
    const heapAfter = await heapAfterGc(cdp)

    return {
      readyMs,
      openMs: end - start,
      jsBytes: js.reduce((n, e) => n + e.encodedBodySize, 0),
      jsRequests: js.length,
      requests: fetched.length + 1,
      depthReady: requestDepth(fetched.filter((e) => e.startTime <= readyMs)),
      depthVisible: requestDepth(fetched),
      heapBefore,
      heapAfter,
      blocked,
      blockedHosts: [...blockedHosts].sort(),
    }
  } finally {
    await context.close()
  }
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/**
 * Round trips as observed: the longest chain of requests in which each one started only after the
 * one before it had finished (the document is 0, a script it names 1, that script's import 2, ...).
 * Product-neutral: it needs no initiator data (bundlers' preload helpers hide the real importer).
 */
export function requestDepth(entries: { startTime: number; responseEnd: number }[]): number {
  const sorted = [...entries].sort((a, b) => a.startTime - b.startTime)
  const level: number[] = []
  sorted.forEach((e, i) => {
    let deepest = 0
    for (let j = 0; j < i; j++) if (sorted[j]!.responseEnd <= e.startTime) deepest = Math.max(deepest, level[j]!)
    level.push(deepest + 1)
  })
  return Math.max(0, ...level)
}
