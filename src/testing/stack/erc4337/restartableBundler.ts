/**
 * An Alto bundler that can be started afresh on its port: Alto keeps state about the chain (its
 * bundles, their blocks) that a chain revert (`evm_revert`, as every e2e test does after itself)
 * makes wrong, and a UserOperation sent after a revert was taken from its mempool but never landed.
 * A restart costs the bundler's start (seconds); its URL stays the same.
 */
import { startAltoBundler, type AltoBundlerOptions, type RunningAltoBundler } from './altoBundler.js'

/** A running bundler with {@link RestartableAltoBundler.restart}. */
export interface RestartableAltoBundler extends RunningAltoBundler {
  /** Stops the bundler and starts a new one on the same port (after chain reverts). */
  restart(): Promise<void>
}

/**
 * {@link startAltoBundler}, restartable: `pid` and `startedInMs` are the current process's;
 * `exited` settles when the current process exits other than by `restart` or `stop`.
 * @throws what startAltoBundler throws (at start, and from `restart`)
 */
export async function startRestartableAltoBundler(options: AltoBundlerOptions): Promise<RestartableAltoBundler> {
  let current = await startAltoBundler(options)
  let expected = false
  let unexpected: (result: Awaited<RunningAltoBundler['exited']>) => void = () => undefined
  const exited = new Promise<Awaited<RunningAltoBundler['exited']>>((resolve) => {
    unexpected = resolve
  })
  const watch = (bundler: RunningAltoBundler) =>
    void bundler.exited.then((result) => {
      if (bundler === current && !expected) unexpected(result)
    })
  watch(current)
  return {
    url: current.url,
    get pid() {
      return current.pid
    },
    get startedInMs() {
      return current.startedInMs
    },
    exited,
    async restart() {
      expected = true
      try {
        await current.stop()
        current = await startAltoBundler(options)
        watch(current)
      } finally {
        expected = false
      }
    },
    stop() {
      expected = true
      return current.stop()
    },
  }
}
