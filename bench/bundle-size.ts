/**
 * Bundle size of the script-tag build (run after `npm run build`): raw, gzip and brotli per file
 * from dist/script-tag-manifest.json, the total, and the JavaScript a script-tag host loads before
 * the Connect view can paint (the entry and its static imports, transitively: the entry alone when
 * its static graph is folded), then the icon set's modules (each a lazy chunk of its own)
 * with their sizes. The per-step budgets are bench/budgets.ts (a test in `npm test`).
 * Prints numbers; asserts nothing.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { iconChunks, readManifest, staticClosure } from './manifest.js'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const manifest = readManifest(dist)
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
const sizes = (path: string) => {
  const buf = readFileSync(path)
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  }
}
/** The largest packages (or src folders) inside a chunk, to tell chunks apart. */
const mainContents = (file: string) => {
  const by: Record<string, number> = {}
  for (const [id, n] of Object.entries(manifest.chunks[file]!.modules)) {
    const inPackage = id.split('node_modules/')[1]
    const key = inPackage
      ? inPackage
          .split('/')
          .slice(0, inPackage.startsWith('@') ? 2 : 1)
          .join('/')
      : id.split('/').slice(0, 3).join('/')
    by[key] = (by[key] ?? 0) + n
  }
  return Object.entries(by)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k]) => k)
    .join(', ')
}

const eager = staticClosure(manifest, manifest.entry)
const files = Object.keys(manifest.chunks).sort((a, b) => manifest.chunks[b]!.bytes - manifest.chunks[a]!.bytes)
console.log('Script-tag ES module build (dist/wallet-modal.js + dist/chunks/)')
console.log(
  'file'.padEnd(44),
  'raw'.padStart(10),
  'gzip'.padStart(10),
  'brotli'.padStart(10),
  '  loads  ',
  'lazy import of / main contents',
)
const total = { raw: 0, gzip: 0, brotli: 0 }
const before = { raw: 0, gzip: 0, brotli: 0 }
for (const f of files) {
  const s = sizes(join(dist, f))
  for (const k of ['raw', 'gzip', 'brotli'] as const) {
    total[k] += s[k]
    if (eager.has(f)) before[k] += s[k]
  }
  const chunk = manifest.chunks[f]!
  console.log(
    f.padEnd(44),
    kib(s.raw).padStart(10),
    kib(s.gzip).padStart(10),
    kib(s.brotli).padStart(10),
    eager.has(f) ? '  eager  ' : '  lazy   ',
    chunk.facade ?? mainContents(f),
  )
}
console.log(
  'total'.padEnd(44),
  kib(total.raw).padStart(10),
  kib(total.gzip).padStart(10),
  kib(total.brotli).padStart(10),
)
console.log(
  `JavaScript before the Connect view paints: ${eager.size} file(s), ${kib(before.raw)} raw, ${kib(before.gzip)} gzip, ${kib(before.brotli)} brotli`,
)
const loader = sizes(join(dist, 'wallet-modal.iife.js'))
console.log(
  `Classic-script loader dist/wallet-modal.iife.js: ${loader.raw} B raw, ${loader.gzip} B gzip (it import()s the ES entry beside it)`,
)

// The icon set's icons, each a lazy chunk loaded when a logo first shows it.
const icons = iconChunks(manifest).map((icon) => ({ ...icon, ...sizes(join(dist, icon.file)) }))
console.log(`\nIcon modules (@web3icons/core, each a lazy chunk of its own): ${icons.length}`)
console.log('icon'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10), '  file')
for (const icon of icons) {
  const name = icon.module.replace(/^.*\/svgs\//, '').replace(/\.svg\.js$/, '')
  console.log(
    name.padEnd(44),
    `${icon.raw} B`.padStart(10),
    `${icon.gzip} B`.padStart(10),
    `${icon.brotli} B`.padStart(10),
    ` ${icon.file}`,
  )
}
const sum = (k: 'raw' | 'gzip' | 'brotli') => icons.reduce((n, icon) => n + icon[k], 0)
const gz = icons.map((icon) => icon.gzip).sort((a, b) => a - b)
console.log(
  `icons: ${icons.length} modules, ${kib(sum('raw'))} raw, ${kib(sum('gzip'))} gzip, ${kib(sum('brotli'))} brotli in all; ` +
    `one icon ${gz[0]}–${gz[gz.length - 1]} B gzip (median ${gz[Math.floor(gz.length / 2)]} B); a view downloads only the icons it shows`,
)
