/**
 * The size budgets (bench/budgets.ts) over the built script-tag bundle: `npm test` builds first.
 * Prints the table; fails naming every step over its budget and the files it loads.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import {
  budgets,
  ENTRY_MODULES,
  formatBudgetTable,
  ICON_MODULE,
  measureBudgets,
  requestDepthToReady,
} from './budgets.js'
import { ICON_PACKAGE, iconChunks, readManifest } from './manifest.js'

const dist = join(import.meta.dirname, '../dist')

// Brotli at quality 11 over ~60 files takes seconds on a busy machine: a generous timeout, no timing asserted.
test('the script-tag build stays within its size budgets', { timeout: 120_000 }, () => {
  if (!existsSync(join(dist, 'script-tag-manifest.json')))
    throw new Error('dist/script-tag-manifest.json is missing: run npm run build first')
  const manifest = readManifest(dist)
  const results = measureBudgets(manifest, dist, budgets)
  const depth = requestDepthToReady(manifest)
  console.log(formatBudgetTable(results, depth))
  const over = results
    .filter((r) => r.over)
    .map(
      (r) =>
        `${r.row.name}: ${r.gzipBytes} B gzip (budget ${r.row.gzip})${r.row.brotli ? `, ${r.brotliBytes} B brotli (budget ${r.row.brotli})` : ''} in ${r.files.join(', ')}`,
    )
  expect(over, 'steps over their size budget').toEqual([])
  expect(depth, 'request depth to ready (the entry must import nothing statically)').toBe(1)
})

test('small parts folded into the entry stay within their own budgets (minified bytes)', () => {
  const manifest = readManifest(dist)
  const modules = manifest.chunks[manifest.entry]!.modules
  for (const { module, bytes } of ENTRY_MODULES) {
    console.log(`${module} in the entry: ${modules[module]} B minified (budget ${bytes})`)
    expect(modules[module], `${module} is in the entry`).toBeGreaterThan(0)
    expect(modules[module], `${module} in the entry, minified bytes`).toBeLessThanOrEqual(bytes)
  }
})

test('every icon of the icon set is a lazy chunk of its own, within its budget, and none is in the entry', () => {
  const manifest = readManifest(dist)
  const icons = iconChunks(manifest)
  expect(icons.length, 'icon chunks').toBeGreaterThan(50)
  for (const { file, module } of icons) {
    expect(Object.keys(manifest.chunks[file]!.modules), `${file} holds its icon alone`).toEqual([module])
    expect(gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, `${file}, gzip`).toBeLessThanOrEqual(
      ICON_MODULE.gzip,
    )
  }
  const elsewhere = Object.entries(manifest.chunks).flatMap(([file, chunk]) =>
    Object.keys(chunk.modules)
      .filter((m) => ICON_PACKAGE.test(`/${m}`) && chunk.facade !== m)
      .map((m) => `${m} in ${file}`),
  )
  expect(elsewhere, 'icon modules folded into other chunks').toEqual([])
})
