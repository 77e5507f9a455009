/**
 * Load on `wallet-modal-server start` next to a minimal reference server, on this machine in the
 * same run. Scenarios: SIWX nonce + verify (one sign-in: a nonce, a SIWE message signed by a fresh
 * key, its verification), OTP start (a login code for a new address each time, delivered over SMTP
 * to a sink in this process), a names lookup and a CCIP-read gateway answer (EIP-3668 GET, `addr`
 * of a registered name, signed). Servers: the command (`node dist/cli/main.js start`, its default
 * info logging) on SQLite in one process, on PostgreSQL (PGlite over its socket server, a process
 * of its own) in one process and in two behind a round-robin proxy (a process of its own); the
 * reference (hono on @hono/node-server, `siwe`'s SiweMessage.verify, better-sqlite3; a process of
 * its own) for SIWX and the lookup. Every per-IP, per-address and per-email limit is raised out of
 * the way through the environment, so the limiters count but never refuse.
 * Each cell: 50 concurrent clients (fetch, in this process) for 4 s after a 1 s warm-up; operations
 * per second, operations per second of server CPU ("per core": user + system time of the server
 * processes and the PGlite process, from /proc; the clients, the mail sink and the proxy are not
 * counted), p50 and p99 latency of one operation, failed operations (counted, not retried). Asserts
 * nothing.
 * Usage: npm run build && tsx bench/server-load.ts   Env: BENCH_SECONDS (default 4), BENCH_CLIENTS (default 50),
 * BENCH_SCENARIOS (a comma-separated list of scenario names, e.g. 'OTP start'; default all).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { encodeFunctionData, getAddress, namehash, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { createSiweMessage } from 'viem/siwe'
import { initProject } from '../src/cli/init.js'
import { startMailSink } from '../src/server/auth/testing/mailSink.js'
import { buildNameRegistrationMessage } from '../src/core/names/registrationMessage.js'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from '../src/server/names/gatewayAbi.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4)
const WARM_UP_MS = 1_000
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const SITE = 'http://127.0.0.1:14990'
const DOMAIN = '127.0.0.1:14990'
const SUFFIX = 'names.example.com'
const NAME = `benchname.${SUFFIX}`
const CLI = join(import.meta.dirname, '..', 'dist', 'cli', 'main.js')
const CHILD = join(import.meta.dirname, 'server-load-child.ts')
const CLOCK_TICKS = 100
const json = { 'Content-Type': 'application/json' }
const accounts = Array.from({ length: CLIENTS }, () => privateKeyToAccount(generatePrivateKey()))
const owner = accounts[0]!
const high = { limit: 1_000_000_000, windowMs: 60_000 }
const LIMITS_RAISED = {
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
  WALLET_MODAL__AUTH__OTP_SENDS_PER_IP_PER_HOUR: '1000000000',
  WALLET_MODAL__AUTH__OTP_SENDS_PER_EMAIL_PER_HOUR: '1000000000',
  WALLET_MODAL__AUTH__OTP_SENDS_PER_EMAIL_PER_HOUR_TOTAL: '1000000000',
}

/** The resolver's call for `addr(NAME)`, wrapped in `resolve(bytes name, bytes data)`. */
const RESOLVE = encodeFunctionData({
  abi: NAME_GATEWAY_ABI,
  functionName: 'resolve',
  args: [
    toHex(packetToBytes(NAME)),
    encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(NAME)] }),
  ],
})
const RESOLVER = '0x1111111111111111111111111111111111111111'

interface Target {
  nonce: string
  verify: string
  lookup?: string
  otpStart?: string
  gateway?: string
}

// --- processes -----------------------------------------------------------------------------------
const children: ChildProcess[] = []

