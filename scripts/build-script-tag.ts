/**
 * The script-tag ES module build (`dist/wallet-modal.js` + `dist/chunks/`), with rolldown.
 *
 * One round trip to ready: every module the entry reaches through static imports is folded into
 * the entry file itself (one code-splitting group named after the entry), so a host fetches one
 * file, and no second level of chunks, before the element is defined and the Connect view can
 * paint. Everything behind a dynamic `import()` stays a lazy chunk and imports what it shares with
 * the entry from `../wallet-modal.js`, which is already in the module map by then.
 *
 * Also writes `dist/script-tag-manifest.json` (the chunk graph the size budgets in
 * `bench/budgets.ts` and `bench/bundle-size.ts` read) and `dist/THIRD-PARTY-LICENSES.txt` (the
 * bundled packages' licences, kept out of the files browsers download).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { rolldown, RUNTIME_MODULE_ID, type ChunkingContext, type Plugin } from 'rolldown'
import type { ScriptTagManifest } from '../bench/manifest.js'

const root = join(import.meta.dirname, '..')
const outDir = join(root, 'dist')
const ENTRY_NAME = 'wallet-modal'
/** Where the script-tag build's source maps go (not published: package.json's files leave it out). */
const SOURCEMAP_DIR = 'sourcemaps'
const entryId = join(root, 'src/element/scriptTag.ts')
/** A package of the React runtime this build bundles (the `scripts/script-tag-react` workspace's). */
const SCRIPT_TAG_REACT = (name: 'react' | 'react-dom') => join(root, 'scripts/script-tag-react/node_modules', name)
if (!existsSync(SCRIPT_TAG_REACT('react-dom')))
  throw new Error(
    'scripts/script-tag-react/node_modules is missing: run `npm install` (or `npm ci`) at the repository root, which installs that workspace (the React runtime the script-tag build bundles)',
  )
/** Modules of the shared react-query chunk (see the code-splitting groups below). */
const QUERY_SHARED =
  /(node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(?!infiniteQueryObserver|useInfiniteQuery|mutationObserver|useMutation)[^/]+\.js|src\/ui\/QueryProvider\.tsx|src\/core\/queryKeys\.ts)$/

/** One output file, as plain data (rolldown's chunk objects are views over native memory). */
interface Built {
  fileName: string
  isEntry: boolean
  code: string
  map: { mappings: string } & Record<string, unknown>
  imports: string[]
  dynamicImports: string[]
  facadeModuleId: string | null
  modules: Record<string, number>
}

/** Module ids reachable from the entry through static imports (computed once per build). */
let eager: Set<string> | undefined
function staticClosure(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const queue = [entryId]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * valibot is one file, and it is in the entry's static graph (the options schema checks
 * `setOptions` synchronously): left alone, every valibot function a lazy chunk uses (the getWallets
 * and history answers' schemas) would be parked in the entry too, ~1 kB brotli the first paint does
 * not run. Every other folder that imports it gets an instance of the file of its own (the
 * getWallets schema one, the history sources another), so each lazy step downloads only the
 * functions its own schemas use. valibot keeps no state of its own here (no global config,
 * language or messages are set), so its instances behave as one. The importers listed share the
 * entry's instance: the options schema, and the platform's start-up answers, whose
 * functions (looseObject, optional, string, array, boolean) the options schema has already, so
 * the entry gains nothing and a configured project's start-up chunk sheds its own copy (2.7 kB ->
 * 1.6 kB gzip).
 */
const LAZY_COPY: Record<string, string[]> = {
  valibot: [join(root, 'src/core/optionsSchema.ts'), join(root, 'src/features/platform/answers.ts')],
}
const LAZY_SUFFIX = /\?lazy-copy=.*$/
const lazyCopies: Plugin = {
  name: 'lazy-copies',
  async resolveId(source, importer, options) {
    const entryImporters = LAZY_COPY[source]
    if (!entryImporters || !importer || entryImporters.includes(importer) || LAZY_SUFFIX.test(importer)) return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    return resolved && !resolved.external
      ? { id: `${resolved.id}?lazy-copy=${relative(root, dirname(importer))}` }
      : resolved
  },
  load(id) {
    if (!LAZY_SUFFIX.test(id)) return null
    const file = id.replace(LAZY_SUFFIX, '')
    return { code: readFileSync(file, 'utf8'), moduleType: /\.tsx?$/.exec(file)?.[0].slice(1) === 'ts' ? 'ts' : 'js' }
  },
}

