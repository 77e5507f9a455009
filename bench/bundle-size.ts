/**
 * Bundle size of the script-tag build (run after `npm run build`): raw and gzip per file, the
 * total, and the JavaScript a script-tag host loads before the Connect view can paint — the
 * entry plus its static imports, transitively (lazy chunks load later). EVM-only host.
 * Prints numbers; asserts nothing.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

interface Metafile {
  outputs: Record<string, { bytes: number; imports: { path: string; kind: string }[]; entryPoint?: string; inputs: Record<string, { bytesInOutput: number }> }>
}

const root = join(import.meta.dirname, '..')
const meta = JSON.parse(readFileSync(join(root, 'dist/metafile-esm.json'), 'utf8')) as Metafile
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const sizes = (file: string) => {
  const buf = readFileSync(join(root, file))
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
}
/** The largest package (or src folder) inside an output, to tell chunks apart. */
const mainInput = (file: string) => {
  const by: Record<string, number> = {}
  for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[file]!.inputs)) {
    const key = input.includes('node_modules/')
      ? input.split('node_modules/').pop()!.split('/').slice(0, input.split('node_modules/').pop()!.startsWith('@') ? 2 : 1).join('/')
      : input.split('/').slice(0, 3).join('/')
    by[key] = (by[key] ?? 0) + bytesInOutput
  }
  return Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k]) => k).join(', ')
}

/** What a chunk is for, from the source files it holds. */
const role = (file: string) => {
  const inputs = Object.keys(meta.outputs[file]!.inputs)
  if (meta.outputs[file]!.entryPoint?.endsWith('scriptTag.ts')) return 'entry'
  if (inputs.some((i) => i.startsWith('src/chains/solana/adapter'))) return 'Solana adapter'
  if (inputs.some((i) => i.startsWith('src/chains/solana/'))) return 'Solana discovery'
  if (inputs.some((i) => i.startsWith('src/chains/eip155/adapter'))) return 'EVM adapter'
  if (inputs.some((i) => i.startsWith('src/features/account/'))) return 'Account view'
  if (inputs.some((i) => i.includes('@solana/'))) return 'Solana (shared)'
  return 'shared'
}

const js = Object.keys(meta.outputs).filter((f) => f.endsWith('.js'))
const entry = js.find((f) => meta.outputs[f]!.entryPoint?.endsWith('scriptTag.ts'))!
const eager = new Set<string>()
const visit = (f: string) => {
  if (eager.has(f)) return
  eager.add(f)
  for (const i of meta.outputs[f]!.imports) if (i.kind === 'import-statement') visit(i.path)
}
visit(entry)

console.log('Script-tag ES module build (dist/wallet-modal.js + dist/chunks/)')
console.log('file'.padEnd(44), 'raw'.padStart(10), 'gzip'.padStart(10), '  loads   ', 'role'.padEnd(18), 'main contents')
let total = { raw: 0, gzip: 0 }
let before = { raw: 0, gzip: 0 }
for (const f of js.sort((a, b) => meta.outputs[b]!.bytes - meta.outputs[a]!.bytes)) {
  const s = sizes(f)
  total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip }
  if (eager.has(f)) before = { raw: before.raw + s.raw, gzip: before.gzip + s.gzip }
  console.log(f.padEnd(44), kb(s.raw).padStart(10), kb(s.gzip).padStart(10), eager.has(f) ? '  eager  ' : '  lazy   ', role(f).padEnd(18), mainInput(f))
}
console.log('total'.padEnd(44), kb(total.raw).padStart(10), kb(total.gzip).padStart(10))
const solana = js.filter((f) => role(f).startsWith('Solana')).reduce((n, f) => n + sizes(f).gzip, 0)
console.log(`Solana chunks (loaded only when a Solana network is configured): ${kb(solana)} gzip`)
console.log(`JavaScript before the Connect view paints (EVM only): ${kb(before.raw)} raw, ${kb(before.gzip)} gzip (budget 150 KB gzip)`)
const iife = sizes('dist/wallet-modal.iife.js')
console.log(`Single-file fallback dist/wallet-modal.iife.js: ${kb(iife.raw)} raw, ${kb(iife.gzip)} gzip`)