/** Spawns `args` with `env` and resolves with the first JSON line on stdout that `pick` accepts. */
async function startChild(
  args: string[],
  env: Record<string, string>,
  pick: (entry: Record<string, unknown>) => string | undefined,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      let entry: Record<string, unknown>
      try {
        entry = JSON.parse(line) as Record<string, unknown>
      } catch {
        return
      }
      const found = pick(entry)
      if (found) {
        // The rest of stdout (the request log lines) is read and dropped.
        lines.close()
        child.stdout!.on('data', () => {})
        child.stdout!.resume()
        resolve(found)
      }
    })
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${stderr}`)))
  })
  return { child, url }
}

const startHelper = (mode: string, ...args: string[]) =>
  startChild(['--import', 'tsx', CHILD, mode, ...args], {}, (entry) => entry.url as string | undefined)

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
  children.splice(children.indexOf(child), 1)
}

/** User + system CPU seconds of `pids` so far. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks / CLOCK_TICKS
}

// --- work ----------------------------------------------------------------------------------------
async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

async function get(url: string): Promise<void> {
  const response = await fetch(url)
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`)
  await response.arrayBuffer()
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

let mails = 0
const otpStart = (target: Target) => post(target.otpStart!, { email: `bench${++mails}@example.com`, site: SITE })

/** `CLIENTS` loops of `work` for `SECONDS` (after a warm-up): rate, rate per server CPU second, latency percentiles. */
async function measure(work: (client: number) => Promise<unknown>, serverPids: number[]) {
  const failures: string[] = []
  const run = async (ms: number, latencies: number[] | undefined) => {
    const until = performance.now() + ms
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (performance.now() < until) {
          const start = performance.now()
          try {
            await work(client)
            latencies?.push(performance.now() - start)
          } catch (error) {
            if (latencies) failures.push((error as Error).message)
          }
        }
      }),
    )
  }
  await run(WARM_UP_MS, undefined)
  const latencies: number[] = []
  const cpuBefore = cpuSeconds(serverPids)
  const started = performance.now()
  await run(SECONDS * 1000, latencies)
  const elapsed = (performance.now() - started) / 1000
  const cpu = cpuSeconds(serverPids) - cpuBefore
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    perSecond: latencies.length / elapsed,
    perCore: latencies.length / cpu,
    cores: cpu / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failures,
  }
}

// --- the command ---------------------------------------------------------------------------------
const sink = await startMailSink({ keep: 1 })

