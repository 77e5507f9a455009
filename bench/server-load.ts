/**
 * Load on `wallet-modal-server start` (in this process, SQLite, rate limits raised out of the way)
 * next to a minimal reference server doing the same work (hono on @hono/node-server, `siwe`'s
 * SiweMessage.verify, names in a better-sqlite3 table), on this machine in the same run: SIWX
 * nonce + verify (one sign-in: a nonce, a SIWE message signed by a fresh key, its verification) and
 * a names lookup. Each scenario runs 50 concurrent clients (fetch) for 3 s after a 0.5 s warm-up
 * and prints requests per second and p50/p99 latency. The clients share this process's CPU with the
 * server, alike for both. Asserts nothing.
 * Usage: tsx bench/server-load.ts   Env: BENCH_SECONDS (default 3), BENCH_CLIENTS (default 50).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import Database from 'better-sqlite3'
import { Hono } from 'hono'
import { pino } from 'pino'
import { generateNonce, SiweMessage } from 'siwe'
import { getAddress, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { loadConfig } from '../src/cli/config/loadConfig.js'
import { initProject } from '../src/cli/init.js'
import { startServer } from '../src/cli/start/startServer.js'
import { buildNameRegistrationMessage } from '../src/core/names/registrationMessage.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const SITE = 'http://127.0.0.1:14990'
const DOMAIN = '127.0.0.1:14990'
const SUFFIX = 'names.example.com'
const json = { 'Content-Type': 'application/json' }
const accounts = Array.from({ length: CLIENTS }, () => privateKeyToAccount(generatePrivateKey()))

interface Target {
  nonce: string
  verify: string
  lookup: (label: string) => string
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** One sign-in by client `i`: nonce, a signed SIWE message, verification. */
async function signIn(target: Target, i: number): Promise<void> {
  const account = accounts[i]!
  const { nonce } = (await post(target.nonce, {})) as { nonce: string }
  const message = createSiweMessage({
    domain: DOMAIN,
    uri: SITE,
    address: account.address,
    chainId: 1,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
  await post(target.verify, { message, signature: await account.signMessage({ message }) })
}

async function lookup(target: Target, label: string): Promise<void> {
  const response = await fetch(target.lookup(label))
  if (response.status !== 200) throw new Error(`lookup ${label}: ${response.status}`)
  await response.arrayBuffer()
}

/** `CLIENTS` loops of `work` for `SECONDS` (after a warm-up); rate and latency percentiles. */
async function measure(work: (client: number) => Promise<void>) {
  const run = async (ms: number, latencies: number[] | undefined) => {
    const until = performance.now() + ms
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (performance.now() < until) {
          const start = performance.now()
          await work(client)
          latencies?.push(performance.now() - start)
        }
      }),
    )
  }
  await run(500, undefined)
  const latencies: number[] = []
  const started = performance.now()
  await run(SECONDS * 1000, latencies)
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!
  return { perSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) }
}

// --- the command, in this process: init's config, SQLite, limits raised out of the way -------------
const dir = mkdtempSync(join(tmpdir(), 'wm-bench-'))
const { configFile } = initProject({ dir, site: SITE, publicUrl: `http://${DOMAIN}` })
const high = { limit: 1_000_000_000, windowMs: 60_000 }
const loaded = loadConfig(configFile, {
  PORT: '0',
  SIGNER_PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SMTP_URL: 'smtp://127.0.0.1:9',
  WALLET_MODAL__SIWX__RATE_LIMITS: JSON.stringify({
    noncePerIp: high,
    verifyPerIp: high,
    verifyPerAddress: high,
    sessionsPerIp: high,
  }),
  WALLET_MODAL__NAMES__RATE_LIMITS: JSON.stringify({
    nonce: high,
    register: high,
    reads: high,
    gateway: high,
    registerPerAddress: high,
  }),
})
const command = await startServer(loaded, pino({ level: 'silent' }))
const commandTarget: Target = {
  nonce: `${command.apiUrl}/api/siwx/nonce`,
  verify: `${command.apiUrl}/api/siwx/verify`,
  lookup: (label) => `${command.apiUrl}/api/names/lookup/${label}.${SUFFIX}`,
}

