#!/usr/bin/env node
// The self-host journey from the packed tarball, as an operator runs it: `npm pack` of this package
// (dist/ must be built), a fresh folder outside the repository, `npm install <tarball> better-sqlite3
// @playwright/test` (from npm's cache where it can; the SQLite addon copied from this repository's
// own build), `npx wallet-modal-server init --site <host page>`, then `npx wallet-modal-server start`
// (SQLite, SMTP_URL at a local SMTP sink, a local anvil as the chain): /readyz 200, a SIWX nonce, the
// signer page on its own port; then a plain HTML host page with the installed script tag, driven by
// Playwright (scripts/self-host-journey.mjs): SIWX sign-in with the test wallet, a name registration,
// an email login with the code read from the sink; /metrics (its own loopback port, METRICS_TOKEN
// from a file: 401 without it, nothing on the API port) counting those requests, /readyz still
// 200, and SIGTERM draining to exit 0. Prints one plain summary line at the end.
// Usage: tsx scripts/test-self-host.mjs   Env: KEEP_SELF_HOST=1 keeps the temporary folder;
// CHROMIUM_PATH (else /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { codeInMail, startMailSink } from '../src/server/auth/testing/mailSink.ts'
import { startAnvil } from '../src/testing/stack/anvil.ts'
import { freePort } from '../src/testing/stack/freePort.ts'
import { runBrowserJourney } from './self-host-journey.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const NAMES_SUFFIX = 'names.example.com'
const CHAIN_ID = 31337

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

/** The version installed in this repository's node_modules. */
const installedVersion = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version

const work = mkdtempSync(join(tmpdir(), 'wm-self-host-'))
const app = join(work, 'app')
let server
let anvil
let mailSink
const logs = []
const started = Date.now()
try {
  // The host page on 127.0.0.1, the API on 127.0.0.1, the signer page on localhost (another site).
  const [sitePort, apiPort, signerPort, anvilPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const SITE = `http://127.0.0.1:${sitePort}`
  const API = `http://127.0.0.1:${apiPort}`
  const SIGNER = `http://localhost:${signerPort}`
  anvil = await startAnvil({ port: anvilPort, chainId: CHAIN_ID })
  mailSink = await startMailSink()

  run('npm', ['pack', '--silent', '--pack-destination', work], root)
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'))
  // The very version compiled in this repository's node_modules, so its addon fits.
  const sqliteVersion = installedVersion('better-sqlite3')
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
      `@playwright/test@${installedVersion('@playwright/test')}`,
    ],
    app,
  )
  copyCompiledSqlite(app, sqliteVersion)
  run(
    'npx',
    ['--no-install', 'wallet-modal-server', 'init', '--site', SITE, '--public-url', API, '--signer-url', SIGNER],
    app,
  )
  cpSync(join(root, 'examples', 'self-host', 'host-page'), join(app, 'host-page'), { recursive: true })
  check((statSync(join(app, 'keys.json')).mode & 0o777) === 0o600, 'init wrote keys.json with mode 0600')

  const metricsToken = randomBytes(32).toString('hex')
  const metricsTokenFile = join(app, 'metrics-token')
  writeFileSync(metricsTokenFile, `${metricsToken}\n`, { mode: 0o600 })
  // Its own process group, so a failure can end npx's wrappers and the server together.
  server = spawn('npx', ['--no-install', 'wallet-modal-server', 'start'], {
    cwd: app,
    env: {
      ...process.env,
      SMTP_URL: mailSink.url,
      PORT: String(apiPort),
      SIGNER_PORT: String(signerPort),
      // Metrics on a free loopback port, behind a bearer token read from a file, as a secret mount gives it.
      WALLET_MODAL__METRICS__PORT: '0',
      METRICS_TOKEN_FILE: metricsTokenFile,
      // The chain that checks smart-account signatures (EIP-1271/6492) of sign-ins and names.
      WALLET_MODAL__SIWX__RPC_URLS: JSON.stringify({ [`eip155:${CHAIN_ID}`]: anvil.url }),
      WALLET_MODAL__NAMES__EVM_RPC_URL: anvil.url,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const exited = new Promise((resolveExit) => server.once('exit', (code, signal) => resolveExit(code ?? signal)))
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
  const api = API
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
    signer.status === 200 && (signer.headers.get('content-security-policy') ?? '').includes(`frame-ancestors ${SITE}`),
    'the signer page on its own port, framed only by the site',
  )

  await runBrowserJourney({
    app,
    site: SITE,
    apiUrl: API,
    signerUrl: SIGNER,
    chain: { chainId: CHAIN_ID, url: anvil.url },
    mailSink,
    codeInMail,
    namesSuffix: NAMES_SUFFIX,
    check,
  })

  const readyAfter = await fetch(`${api}/readyz`)
  check(readyAfter.status === 200, '/readyz still 200 after the journey')
  check((await fetch(`${api}/metrics`)).status === 404, '/metrics is not served on the API port')
  check((await fetch(listening.metrics)).status === 401, '/metrics refuses a scrape without the token (401)')
  const scrape = await fetch(listening.metrics, { headers: { Authorization: `Bearer ${metricsToken}` } })
  check(scrape.status === 200, '/metrics answers 200 with the token')
  const metrics = await scrape.text()
  const counted = (method, route, status) =>
    new RegExp(
      `wallet_modal_http_requests_total\\{method="${method}",route="${route.replace(/\//g, '\\/')}",status="${status}"\\} [1-9]`,
    ).test(metrics)
  for (const [method, route, status] of [
    ['POST', '/api/siwx/nonce', '200'],
    ['POST', '/api/siwx/verify', '2\\d\\d'],
    ['POST', '/api/names/register', '201'],
    ['POST', '/api/auth/otp/start', '2\\d\\d'],
    ['POST', '/api/auth/otp/verify', '2\\d\\d'],
  ])
    check(counted(method, route, status), `/metrics counts ${method} ${route} ${status}`)
  check(/wallet_modal_otp_mails_sent_total [1-9]/.test(metrics), '/metrics counts the code mail sent')
  // The server's own pid (its log lines carry it): npx and its shell pass its exit code on.
  process.kill(listening.pid, 'SIGTERM')
  const code = await exited
  check(code === 0 && logs.some((entry) => entry.msg === 'stopped'), 'SIGTERM: drained and exited 0')
  console.log(`self-host: ${passed} passed, 0 failed (${Math.round((Date.now() - started) / 1000)} s)`)
} catch (error) {
  if (server?.exitCode === null) process.kill(-server.pid, 'SIGKILL')
  // The server's refusals and failures, so the log alone explains a failure.
  for (const entry of logs) if (entry.status >= 400 || entry.level >= 40) console.error(JSON.stringify(entry))
  console.error(error instanceof Error ? error.message : error)
  console.log(`self-host: ${passed} passed, 1 failed`)
  process.exitCode = 1
} finally {
  await anvil?.stop()
  await mailSink?.stop()
  if (process.env.KEEP_SELF_HOST !== '1') rmSync(work, { recursive: true, force: true })
  else console.log(`kept ${work}`)
}
