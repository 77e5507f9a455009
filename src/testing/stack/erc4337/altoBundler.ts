/**
 * A local ERC-4337 bundler over one anvil: Pimlico's Alto (`@pimlico/alto`, a Node program), spawned
 * as its own process with EntryPoint v0.8, offline (no public endpoint: no Sentry DSN, no `.env`, no
 * telemetry), and bound to the stack's interface rather than Alto's hard-wired 0.0.0.0.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { keccak256, parseEther, stringToHex, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { assertPortFree } from '../assertPortFree.js'
import { jsonRpcResultWhileStarting, type RunningService, watchChild } from '../childProcess.js'
import { anvilRpc } from '../evm/anvilRpc.js'
import { ERC4337_ADDRESSES } from './erc4337Addresses.js'

/** Options of {@link startAltoBundler}. */
export interface AltoBundlerOptions {
  /** The anvil's JSON-RPC URL; EntryPoint v0.8 must be deployed there (./deployErc4337.ts). */
  rpcUrl: string
  /** The port the bundler's JSON-RPC listens on. */
  port: number
  /** Interface to bind; default 127.0.0.1. */
  host?: string
}

/** A running bundler: its `url` serves the `eth_sendUserOperation` family; `pid` is the Node process running Alto. */
export interface RunningAltoBundler extends RunningService {
  /** How long it took to answer `eth_supportedEntryPoints`, in ms. */
  startedInMs: number
}

/** The error when `@pimlico/alto` (a dev dependency of this repository, not of the package) is missing. */
export const ALTO_MISSING =
  'bundler: @pimlico/alto is not installed. Install it next to wallet-modal (npm install --save-dev @pimlico/alto@0.0.20), or start the stack without { bundler: true }'

/**
 * The bundler's own keys, public test keys that are not anvil dev accounts (so the dev accounts'
 * nonces and balances stay as seeded): the executor signs `handleOps`, the utility key deploys
 * Alto's simulation contracts at start. Each is given 1,000 ETH on the anvil.
 */
export const BUNDLER_KEYS: { executor: Hex; utility: Hex } = {
  executor: keccak256(stringToHex('wallet-modal local bundler: executor')),
  utility: keccak256(stringToHex('wallet-modal local bundler: utility')),
}

const READY_TIMEOUT_MS = 60_000
const POLL_INTERVAL_MS = 100
const STOP_GRACE_MS = 3_000
const OUTPUT_LIMIT = 16_384

/**
 * Rewrites Alto's `listen({ host: '0.0.0.0' })` (fastify's, hard-wired in Alto's server) to the
 * interface in `WALLET_MODAL_BUNDLER_HOST`; loaded with `node --import` before Alto.
 */
const BIND_HOST_PRELOAD = `data:text/javascript,${encodeURIComponent(
  [
    "import net from 'node:net'",
    'const host = process.env.WALLET_MODAL_BUNDLER_HOST',
    'const listen = net.Server.prototype.listen',
    'net.Server.prototype.listen = function (...args) {',
    "  if (host && args[0] && typeof args[0] === 'object' && args[0].host === '0.0.0.0') args[0] = { ...args[0], host }",
    '  return listen.apply(this, args)',
    '}',
  ].join('\n'),
)}`

/** The path of Alto's CLI script (its package's `bin`), from the installed `@pimlico/alto`. @throws Error {@link ALTO_MISSING} */
export function resolveAltoCli(): string {
  let entry: string
  try {
    // The package exports only its entry (not package.json): find the package's root from there.
    entry = createRequire(import.meta.url).resolve('@pimlico/alto')
  } catch (error) {
    throw new Error(ALTO_MISSING, { cause: error })
  }
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifestPath = join(dir, 'package.json')
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      name?: string
      bin?: string | Record<string, string>
    }
    if (manifest.name !== '@pimlico/alto') continue
    const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.alto
    if (bin) return resolve(dir, bin)
    break
  }
  throw new Error(ALTO_MISSING)
}