// One name to look up, registered through the command's HTTP API.
const owner = accounts[0]!
const { nonce: nameNonce } = (await post(`${command.apiUrl}/api/names/nonce`, {})) as { nonce: string }
const nameMessage = buildNameRegistrationMessage({
  name: `benchname.${SUFFIX}`,
  address: getAddress(owner.address),
  coinType: 60,
  domain: DOMAIN,
  nonce: nameNonce,
  issuedAt: new Date().toISOString(),
})
await post(`${command.apiUrl}/api/names/register`, {
  name: 'benchname',
  coinType: 60,
  address: owner.address,
  message: nameMessage,
  signature: await owner.signMessage({ message: nameMessage }),
})

// --- the reference: hono + siwe + better-sqlite3 -------------------------------------------------
const db = new Database(join(dir, 'reference.sqlite'))
db.pragma('journal_mode = WAL')
db.exec('CREATE TABLE nonces (nonce TEXT PRIMARY KEY, expires INTEGER NOT NULL)')
db.exec('CREATE TABLE sessions (token TEXT PRIMARY KEY, address TEXT NOT NULL, expires INTEGER NOT NULL)')
db.exec('CREATE TABLE names (label TEXT PRIMARY KEY, coin_type INTEGER NOT NULL, address TEXT NOT NULL)')
db.prepare('INSERT INTO names VALUES (?, 60, ?)').run('benchname', owner.address)
const insertNonce = db.prepare('INSERT INTO nonces VALUES (?, ?)')
const takeNonce = db.prepare('DELETE FROM nonces WHERE nonce = ? AND expires > ?')
const insertSession = db.prepare('INSERT INTO sessions VALUES (?, ?, ?)')
const findName = db.prepare('SELECT label, coin_type, address FROM names WHERE label = ?')
const app = new Hono()
app.post('/nonce', (c) => {
  const nonce = generateNonce()
  insertNonce.run(nonce, Date.now() + 300_000)
  return c.json({ nonce })
})
app.post('/verify', async (c) => {
  const { message, signature } = await c.req.json<{ message: string; signature: Hex }>()
  const siwe = new SiweMessage(message)
  if (siwe.domain !== DOMAIN) return c.json({ error: 'domain' }, 401)
  const result = await siwe.verify({ signature, domain: DOMAIN }, { suppressExceptions: true })
  if (!result.success || takeNonce.run(siwe.nonce, Date.now()).changes !== 1) return c.json({ error: 'invalid' }, 401)
  const token = crypto.randomUUID()
  insertSession.run(token, siwe.address, Date.now() + 86_400_000)
  return c.json({ token })
})
app.get('/lookup/:name', (c) => {
  const row = findName.get(c.req.param('name').replace(`.${SUFFIX}`, '')) as { address: string } | undefined
  return row ? c.json({ name: c.req.param('name'), coinType: 60, address: row.address }) : c.json({}, 404)
})
const reference = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => reference.once('listening', resolve))
const referenceBase = `http://127.0.0.1:${(reference.address() as AddressInfo).port}`
const referenceTarget: Target = {
  nonce: `${referenceBase}/nonce`,
  verify: `${referenceBase}/verify`,
  lookup: (label) => `${referenceBase}/lookup/${label}.${SUFFIX}`,
}

// --- runs ----------------------------------------------------------------------------------------
const rows: string[][] = []
for (const [scenario, work] of [
  ['SIWX nonce + verify (sign-ins)', (target: Target) => (client: number) => signIn(target, client)],
  ['names lookup', (target: Target) => () => lookup(target, 'benchname')],
] as const) {
  for (const [server, target] of [
    ['wallet-modal-server (SQLite)', commandTarget],
    ['reference: hono + siwe + better-sqlite3', referenceTarget],
  ] as const) {
    const result = await measure(work(target))
    rows.push([scenario, server, result.perSecond.toFixed(0), result.p50.toFixed(1), result.p99.toFixed(1)])
  }
}
await command.stop()
await new Promise((resolve) => reference.close(resolve))
db.close()
rmSync(dir, { recursive: true, force: true })

const header = ['scenario', 'server', 'per s', 'p50 ms', 'p99 ms']
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
console.log(`server-load: ${CLIENTS} concurrent clients, ${SECONDS} s each, node ${process.version}, this process`)
console.log(line(header))
console.log(line(widths.map((w) => '-'.repeat(w))))
for (const row of rows) console.log(line(row))
