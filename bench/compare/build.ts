/**
 * Builds both bare host pages into build/site/ and brotli-compresses every file beside it (.br,
 * quality 11, as a CDN would serve it):
 * - /wallet-modal/: pages/wallet-modal/index.html + the repository's dist/ (rebuilt first with the
 *   root `npm run build` unless SKIP_ROOT_BUILD=1; the root install must be done);
 * - /wallet-modal-configured/: pages/wallet-modal-configured/index.html + the same dist/;
 * - /appkit/: pages/appkit/ built with Vite in production mode (vite.config.ts).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, brotliCompressSync } from 'node:zlib'
import { build } from 'vite'

const here = import.meta.dirname
const root = join(here, '../..')
const site = join(here, 'build/site')

if (process.env.SKIP_ROOT_BUILD !== '1') {
  console.log('== root: npm run build')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
if (!existsSync(join(root, 'dist/wallet-modal.js')))
  throw new Error(`${join(root, 'dist/wallet-modal.js')} is missing: run npm run build at the repository root`)

rmSync(site, { recursive: true, force: true })
// The bare page, and the configured one (WalletConnect, the email field, the social buttons).
for (const page of ['wallet-modal', 'wallet-modal-configured']) {
  mkdirSync(join(site, page), { recursive: true })
  cpSync(join(here, `pages/${page}/index.html`), join(site, `${page}/index.html`))
  // The script-tag build only: no source maps, no npm entries, no metafile.
  cpSync(join(root, 'dist'), join(site, `${page}/dist`), {
    recursive: true,
    filter: (src) => !src.endsWith('.map') && !src.endsWith('.json') && !src.includes('/dist/npm'),
  })
}

console.log('== appkit: vite build (production)')
await build({ configFile: join(here, 'vite.config.ts') })

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
  )
const compressible = /\.(html|js|mjs|css|json|svg|txt|wasm)$/
const totals: Record<string, { raw: number; br: number; files: number }> = {}
for (const file of files(site)) {
  if (!compressible.test(file)) continue
  const raw = readFileSync(file)
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  })
  writeFileSync(`${file}.br`, br)
  const product = file.slice(site.length + 1).split('/')[0]!
  const t = (totals[product] ??= { raw: 0, br: 0, files: 0 })
  t.raw += raw.length
  t.br += br.length
  t.files++
}
for (const [product, t] of Object.entries(totals))
  console.log(
    `${product}: ${t.files} files, ${(t.raw / 1024).toFixed(1)} KiB raw, ${(t.br / 1024).toFixed(1)} KiB brotli (everything built, not what a page loads)`,
  )