/**
 * Source modules whose listed importers each get an instance of their own (a `?lazy-copy=` one, as
 * valibot's above), which tree-shaking cuts to the exports that importer reads. The embedded
 * wallet's English texts are one module (features/embedded/messages.ts: one place for them), but
 * three chunks read one part of it: the Connect view's email field its three texts (with the whole
 * module, the Connect view with email login on would grow by ~1.1 kB gzip), the signer loader and
 * the EVM adapter the spec's error texts (~0.9 kB each). The email login's views and actions share
 * the whole module, and so does the field's submit (a dynamic import: its views need it next).
 * Static imports only; the copies keep plain object literals, nothing that runs at import.
 */
const OWN_COPY: Record<string, string[]> = {
  'src/features/embedded/messages.ts': [
    'src/features/embedded/EmailConnectField.tsx',
    'src/element/embeddedLoader.ts',
    'src/chains/eip155/wagmiConnectors.ts',
  ],
}
/** The importers that got their copy in this build: one that did not (it moved, or stopped importing the module) fails it. */
const copiedImporters = new Set<string>()
const ownCopies: Plugin = {
  name: 'own-copies',
  buildStart() {
    copiedImporters.clear()
  },
  buildEnd(error) {
    const missed = Object.values(OWN_COPY)
      .flat()
      .filter((importer) => !copiedImporters.has(importer))
    if (!error && missed.length > 0)
      throw new Error(`build-script-tag: OWN_COPY lists importers that import no copied module: ${missed.join(', ')}`)
  },
  async resolveId(source, importer, options) {
    if (!importer) return null
    // A copy's own imports resolve from its file, as the original's do.
    if (LAZY_SUFFIX.test(importer))
      return source.startsWith('.') ? this.resolve(source, importer.replace(LAZY_SUFFIX, ''), options) : null
    const copiedFor = Object.entries(OWN_COPY).filter(([, importers]) => importers.includes(relative(root, importer)))
    if (copiedFor.length === 0 || options.kind !== 'import-statement') return null
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
    if (!resolved || resolved.external || !copiedFor.some(([module]) => join(root, module) === resolved.id)) return null
    copiedImporters.add(relative(root, importer))
    return { id: `${resolved.id}?lazy-copy=${relative(root, importer).replace(/[^\w.-]/g, '_')}` }
  },
}

/**
 * The stylesheets (`/* css *\/` template literals) lose what CSS does not read: comments, and the
 * line breaks, indentation and spaces around `{`, `}`, `;` and `,`, and after a declaration's `:`
 * (spaces elsewhere, as in `.a :focus`, can mean something and stay).
 */
const compactCss: Plugin = {
  name: 'compact-css',
  transform(code, id) {
    if (!/\/src\/(ui|features\/\w+)\/\w*[sS]tyles\.ts$/.test(id)) return null
    return code.replace(/\/\* css \*\/ `([^`]*)`/g, (_, css: string) => {
      if ((css.match(/'[^'\n]*'|"[^"\n]*"/g) ?? []).some((quoted) => /[{};,]/.test(quoted)))
        throw new Error(`${id}: a quoted { } ; or , in a stylesheet: compact-css cannot tell it from syntax`)
      const compact = css
        .replace(/\/\*[^]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,])\s*/g, '$1')
        .replace(/([{;])([-\w]+):\s+/g, '$1$2:')
        .replace(/;}/g, '}')
        .trim()
      return `\`${compact}\``
    })
  },
}

