import type { ChildProcess } from 'node:child_process'

/** How a child process ended: its exit code, or the signal that ended it (both null when it failed to spawn). */
export interface ChildExit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** A spawned service process (anvil, a bundler) as the local stack holds it. */
export interface WatchedChild {
  /** Settles when the process exits, or fails to spawn, for any reason. */
  exited: Promise<ChildExit>
  /** Whether it has exited (or failed to spawn) yet. */
  hasExited(): boolean
  /** Stops it: SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/** A started service process with a JSON-RPC endpoint (anvil, a bundler), as its start function resolves it. */
export interface RunningService {
  /** Its JSON-RPC URL, e.g. `http://127.0.0.1:18545`. */
  url: string
  /** PID of the service's own process (never a wrapper such as npx), the only process `stop()` signals. */
  pid: number
  /** Settles when the process exits, for any reason (watch it to notice a crash). */
  exited: Promise<ChildExit>
  /** Stops it (SIGTERM, then SIGKILL after 3 s). Safe to call twice. */
  stop(): Promise<void>
}

/** Watches `child` from its spawn: when it exits, and how to stop it (SIGTERM, SIGKILL after `graceMs` ms). */
export function watchChild(child: ChildProcess, graceMs: number): WatchedChild {
  let hasExited = false
  const exited = new Promise<ChildExit>((resolveExit) => {
    child.once('exit', (code, signal) => {
      hasExited = true
      resolveExit({ code, signal })
    })
    child.once('error', () => {
      hasExited = true
      resolveExit({ code: null, signal: null })
    })
  })
  const stop = async (): Promise<void> => {
    if (hasExited || child.pid === undefined) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => {
      if (!hasExited) child.kill('SIGKILL')
    }, graceMs)
    await exited
    clearTimeout(timer)
  }
  return { exited, hasExited: () => hasExited, stop }
}

/**
 * The `result` a starting service's JSON-RPC endpoint at `url` answers to `method` (no params), or
 * undefined while it does not answer: refused, not yet listening, an HTTP error, or no answer
 * within 1 s. For polling a spawned service (anvil, a bundler) until it is ready.
 */
export async function jsonRpcResultWhileStarting(url: string, method: string): Promise<unknown> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!response.ok) return undefined
    return ((await response.json()) as { result?: unknown }).result
  } catch {
    return undefined
  }
}