/**
 * Funds the bundler's keys ({@link BUNDLER_KEYS}) on the anvil, spawns Alto (`node <alto cli>`, never
 * through npx) for EntryPoint v0.8 in unsafe mode (anvil has no `debug_traceCall` tracer for the
 * ERC-7562 rules), auto bundling, CORS on, and resolves once `eth_supportedEntryPoints` answers
 * (polled every 100 ms, 60 s at most).
 * @throws Error {@link ALTO_MISSING}; 'bundler: port … is already in use'; 'bundler on <url>: <reason>'
 *   with Alto's last output when it exits early or does not answer in time.
 */
export async function startAltoBundler({
  rpcUrl,
  port,
  host = '127.0.0.1',
}: AltoBundlerOptions): Promise<RunningAltoBundler> {
  const started = Date.now()
  const cli = resolveAltoCli()
  await assertPortFree(port, host, 'bundler')
  for (const key of Object.values(BUNDLER_KEYS)) {
    await anvilRpc(rpcUrl, 'anvil_setBalance', [privateKeyToAccount(key).address, toHex(parseEther('1000'))])
  }
  const url = `http://${host}:${port}`
  const flags: Record<string, string> = {
    entrypoints: ERC4337_ADDRESSES.entryPoint,
    'rpc-url': rpcUrl,
    port: String(port),
    'executor-private-keys': BUNDLER_KEYS.executor,
    'utility-private-key': BUNDLER_KEYS.utility,
    'safe-mode': 'false',
    'enable-cors': 'true',
    'utility-wallet-monitor': 'false',
    'refilling-wallets': 'false',
    json: 'true',
    'log-level': 'warn',
    // Look for its bundles' receipts every 250 ms instead of on each new block: anvil mines only on a
    // transaction (a bundle mined before the watcher's first poll was never seen), and an e2e
    // test's revert takes block numbers back, under the last one the watcher saw. Either way the
    // executor stayed busy with a bundle it never saw land, and no later operation was bundled.
    'flashblocks-preconfirmation-time': '250',
  }
  const args = Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value])
  const child = spawn(process.execPath, ['--import', BIND_HOST_PRELOAD, cli, ...args], {
    cwd: dirname(cli),
    env: altoEnvironment(host),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => {
      output = (output + chunk).slice(-OUTPUT_LIMIT)
    })
  }
  const { exited, hasExited, stop } = watchChild(child, STOP_GRACE_MS)
  const pid = child.pid
  const fail = async (reason: string): Promise<never> => {
    await stop()
    const details = output.trim() ? `\nalto output:\n${output.trim()}` : ' (alto wrote nothing)'
    throw new Error(`bundler on ${url}: ${reason}${details}`)
  }

  if (pid === undefined) return fail(`could not spawn ${process.execPath} ${cli}`)
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (hasExited()) return fail('exited before answering eth_supportedEntryPoints')
    const entryPoints = await supportedEntryPoints(url)
    if (hasExited()) return fail('exited before answering eth_supportedEntryPoints')
    if (entryPoints) {
      if (!entryPoints.some((e) => e.toLowerCase() === ERC4337_ADDRESSES.entryPoint.toLowerCase()))
        return fail(`supports ${entryPoints.join(', ')}, not EntryPoint v0.8`)
      return { url, pid, startedInMs: Date.now() - started, exited, stop }
    }
    await new Promise((resolveSleep) => setTimeout(resolveSleep, POLL_INTERVAL_MS))
  }
  return fail(`no answer to eth_supportedEntryPoints within ${READY_TIMEOUT_MS} ms`)
}

/** This process's environment without what would make Alto call out (Sentry, telemetry) or read other settings (ALTO_*, a `.env`). */
function altoEnvironment(host: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(ALTO_|SENTRY_|OTEL_|DOTENV_)/.test(name) || name === 'NODE_OPTIONS') continue
    env[name] = value
  }
  return { ...env, WALLET_MODAL_BUNDLER_HOST: host }
}

/** The EntryPoints the bundler at `url` reports, or undefined while it does not answer. */
async function supportedEntryPoints(url: string): Promise<string[] | undefined> {
  const result = await jsonRpcResultWhileStarting(url, 'eth_supportedEntryPoints')
  return Array.isArray(result) ? result.map(String) : undefined
}
