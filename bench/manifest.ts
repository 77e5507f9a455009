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

/** The lazy chunk that is the dynamic import of `source` (a path like `src/features/send/WalletSendView.tsx`). */
export function chunkOf(manifest: ScriptTagManifest, source: string): string {
  const found = Object.entries(manifest.chunks).find(([, c]) => c.facade === source)
  if (!found) throw new Error(`no lazy chunk is the dynamic import of ${source}`)
  return found[0]
}