/** `processes` command processes on a fresh SQLite file or a fresh PGlite; behind a proxy when more than one. */
async function startCommand(backend: 'SQLite' | 'PostgreSQL', processes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'wm-bench-'))
  const { configFile } = initProject({ dir, site: SITE, publicUrl: `http://${DOMAIN}` })
  const postgres = backend === 'PostgreSQL' ? await startHelper('pglite') : undefined
  const env: Record<string, string> = {
    PORT: '0',
    SIGNER_PORT: '0',
    WALLET_MODAL__METRICS__PORT: '0',
    HOST: '127.0.0.1',
    SMTP_URL: sink.url,
    NAMES_GATEWAY_PRIVATE_KEY: generatePrivateKey(),
    ...LIMITS_RAISED,
    ...(postgres ? { DATABASE_URL: postgres.url, WALLET_MODAL__DATABASE__POOL_SIZE: '8' } : {}),
  }
  const servers: { child: ChildProcess; url: string }[] = []
  // One after the other: the first applies the migrations.
  for (let i = 0; i < processes; i++)
    servers.push(
      await startChild([CLI, 'start', '--config', configFile], env, (entry) =>
        entry.msg === 'listening' ? (entry.api as string) : undefined,
      ),
    )
  const proxy = processes > 1 ? await startHelper('proxy', ...servers.map((s) => s.url)) : undefined
  const base = proxy?.url ?? servers[0]!.url
  // One name to look up, registered through the API.
  const { nonce } = (await post(`${base}/api/names/nonce`, {})) as { nonce: string }
  const message = buildNameRegistrationMessage({
    name: NAME,
    address: getAddress(owner.address),
    coinType: 60,
    domain: DOMAIN,
    nonce,
    issuedAt: new Date().toISOString(),
  })
  await post(`${base}/api/names/register`, {
    name: 'benchname',
    coinType: 60,
    address: owner.address,
    message,
    signature: await owner.signMessage({ message }),
  })
  const target: Target = {
    nonce: `${base}/api/siwx/nonce`,
    verify: `${base}/api/siwx/verify`,
    lookup: `${base}/api/names/lookup/${NAME}`,
    otpStart: `${base}/api/auth/otp/start`,
    gateway: `${base}/api/names/gateway/${RESOLVER}/${RESOLVE}.json`,
  }
  return {
    target,
    pids: [...servers, ...(postgres ? [postgres] : [])].map((s) => s.child.pid!),
    async stop() {
      for (const s of [...(proxy ? [proxy] : []), ...servers, ...(postgres ? [postgres] : [])]) await stopChild(s.child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function startReference() {
  const reference = await startHelper('reference', SUFFIX, DOMAIN, owner.address)
  const target: Target = {
    nonce: `${reference.url}/nonce`,
    verify: `${reference.url}/verify`,
    lookup: `${reference.url}/lookup/${NAME}`,
  }
  return { target, pids: [reference.child.pid!], stop: () => stopChild(reference.child) }
}

// --- runs ----------------------------------------------------------------------------------------
const scenarios = [
  ['SIWX nonce + verify', (target: Target) => (client: number) => signIn(target, client)],
  ['OTP start', (target: Target) => () => otpStart(target)],
  ['names lookup', (target: Target) => () => get(target.lookup!)],
  ['CCIP-read gateway', (target: Target) => () => get(target.gateway!)],
] as const
/** The scenarios BENCH_SCENARIOS names (all when unset). */
const chosen = (process.env.BENCH_SCENARIOS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
const unknown = chosen.filter((name) => !scenarios.some(([scenario]) => scenario === name))
if (unknown.length > 0) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')}`)
const runs = (scenario: string) => chosen.length === 0 || chosen.includes(scenario)
const setups = [
  ['wallet-modal-server', 'SQLite', 1, () => startCommand('SQLite', 1)],
  ['wallet-modal-server', 'PostgreSQL (PGlite)', 1, () => startCommand('PostgreSQL', 1)],
  ['wallet-modal-server', 'PostgreSQL (PGlite)', 2, () => startCommand('PostgreSQL', 2)],
  ['reference: hono + siwe', 'better-sqlite3', 1, startReference],
] as const

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ')
const rows: string[][] = []
try {
  for (const [server, backend, processes, start] of setups) {
    // The reference serves SIWX and the lookup only.
    if (
      server.startsWith('reference') &&
      !scenarios.some(([s]) => runs(s) && s !== 'OTP start' && s !== 'CCIP-read gateway')
    )
      continue
    const running = await start()
    try {
      for (const [scenario, work] of scenarios) {
        if (!runs(scenario)) continue
        if (scenario === 'OTP start' && !running.target.otpStart) continue
        if (scenario === 'CCIP-read gateway' && !running.target.gateway) continue
        const result = await measure(work(running.target), running.pids)
        rows.push([
          scenario,
          server,
          backend,
          String(processes),
          result.perSecond.toFixed(0),
          result.perCore.toFixed(0),
          result.cores.toFixed(2),
          result.p50.toFixed(1),
          result.p99.toFixed(1),
          String(result.failures.length),
        ])
        if (result.failures.length > 0)
          console.error(
            `${scenario}, ${backend} × ${processes}: ${result.failures.length} failed, e.g. ${result.failures[0]}`,
          )
      }
    } finally {
      await running.stop()
    }
  }
} finally {
  for (const child of [...children]) await stopChild(child)
  await sink.stop()
}
rows.sort((a, b) => scenarios.findIndex(([s]) => s === a[0]) - scenarios.findIndex(([s]) => s === b[0]))

const header = [
  'scenario',
  'server',
  'backend',
  'processes',
  'ops/s',
  'ops/s per core',
  'server CPU',
  'p50 ms',
  'p99 ms',
  'failed',
]
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
console.log(
  `server-load: ${CLIENTS} concurrent clients, ${SECONDS} s per cell after ${WARM_UP_MS / 1000} s warm-up, node ${process.version}, ${availableParallelism()} cores, load average before ${load}`,
)
console.log(
  'per-IP / per-address / per-email limits raised out of the way (env); OTP start mails go over SMTP to a sink in this process; one SIWX op = nonce + verify (2 requests); per core = ops per second of server CPU (servers + PGlite, not clients, proxy or sink); server CPU = cores the server side used',
)
console.log(
  `load average after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(line(header))
console.log(line(widths.map((w) => '-'.repeat(w))))
for (const row of rows) console.log(line(row))