const started = Date.now()
const bundle = await rolldown({
  plugins: [ownCopies, lazyCopies, compactCss],
  input: { [ENTRY_NAME]: entryId },
  platform: 'browser',
  // React 18.3's runtime, not the repository's React 19: 42.8 kB gzip against 64 kB for the same
  // element (docs/contributing/benchmarks.md, "The script-tag build"). Only this self-contained build bundles React; npm hosts bring theirs.
  resolve: { alias: { react: SCRIPT_TAG_REACT('react'), 'react-dom': SCRIPT_TAG_REACT('react-dom') } },
  // The entry exports nothing of its own; letting rolldown add exports is what lets lazy chunks share its modules.
  preserveEntrySignatures: false,
  tsconfig: join(root, 'tsconfig.json'),
  transform: { target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
  onLog(level, log, defaultHandler) {
    // Libraries' 'use client' directives mean nothing in a browser bundle.
    if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
    defaultHandler(level, log)
  },
})
const { output } = await bundle.generate({
  format: 'esm',
  minify: true,
  sourcemap: true,
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[hash:7].js',
  // No comments in what browsers download; the licences go to THIRD-PARTY-LICENSES.txt.
  comments: false,
  codeSplitting: {
    groups: [
      {
        debugName: 'entry graph',
        name: (id: string, ctx: ChunkingContext) => ((eager ??= staticClosure(ctx)).has(id) ? ENTRY_NAME : null),
      },
      {
        // The query client and the query hooks, with the instance's provider and keys, as one lazy
        // chunk: its users differ (the profile-name watcher needs the client, not the hooks), and
        // split by who imports what, each view would fetch two files that compress worse apart
        // (AllWallets over a getWallets API: +0.7 kB gzip). Infinite queries and mutations keep
        // chunks of their own: only AllWallets, Activity and RegisterAccountName use them.
        debugName: 'react-query',
        name: (id: string) => (QUERY_SHARED.test(id) ? 'query' : null),
      },
    ],
  },
})
await bundle.close()

const built = foldRuntime(
  output.flatMap((o): Built[] =>
    o.type === 'chunk'
      ? [
          {
            fileName: o.fileName,
            isEntry: o.isEntry,
            code: o.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''),
            map: (o.map
              ? JSON.parse(o.map.toString())
              : { version: 3, sources: [], names: [], mappings: '' }) as Built['map'],
            imports: [...o.imports],
            dynamicImports: [...o.dynamicImports],
            facadeModuleId: o.facadeModuleId,
            modules: Object.fromEntries(Object.entries(o.modules).map(([id, m]) => [id, m.renderedLength])),
          },
        ]
      : [],
  ),
)

rmSync(join(outDir, 'chunks'), { recursive: true, force: true })
rmSync(join(outDir, SOURCEMAP_DIR), { recursive: true, force: true })
// What browsers download carries no sourceMappingURL comment (source maps are not
// published, and a comment naming a file that is not served only costs bytes and a 404 in
// DevTools). The maps go to dist/sourcemaps/, a file set of the repository's build that the
// package leaves out; docs/contributing/benchmarks.md, "Source maps", says how to use them.
for (const chunk of built) {
  const file = join(outDir, chunk.fileName)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${chunk.code}\n`)
  const mapFile = join(outDir, SOURCEMAP_DIR, `${chunk.fileName}.map`)
  mkdirSync(dirname(mapFile), { recursive: true })
  writeFileSync(mapFile, JSON.stringify(chunk.map))
}
const source = (id: string) => (id.startsWith('\0') ? id.slice(1) : relative(root, id.replace(LAZY_SUFFIX, '')))
const manifest: ScriptTagManifest = {
  entry: `${ENTRY_NAME}.js`,
  chunks: Object.fromEntries(
    built.map((c) => [
      c.fileName,
      {
        bytes: Buffer.byteLength(readFileSync(join(outDir, c.fileName))),
        imports: c.imports,
        dynamicImports: c.dynamicImports,
        facade: c.facadeModuleId && !c.isEntry ? source(c.facadeModuleId) : null,
        modules: Object.fromEntries(Object.entries(c.modules).map(([id, n]) => [source(id), n])),
      },
    ]),
  ),
}
writeFileSync(join(outDir, 'script-tag-manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`)
writeFileSync(join(outDir, 'THIRD-PARTY-LICENSES.txt'), licences(built))
const entry = built.find((c) => c.isEntry)!
if (entry.imports.length > 0)
  throw new Error(`the entry still imports ${entry.imports.join(', ')}: its static graph must be folded into it`)
console.log(`script tag: dist/${entry.fileName} + ${built.length - 1} lazy chunks in ${Date.now() - started} ms`)

/**
 * rolldown 1.2 keeps its small runtime (the CommonJS interop helpers) in a chunk of its own when
 * lazy chunks need it too, and the entry imports it: a second request level. This moves it into
 * the entry as a hoisted function that builds the helpers once, exported under a short name (every
 * lazy chunk that uses React names it twice) that no chunk's minified code uses (checked below: the
 * minifier's names are one or two characters at this many exports), and points every import of the
 * runtime chunk at it. Each rewritten import moves the rest of its line to the start of the
 * next line: a `;` in front of the source map's mappings and that line's columns moved left by the
 * import's length keep every position right.
 */
