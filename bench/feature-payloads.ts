/**
 * The payload of the wallet features' lazy chunks (run after `npm run build`): what opening Swap
 * and the on-ramp downloads after Account, and nothing before (neither is in the entry
 * beyond its registration). Uses the budget rows of bench/budgets.ts; prints numbers, asserts nothing.
 */
import { join } from 'node:path'
import { budgets, measureBudgets } from './budgets.js'
import { readManifest } from './manifest.js'

const dist = join(import.meta.dirname, '..', 'dist')
const manifest = readManifest(dist)
const rows = budgets.filter((row) => /^(Swap|On-ramp|WalletReceive)[,:]/.test(row.name))
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`
const entryFiles = new Set([manifest.entry])
console.log('Wallet features, loaded only when opened (after Account): new JavaScript per view')
console.log(
  `${'view'.padEnd(92)} ${'files'.padStart(5)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
)
for (const r of measureBudgets(manifest, dist, rows)) {
  if (r.files.some((f) => entryFiles.has(f))) throw new Error(`${r.row.name} counts the entry`)
  console.log(
    `${r.row.name.padEnd(92)} ${String(r.files.length).padStart(5)} ${kb(r.raw).padStart(9)} ${kb(r.gzipBytes).padStart(9)} ${kb(r.brotliBytes).padStart(9)}`,
  )
  console.log(`  ${r.files.join(', ')}`)
}
