import { spawn } from 'node:child_process'
import { accessSync, constants, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join, resolve } from 'node:path'
import { assertPortFree } from './assertPortFree.js'
import { jsonRpcResultWhileStarting, type RunningService, watchChild } from './childProcess.js'

/** Options for {@link startAnvil}. */
export interface StartAnvilOptions {
  /** TCP port anvil listens on. Use a non-default one: 8545 may belong to someone else. */
  port: number
  /** EIP-155 chain id anvil reports from `eth_chainId`. */
  chainId: number
  /** Interface to bind, loopback by default. */
  host?: string
  /**
   * Genesis block time in Unix seconds (anvil `--timestamp`); default: now. Later blocks follow
   * the wall clock from there until a block is mined at an explicit time.
   */
  timestamp?: number
  /** The anvil executable; default {@link resolveAnvilBinary}'s. */
  binary?: string
}

/** A running anvil started by {@link startAnvil}. */
export interface RunningAnvil extends RunningService {
  chainId: number
}

/** npm packages that ship foundry's anvil binary, by `${process.platform}-${process.arch}`. */
const ANVIL_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}
const POLL_INTERVAL_MS = 50
const READY_TIMEOUT_MS = 15_000
const STOP_GRACE_MS = 3_000
const STDERR_LIMIT = 16_384

/** The message of {@link resolveAnvilBinary}'s error: what to install, for this platform. */
export function anvilInstallMessage(): string {
  const pkg = ANVIL_PACKAGES[`${process.platform}-${process.arch}`]
  return (
    "anvil not found: install foundry's anvil (curl -L https://foundry.paradigm.xyz | bash && foundryup) and put it on PATH" +
    (pkg ? `, or npm install --save-dev ${pkg}` : '') +
    ', or pass its path as the anvil option'
  )
}

/**
 * Finds the anvil executable: `explicit` when given (it must be executable), else the `bin` of
 * this platform's `@foundry-rs/anvil-<platform>` package when installed (linux-x64:
 * `@foundry-rs/anvil-linux-amd64`), else an `anvil` on PATH.
 * @throws Error 'anvil not found at <path>' for an `explicit` path that is not executable;
 *   Error {@link anvilInstallMessage} when none is found.
 */
export function resolveAnvilBinary(explicit?: string): string {
  if (explicit !== undefined) {
    if (isExecutable(explicit)) return explicit
    throw new Error(`anvil not found at ${explicit}`)
  }
  const fromPackage = anvilFromPackage()
  if (fromPackage) return fromPackage
  const fromPath = anvilFromPath()
  if (fromPath) return fromPath
  throw new Error(anvilInstallMessage())
}

function anvilFromPackage(): string | undefined {
  const name = ANVIL_PACKAGES[`${process.platform}-${process.arch}`]
  if (!name) return undefined
  let packageJsonPath: string
  try {
    packageJsonPath = createRequire(import.meta.url).resolve(`${name}/package.json`)
  } catch {
    return undefined // optional dependency not installed
  }
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    bin?: string | Record<string, string>
  }
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.anvil
  if (!bin) return undefined
  const binary = resolve(dirname(packageJsonPath), bin)
  return isExecutable(binary) ? binary : undefined
}

function anvilFromPath(): string | undefined {
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue
    const candidate = join(dir, name)
    if (isExecutable(candidate)) return candidate
  }
  return undefined
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Spawns the anvil binary (never through npx, whose PID is not anvil's) with
 * `--port --chain-id --host --silent` (and `--timestamp` when given), the 10 default dev accounts and the default mnemonic,
 * and resolves once `eth_chainId` answers with `chainId` (polled every 50 ms, 15 s at most).
 * @throws Error when the port is taken, anvil exits early, answers another chain id or does
 *   not answer in time; the message includes anvil's stderr.
 */
export async function startAnvil({
  port,
  chainId,
  host = '127.0.0.1',
  timestamp,
  binary: explicit,
}: StartAnvilOptions): Promise<RunningAnvil> {
  const url = `http://${host}:${port}`
  const binary = resolveAnvilBinary(explicit)
  await assertPortFree(port, host, 'anvil')
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--host',
      host,
      '--silent',
      ...(timestamp === undefined ? [] : ['--timestamp', String(timestamp)]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < STDERR_LIMIT) stderr += chunk
  })
  const { exited, hasExited, stop } = watchChild(child, STOP_GRACE_MS)
  const pid = child.pid

  const fail = async (reason: string): Promise<never> => {
    await stop()
    const details = stderr.trim() ? `\nanvil stderr:\n${stderr.trim()}` : ' (anvil wrote nothing to stderr)'
    throw new Error(`anvil (chain ${chainId}) on ${url}: ${reason}${details}`)
  }

  if (pid === undefined) return fail(`could not spawn ${binary}`)
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (hasExited()) return fail('exited before answering eth_chainId')
    const answered = await queryChainId(url)
    // A late exit means another process answered on our port: do not trust that answer.
    if (hasExited()) return fail('exited before answering eth_chainId')
    if (answered !== undefined) {
      if (answered !== chainId) return fail(`answered chain id ${answered}, expected ${chainId}`)
      return { url, chainId, pid, exited, stop }
    }
    await sleep(POLL_INTERVAL_MS)
  }
  return fail(`no answer to eth_chainId within ${READY_TIMEOUT_MS} ms`)
}

/** The chain id the node at `url` reports, or undefined while it does not answer. */
async function queryChainId(url: string): Promise<number | undefined> {
  const result = await jsonRpcResultWhileStarting(url, 'eth_chainId')
  return typeof result === 'string' ? Number.parseInt(result, 16) : undefined
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms))
}
