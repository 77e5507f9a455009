/**
 * The chunk graph of the script-tag build, as `scripts/build-script-tag.ts` writes it to
 * `dist/script-tag-manifest.json`, and the questions the size budgets ask of it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ScriptTagChunk {
  /** Minified size in bytes. */
  bytes: number
  /** Chunks it imports statically (paths relative to dist/). */
  imports: string[]
  /** Chunks it may `import()`. */
  dynamicImports: string[]
  /** The source module a lazy chunk is the dynamic import of (`src/...` or a package path), else null. */
  facade: string | null
  /** Source modules it holds (`src/...` or `.../node_modules/...`), with their rendered size in bytes. */
  modules: Record<string, number>
}

export interface ScriptTagManifest {
  /** The entry file, relative to dist/ (`wallet-modal.js`). */
  entry: string
  /** Every JavaScript file of the build by path relative to dist/. */
  chunks: Record<string, ScriptTagChunk>
}

/** Reads `dist/script-tag-manifest.json` (run `npm run build` first). */
export function readManifest(distDir: string): ScriptTagManifest {
  return JSON.parse(readFileSync(join(distDir, 'script-tag-manifest.json'), 'utf8')) as ScriptTagManifest
}

/** `file` and every chunk it imports statically, transitively: what loading it fetches. */
export function staticClosure(manifest: ScriptTagManifest, file: string): Set<string> {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    for (const next of manifest.chunks[f]?.imports ?? []) visit(next)
  }
  visit(file)
  return seen
}

/**
 * The lazy chunk that is the dynamic import of `source` (a path like
 * `src/features/send/WalletSendView.tsx`), else the lazy chunk that holds the module `source`
 * (a part several views import statically, such as `src/ui/TokenPicker.tsx`).
 */
export function chunkOf(manifest: ScriptTagManifest, source: string): string {
  const chunks = Object.entries(manifest.chunks)
  const found =
    chunks.find(([, c]) => c.facade === source) ??
    chunks.find(([file, c]) => file !== manifest.entry && source in c.modules)
  if (!found) throw new Error(`no lazy chunk is the dynamic import of ${source} or holds it`)
  return found[0]
}

/** The icon set's package: each of its icons must be a lazy chunk of its own. */
export const ICON_PACKAGE =
  /\/node_modules\/@web3icons\/core\/dist\/svgs\/(wallets|networks|tokens)\/[^/]+\/[^/]+\.svg\.js$/

/** The icon modules' chunks: file, the module it is the import of, and its minified bytes. */
export function iconChunks(manifest: ScriptTagManifest): { file: string; module: string; bytes: number }[] {
  return Object.entries(manifest.chunks)
    .filter(([, c]) => c.facade !== null && ICON_PACKAGE.test(`/${c.facade}`))
    .map(([file, c]) => ({ file, module: c.facade!, bytes: c.bytes }))
    .sort((a, b) => a.module.localeCompare(b.module))
}
