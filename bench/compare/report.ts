/**
 * Turns the runs into one markdown table: per metric and CPU rate, wallet-modal's and AppKit's
 * median (min–max) and the ratio of the medians (AppKit ÷ wallet-modal: how many times more).
 */
import type { RunResult } from './measure.js'

export interface Cell {
  product: 'wallet-modal' | 'appkit'
  /** The page's folder on the server, when not the product's own: `wallet-modal-configured`. */
  page?: string
  cpuRate: number
  runs: RunResult[]
}

/** Column titles of wallet-modal's pages. */
const PAGE_TITLES: Record<string, string> = {
  'wallet-modal': 'wallet-modal',
  'wallet-modal-configured': 'wallet-modal configured',
}

interface Metric {
  label: string
  value: (r: RunResult) => number
  format: (n: number) => string
  /** false for counts where a ratio says little (blocked requests) */
  ratio?: boolean
}

const KiB = 1024
const MiB = 1024 * 1024
const ms = (n: number) => n.toFixed(0)
const int = (n: number) => n.toFixed(0)

/** The rows, in order; `cycles` is the number of open/close cycles the heap rows follow. */
export const metrics = (cycles: number): Metric[] => [
  { label: 'navigation → element ready (ms)', value: (r) => r.readyMs, format: ms },
  { label: 'first open() → Connect visible (ms)', value: (r) => r.openMs, format: ms },
  { label: 'JavaScript before visible (KiB, brotli)', value: (r) => r.jsBytes / KiB, format: (n) => n.toFixed(1) },
  { label: 'JavaScript requests before visible', value: (r) => r.jsRequests, format: int },
  { label: 'all requests before visible (document included)', value: (r) => r.requests, format: int },
  { label: 'request depth to ready (round trips)', value: (r) => r.depthReady, format: int },
  { label: 'request depth to visible (round trips)', value: (r) => r.depthVisible, format: int },
  {
    label: `heap after ${cycles} open/close cycles (MiB, after GC)`,
    value: (r) => r.heapAfter / MiB,
    format: (n) => n.toFixed(2),
  },
  {
    label: `heap growth over those ${cycles} cycles (MiB)`,
    value: (r) => (r.heapAfter - r.heapBefore) / MiB,
    format: (n) => n.toFixed(2),
  },
  { label: 'foreign requests blocked (whole run)', value: (r) => r.blocked, format: int, ratio: false },
]

export function stats(xs: number[]): { min: number; median: number; max: number } {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return { min: s[0]!, median: s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2, max: s[s.length - 1]! }
}

const cellText = (xs: number[], m: Metric) => {
  const s = stats(xs)
  const [min, median, max] = [m.format(s.min), m.format(s.median), m.format(s.max)]
  return min === max ? median : `${median} (${min}–${max})`
}

const ratioText = (ours: number, theirs: number) => (ours > 0 && theirs > 0 ? `${(theirs / ours).toFixed(1)}x` : '–')

/**
 * The markdown table: one row per metric, one column group per CPU rate; wallet-modal's column is
 * its page `page` (the bare page by default, or the configured one).
 */
export function markdownTable(cells: Cell[], cycles: number, page = 'wallet-modal'): string {
  const rates = [...new Set(cells.map((c) => c.cpuRate))].sort((a, b) => a - b)
  const find = (product: Cell['product'], rate: number) =>
    cells.find(
      (c) => c.product === product && c.cpuRate === rate && (product === 'appkit' || (c.page ?? c.product) === page),
    )!
  const head = [
    'metric: median (min–max)',
    ...rates.flatMap((r) => [`${PAGE_TITLES[page] ?? page}, CPU ${r}x`, `AppKit, CPU ${r}x`, 'AppKit ÷ ours']),
  ]
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`]
  for (const m of metrics(cycles)) {
    const row = [m.label]
    for (const rate of rates) {
      const ours = find('wallet-modal', rate).runs.map(m.value)
      const theirs = find('appkit', rate).runs.map(m.value)
      row.push(
        cellText(ours, m),
        cellText(theirs, m),
        m.ratio === false ? '' : ratioText(stats(ours).median, stats(theirs).median),
      )
    }
    lines.push(`| ${row.join(' | ')} |`)
  }
  return lines.join('\n')
}
