/**
 * Test helper: runs `wallet-modal-server start` as a child process (the TypeScript source through
 * tsx, as `node dist/cli/main.js` would run the build) and waits for its 'listening' log line.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** The command's source entry. */
export const CLI_MAIN = join(import.meta.dirname, '..', 'main.ts')

/** A started child. */
export interface SpawnedServer {
  child: ChildProcess
  apiUrl: string
  signerUrl: string
  /** e.g. 'http://127.0.0.1:40125/metrics' (the metrics listener). */
  metricsUrl: string
  /** Every JSON log line so far (stdout), parsed. */
  logs: Record<string, unknown>[]
  /** The first log line matching `predicate`, waiting up to `timeoutMs` (default 5 s) for it. */
  waitForLog(
    predicate: (entry: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>
  /** Everything on stderr so far. */
  stderr(): string
  /** Resolves with the exit code (or signal name) once the process ends. */
  exited: Promise<number | string>
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | string>
}

/** Runs the command with `args` and `env` (added to this process's), no config of its own. */
export function runCli(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, ['--import', 'tsx', CLI_MAIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * Starts `start --config <configFile>` with PORT=0, SIGNER_PORT=0 and the metrics listener on port 0
 * unless `env` sets them.
 * @throws Error 'server exited (<code>): <stderr>' when it ends before listening
 */
export async function spawnServer(configFile: string, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const child = runCli(['start', '--config', configFile], {
    PORT: '0',
    SIGNER_PORT: '0',
    WALLET_MODAL__METRICS__PORT: '0',
    ...env,
  })
  const logs: Record<string, unknown>[] = []
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  )
  const listening = await new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>
      try {
        entry = JSON.parse(line) as Record<string, unknown>
      } catch {
        return
      }
      logs.push(entry)
      if (entry.msg === 'listening') resolve(entry)
    })
    void exited.then((code) => reject(new Error(`server exited (${code}): ${stderr}`)))
  })
  return {
    child,
    apiUrl: listening.api as string,
    signerUrl: listening.signer as string,
    metricsUrl: listening.metrics as string,
    logs,
    stderr: () => stderr,
    async waitForLog(predicate, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = logs.find(predicate)
        if (found) return found
        if (Date.now() > deadline) throw new Error('no such log line')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
