import assert from 'node:assert/strict'
import { test } from 'node:test'
import { requestDepth } from './measure.js'
import { markdownTable, stats } from './report.js'
import type { RunResult } from './measure.js'

test('request depth counts requests that waited for an earlier one to finish', () => {
  assert.equal(requestDepth([]), 0)
  // entry script, two imports started after it finished, one lazy chunk after those
  const entry = { startTime: 10, responseEnd: 20 }
  const a = { startTime: 21, responseEnd: 30 }
  const b = { startTime: 22, responseEnd: 31 }
  const lazy = { startTime: 40, responseEnd: 45 }
  assert.equal(requestDepth([entry]), 1)
  assert.equal(requestDepth([lazy, b, entry, a]), 3)
  // modulepreload: everything requested while the entry is still in flight is one round trip
  assert.equal(requestDepth([entry, { startTime: 11, responseEnd: 19 }, { startTime: 12, responseEnd: 25 }]), 1)
})

test('stats: min, median (mean of the middle two when even), max', () => {
  assert.deepEqual(stats([3, 1, 2]), { min: 1, median: 2, max: 3 })
  assert.deepEqual(stats([4, 1, 3, 2]), { min: 1, median: 2.5, max: 4 })
})

test('the table gives median (min–max) and the ratio of medians, AppKit over ours', () => {
  const run = (readyMs: number): RunResult => ({
    readyMs,
    openMs: 10,
    jsBytes: 1024,
    jsRequests: 2,
    requests: 3,
    depthReady: 1,
    depthVisible: 1,
    heapBefore: 1048576,
    heapAfter: 2 * 1048576,
    blocked: 0,
    blockedHosts: [],
  })
  const table = markdownTable(
    [
      { product: 'wallet-modal', cpuRate: 1, runs: [run(100), run(200), run(300)] },
      { product: 'appkit', cpuRate: 1, runs: [run(900), run(1000), run(1100)] },
    ],
    100,
  )
  const ready = table.split('\n').find((l) => l.startsWith('| navigation'))!
  assert.equal(ready, '| navigation → element ready (ms) | 200 (100–300) | 1000 (900–1100) | 5.0x |')
  assert.match(table, /\| heap growth over those 100 cycles \(MiB\) \| 1\.00 \| 1\.00 \| 1\.0x \|/)
})

test('the configured page gets a table of its own against the same AppKit runs', () => {
  const run = (openMs: number): RunResult => ({
    readyMs: 100,
    openMs,
    jsBytes: 1024,
    jsRequests: 2,
    requests: 3,
    depthReady: 1,
    depthVisible: 1,
    heapBefore: 1048576,
    heapAfter: 2 * 1048576,
    blocked: 0,
    blockedHosts: [],
  })
  const cells = [
    { product: 'wallet-modal' as const, cpuRate: 1, runs: [run(5)] },
    { product: 'wallet-modal' as const, page: 'wallet-modal-configured', cpuRate: 1, runs: [run(10)] },
    { product: 'appkit' as const, cpuRate: 1, runs: [run(60)] },
  ]
  const open = (table: string) => table.split('\n').find((l) => l.startsWith('| first open'))!
  assert.equal(open(markdownTable(cells, 100)), '| first open() → Connect visible (ms) | 5 | 60 | 12.0x |')
  assert.equal(
    open(markdownTable(cells, 100, 'wallet-modal-configured')),
    '| first open() → Connect visible (ms) | 10 | 60 | 6.0x |',
  )
  assert.match(
    markdownTable(cells, 100, 'wallet-modal-configured'),
    /^\| metric: median \(min–max\) \| wallet-modal configured, CPU 1x \| AppKit, CPU 1x \|/,
  )
})
