#!/usr/bin/env node
// The self-host journey from the packed tarball, as an operator runs it: `npm pack` of this package
// (dist/ must be built), a fresh folder outside the repository, `npm install <tarball> better-sqlite3`
// (from npm's cache where it can; the SQLite addon copied from this repository's own build),
// `npx wallet-modal-server init`, then `npx wallet-modal-server start` (SQLite, free ports): /readyz 200, a SIWX nonce, the signer page on its own port, /metrics counting
// the nonce, and SIGTERM draining to exit 0. Prints one plain summary line at the end.
// Usage: node scripts/test-self-host.mjs   Env: KEEP_SELF_HOST=1 keeps the temporary folder.
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SITE = 'http://127.0.0.1:15555'

function run(command, args, cwd, env = process.env) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`)
}

/**
 * Copies the repository's compiled better-sqlite3 addon (build/Release/better_sqlite3.node) into the
 * app's freshly installed better-sqlite3 of the same version.
 * @throws Error when the versions differ or the repository has no compiled addon
 */
function copyCompiledSqlite(appDir, version) {
  const ours = join(root, 'node_modules', 'better-sqlite3')
  const theirs = join(appDir, 'node_modules', 'better-sqlite3')
  const versionOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version
  if (versionOf(ours) !== version || versionOf(theirs) !== version)
    throw new Error(
      `self-host: better-sqlite3 ${versionOf(ours)} here, ${versionOf(theirs)} installed, ${version} wanted`,
    )
  const addon = join('build', 'Release', 'better_sqlite3.node')
  if (!existsSync(join(ours, addon))) throw new Error(`self-host: no ${join(ours, addon)} (run npm ci first)`)
  mkdirSync(join(theirs, 'build', 'Release'), { recursive: true })
  copyFileSync(join(ours, addon), join(theirs, addon))
}

let passed = 0
function check(condition, what) {
  if (!condition) throw new Error(`self-host: ${what}`)
  passed++
  console.log(`ok   ${what}`)
}

const work = mkdtempSync(join(tmpdir(), 'wm-self-host-'))
const app = join(work, 'app')
let server
try {
  run('npm', ['pack', '--silent', '--pack-destination', work], root)
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  // The very version compiled in this repository's node_modules, so its addon fits.
  const sqliteVersion = JSON.parse(
    readFileSync(join(root, 'node_modules', 'better-sqlite3', 'package.json'), 'utf8'),
  ).version
  run('mkdir', ['-p', app], work)
  run('npm', ['init', '-y', '--silent'], app)
  // --ignore-scripts: better-sqlite3's install script compiles SQLite from source (minutes). The
  // repository's own copy of that very version was compiled on this machine for this Node (same ABI),
  // so its addon is copied in instead; the other install scripts under the package are optional
  // native speed-ups with pure-JS fallbacks (bigint-buffer, bufferutil, utf-8-validate).
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
      join(work, tarball),
      `better-sqlite3@${sqliteVersion}`,
    ],
    app,
  )
  copyCompiledSqlite(app, sqliteVersion)
  run('npx', ['--no-install', 'wallet-modal-server', 'init', '--site', SITE], app)
  check((statSync(join(app, 'keys.json')).mode & 0o777) === 0o600, 'init wrote keys.json with mode 0600')

  // Its own process group, so a failure can end npx's wrappers and the server together.
  server = spawn('npx', ['--no-install', 'wallet-modal-server', 'start'], {
    cwd: app,
    env: { ...process.env, SMTP_URL: 'smtp://127.0.0.1:2525', PORT: '0', SIGNER_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const exited = new Promise((resolveExit) => server.once('exit', (code, signal) => resolveExit(code ?? signal)))
  const logs = []
  const listening = await new Promise((resolveListening, reject) => {
    createInterface({ input: server.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line)
        logs.push(entry)
        if (entry.msg === 'listening') resolveListening(entry)
      } catch {}
    })
    exited.then((code) => reject(new Error(`self-host: start exited (${code})`)))
    setTimeout(() => reject(new Error('self-host: start did not listen within 60 s')), 60_000).unref()
  })
  const api = listening.api
  const ready = await fetch(`${api}/readyz`)
  check(ready.status === 200, `/readyz 200 ${JSON.stringify(await ready.json())}`)
  const nonce = await fetch(`${api}/api/siwx/nonce`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
  })
  check(
    nonce.status === 200 && /^[A-Za-z0-9]{8,}$/.test((await nonce.json()).nonce),
    'a SIWX nonce from /api/siwx/nonce',
  )
  const signer = await fetch(`${listening.signer}/`)
  check(
    signer.status === 200 &&
      /frame-ancestors http:\/\/127\.0\.0\.1:15555/.test(signer.headers.get('content-security-policy') ?? ''),
    'the signer page on its own port, framed only by the site',
  )
  const metrics = await (await fetch(`${api}/metrics`)).text()
  check(
    /wallet_modal_http_requests_total\{method="POST",route="\/api\/siwx\/nonce",status="200"\} 1/.test(metrics),
    '/metrics counts the nonce',
  )
  // The server's own pid (its log lines carry it): npx and its shell pass its exit code on.
  process.kill(listening.pid, 'SIGTERM')
  const code = await exited
  check(code === 0 && logs.some((entry) => entry.msg === 'stopped'), 'SIGTERM: drained and exited 0')
  console.log(`self-host: ${passed} passed, 0 failed`)
} catch (error) {
  if (server?.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  console.error(error instanceof Error ? error.message : error)
  console.log(`self-host: ${passed} passed, 1 failed`)
  process.exitCode = 1
} finally {
  if (process.env.KEEP_SELF_HOST !== '1') rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
}
