/**
 * What each built npm entry does to a bundled host (npm run test:entries, part of npm test, after
 * the build): esbuild bundles three one-line hosts against this package as installed (by its
 * name, through package.json "exports" and "sideEffects"), and the output shows that
 * - `import 'wallet-modal/define'` keeps the element's definition (a side-effect import a bundler
 *   must not drop), and the companion buttons' (`<wallet-modal-button>`, `-network-button`);
 * - `import { truncateAddress } from 'wallet-modal'` defines nothing (the main entry is free of
 *   side effects, so the element and React are shaken out);
 * - `wallet-modal/react` leaves `react` to the host (an import of 'react', no React inside);
 * and that every entry in package.json "exports" imports on a server: plain Node, no DOM (as Next.js
 * prerenders a client component that imports `wallet-modal/define`), each in a process of its own,
 * without throwing and without defining `customElements`, `window` or `document`.
 */
import { build } from 'esbuild'
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const dir = join(root, 'test', 'package', '.run')
mkdirSync(dir, { recursive: true })

async function bundle(name: string, source: string, external: string[] = []): Promise<string> {
  const file = join(dir, `${name}.js`)
  writeFileSync(file, source)
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: false,
    external,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return result.outputFiles[0]!.text
}

const checks: [string, () => Promise<string | undefined>][] = [
  [
    'wallet-modal/define defines the element',
    async () => {
      const out = await bundle('define', "import 'wallet-modal/define'\n")
      return /customElements\.define\(/.test(out) && /defineWalletModal\(\);/.test(out)
        ? undefined
        : 'no customElements.define / defineWalletModal() call in the bundle'
    },
  ],
  [
    'wallet-modal/define defines the companion buttons',
    async () => {
      const out = await bundle('define-buttons', "import 'wallet-modal/define'\n")
      return /defineWalletModalButtons\(\);/.test(out) && out.includes('"wallet-modal-network-button"')
        ? undefined
        : 'no defineWalletModalButtons() call or button tag in the bundle'
    },
  ],
  [
    'wallet-modal (main entry) has no side effects',
    async () => {
      const out = await bundle(
        'main',
        "import { truncateAddress } from 'wallet-modal'\nconsole.log(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'))\n",
      )
      if (/customElements\.define\(/.test(out)) return 'the bundle defines an element'
      if (/react-dom|__SECRET_INTERNALS|__CLIENT_INTERNALS/.test(out)) return 'the bundle carries React'
      return out.length < 20_000 ? undefined : `the bundle is ${out.length} bytes for one helper`
    },
  ],
  [
    'wallet-modal/react keeps React external',
    async () => {
      const out = await bundle(
        'react',
        "import { useWalletModal } from 'wallet-modal/react'\nconsole.log(useWalletModal)\n",
        ['react'],
      )
      if (!/from "react"/.test(out)) return "no import of 'react'"
      if (/__CLIENT_INTERNALS|react-dom|customElements\.define\(/.test(out))
        return 'the bundle carries React, react-dom or the element'
      return undefined
    },
  ],
]

/**
 * Imports `specifier` (resolved by this package's own name, through "exports") in a fresh plain
 * `node` process, no DOM shim, and reports what the import threw or which browser global it left.
 */
function importInNode(specifier: string): Promise<string | undefined> {
  const file = join(dir, 'server-import.mjs')
  writeFileSync(
    file,
    [
      'const specifier = process.argv[2]',
      'await import(specifier)',
      "const left = ['customElements', 'window', 'document', 'HTMLElement'].filter((name) => typeof globalThis[name] !== 'undefined')",
      "if (left.length) { console.error(`defines ${left.join(', ')}`); process.exit(1) }",
      '',
    ].join('\n'),
  )
  return new Promise((resolve) => {
    execFile(process.execPath, [file, specifier], { cwd: root, timeout: 60_000 }, (error, _stdout, stderr) => {
      if (!error) return resolve(undefined)
      // Node prints the failing source line first (a minified one can be huge), then `ReferenceError: ...`.
      const reason = stderr.split('\n').find((line) => /^(\w*Error\b|defines )/.test(line)) ?? stderr.trim()
      resolve((reason || String(error)).slice(0, 300))
    })
  })
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string
  exports: Record<string, unknown>
}
for (const subpath of Object.keys(manifest.exports)) {
  const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`
  checks.push([
    `${specifier} imports in Node without a DOM and defines no browser global`,
    () => importInNode(specifier),
  ])
}

let failed = 0
for (const [name, check] of checks) {
  const problem = await check().catch((error: unknown) => String(error))
  if (problem) failed++
  console.log(`${problem ? 'FAIL' : 'ok  '} ${name}${problem ? `: ${problem}` : ''}`)
}
console.log(`${checks.length - failed} passed, ${failed} failed (npm entries in a bundler and in Node)`)
process.exitCode = failed ? 1 : 0