function foldRuntime(chunks: Built[]): Built[] {
  const runtime = chunks.find((c) => Object.keys(c.modules).every((id) => id === RUNTIME_MODULE_ID))
  if (!runtime) return chunks
  const NAME = '__r'
  for (const chunk of chunks)
    if (new RegExp(`(?<![\\w$])${NAME}(?![\\w$])`).test(chunk.code))
      throw new Error(`${chunk.fileName} already uses the name ${NAME}: pick another for the runtime`)
  const exportList = /export\{([^}]*)\};?\s*$/.exec(runtime.code)
  if (!exportList || runtime.imports.length > 0)
    throw new Error('unexpected rolldown runtime chunk: update foldRuntime')
  const members = exportList[1]!.split(',').map((spec) => {
    const [local, exported = local] = spec.split(' as ')
    return `${exported}:${local}`
  })
  const helper = `\nfunction ${NAME}(){return ${NAME}.h??=(()=>{${runtime.code.slice(0, exportList.index)};return{${members.join(',')}}})()}export{${NAME}};`
  const escaped = runtime.fileName.split('/').pop()!.replace(/[.-]/g, '\\$&')
  const importOf = new RegExp(`^import\\{([^}]*)\\}from"\\./(?:chunks/)?${escaped}";`)
  const importOfEntry = new RegExp(`^import\\{([^}]*)\\}from"\\.\\./${ENTRY_NAME}\\.js";`)
  for (const chunk of chunks) {
    if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue
    const found = importOf.exec(chunk.code)
    if (!found) throw new Error(`${chunk.fileName}: the runtime import is not its first statement: update foldRuntime`)
    const names = found[1]!
      .split(',')
      .map((spec) => spec.replace(' as ', ':'))
      .join(',')
    // A lazy chunk's import of the entry, when it follows, takes the runtime's name too.
    const entryImport = chunk.isEntry ? null : importOfEntry.exec(chunk.code.slice(found[0].length))
    const moved = found[0].length + (entryImport?.[0].length ?? 0)
    const importEntry = chunk.isEntry
      ? ''
      : `import{${[NAME, entryImport?.[1]].filter(Boolean).join(',')}}from"../${ENTRY_NAME}.js";`
    chunk.code = `${importEntry}const{${names}}=${NAME}();\n${chunk.code.slice(moved)}${chunk.isEntry ? helper : ''}`
    chunk.map.mappings = `;${shiftFirstLine(chunk.map.mappings, moved)}`
    chunk.imports = chunk.imports.filter((f) => f !== runtime.fileName)
    if (chunk.isEntry) Object.assign(chunk.modules, runtime.modules)
    else if (!chunk.imports.includes(`${ENTRY_NAME}.js`)) chunk.imports.push(`${ENTRY_NAME}.js`)
  }
  if (!chunks.find((c) => c.isEntry)?.code.includes(helper))
    throw new Error('the entry does not use the rolldown runtime: update foldRuntime')
  return chunks.filter((c) => c !== runtime)
}

/**
 * Source map mappings with the first line's columns `by` to the left (its text moved left by the
 * removed import; a mapping inside that import goes to column 0). Only the columns change, so the
 * relative fields of every later line still follow.
 */
function shiftFirstLine(mappings: string, by: number): string {
  const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const end = mappings.indexOf(';') < 0 ? mappings.length : mappings.indexOf(';')
  let column = 0
  const segments = mappings
    .slice(0, end)
    .split(',')
    .map((segment) => {
      const fields: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = BASE64.indexOf(char)
        value += (digit & 31) << shift
        shift += 5
        if (digit & 32) continue
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
      column += fields[0]!
      return { column: Math.max(0, column - by), rest: fields.slice(1) }
    })
  const vlq = (n: number) => {
    let out = ''
    for (let rest = n < 0 ? (-n << 1) | 1 : n << 1; ; rest >>>= 5) {
      if (rest < 32) return out + BASE64[rest]
      out += BASE64[(rest & 31) | 32]
    }
  }
  let previous = 0
  const line = segments.map(({ column, rest }) => {
    const encoded = vlq(column - previous) + rest.map(vlq).join('')
    previous = column
    return encoded
  })
  return (end > 0 ? line.join(',') : '') + mappings.slice(end)
}

/** The licence file of every package bundled into the script-tag build, one after another. */
function licences(chunks: Built[]): string {
  const packages = new Map<string, string>()
  for (const chunk of chunks)
    for (const id of Object.keys(chunk.modules)) {
      const match = /^(.*\/node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id)
      if (match && !id.startsWith('\0') && !packages.has(match[2]!)) packages.set(match[2]!, match[1]!)
    }
  return [...packages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, dir]) => {
      const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f))
      return `${name}\n${'-'.repeat(name.length)}\n${file ? readFileSync(join(dir, file), 'utf8').trim() : `(no licence file; see ${name}'s package.json)`}\n`
    })
    .join('\n')
}
