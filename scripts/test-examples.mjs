#!/usr/bin/env node
// Runs every example the way a user would: `npm pack` of this package (dist/ must be built), then for
// each folder in examples/ that has a package.json: a copy in a fresh temporary folder outside the
// repository, its "wallet-modal" dependency pointed at the tarball, `npm install` (from npm's cache
// where it can), and its own `npm test`. Nothing in an example can import from src/. An example whose
// package.json names `walletModalExample.shared` (a sibling folder without a package.json, e.g. the
// React app that examples/react18 and examples/react19 both run) gets that folder's files copied in
// first, under its own package.json.
// Usage: node scripts/test-examples.mjs [name ...]   (default: every example)
// Env: CHROMIUM_PATH (else Playwright's own Chromium where installed, else /usr/bin/chromium);
//      KEEP_EXAMPLES=1 keeps the temporary folders.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const examplesDir = join(root, 'examples')
const TARBALL = 'wallet-modal.tgz'

function run(command, args, cwd, env = process.env) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`)
  return Date.now() - started
}

/** The Chromium the examples' Playwright launches, as playwright.config.ts chooses it. */
function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  try {
    const { chromium } = createRequire(join(root, 'package.json'))('@playwright/test')
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // no Playwright browser installed
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined
}

const wanted = process.argv.slice(2)
const examples = readdirSync(examplesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(examplesDir, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name))
if (examples.length === 0)
  throw new Error(`no example found in ${examplesDir}${wanted.length ? ` named ${wanted.join(', ')}` : ''}`)
if (!existsSync(join(root, 'dist', 'testing', 'index.js')))
  throw new Error('dist/ is not built: run `npm run build` first')

const work = mkdtempSync(join(tmpdir(), 'wallet-modal-examples-'))
const timings = []
let failed = false
try {
  const packMs = run('npm', ['pack', '--silent', '--pack-destination', work], root)
  const packed = readdirSync(work).find((file) => file.endsWith('.tgz'))
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: process.env.CI ?? '1' }
  const chromium = chromiumPath()
  if (chromium) env.CHROMIUM_PATH = chromium
  console.log(`== packed ${packed} in ${packMs} ms into ${work}`)
  for (const name of examples) {
    const dir = join(work, name)
    const skipBuilt = (source) =>
      !/[\\/](node_modules|test-results|playwright-report|dist|\.next|build\.log)$/.test(source)
    const shared = JSON.parse(readFileSync(join(examplesDir, name, 'package.json'), 'utf8')).walletModalExample?.shared
    if (shared) cpSync(resolve(examplesDir, name, shared), dir, { recursive: true, filter: skipBuilt })
    cpSync(join(examplesDir, name), dir, { recursive: true, filter: skipBuilt })
    cpSync(join(work, packed), join(dir, TARBALL))
    const manifestPath = join(dir, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    for (const field of ['dependencies', 'devDependencies']) {
      if (manifest[field]?.['wallet-modal']) manifest[field]['wallet-modal'] = `file:${TARBALL}`
    }
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
    try {
      console.log(`== examples/${name}: npm install in ${dir}`)
      const installMs = run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        dir,
        env,
      )
      console.log(`== examples/${name}: npm test`)
      const testMs = run('npm', ['test'], dir, env)
      timings.push(`examples/${name}: install ${(installMs / 1000).toFixed(1)} s, test ${(testMs / 1000).toFixed(1)} s`)
    } catch (error) {
      failed = true
      timings.push(`examples/${name}: FAILED (${error.message})`)
    }
  }
} finally {
  if (process.env.KEEP_EXAMPLES === '1' || failed) console.log(`== kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
for (const line of timings) console.log(`== ${line}`)
process.exit(failed ? 1 : 0)
