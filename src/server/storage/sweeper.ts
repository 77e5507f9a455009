import type { ServerStorage } from './types.js'

/** Options of {@link startSweeper}. */
export interface SweeperOptions {
  /** Time between sweeps in ms, e.g. 60 000. */
  intervalMs: number
  /** The clock that decides what has expired; default `() => new Date()`. */
  now?: () => Date
  /** Told about a failed sweep (the timer keeps running); default `console.warn`. */
  onError?: (error: unknown) => void
}

/** A running sweeper, from {@link startSweeper}. */
export interface Sweeper {
  /** Stops the timer; a sweep in flight still finishes. Safe to call twice. */
  stop(): void
}

/**
 * Deletes expired rows (`storage.sweep(now())`) every `intervalMs`. The timer is unref'd, so it
 * never keeps a process alive, and a sweep is skipped while the previous one still runs.
 * @throws RangeError 'sweeper: intervalMs must be a positive number of ms'
 */
export function startSweeper(storage: Pick<ServerStorage, 'sweep'>, options: SweeperOptions): Sweeper {
  const { intervalMs } = options
  if (!Number.isFinite(intervalMs) || intervalMs <= 0)
    throw new RangeError('sweeper: intervalMs must be a positive number of ms')
  const now = options.now ?? (() => new Date())
  const onError =
    options.onError ?? ((error: unknown) => console.warn('wallet-modal/server: sweeping expired rows failed', error))
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    storage
      .sweep(now())
      .catch(onError)
      .finally(() => {
        running = false
      })
  }, intervalMs)
  timer.unref?.()
  return { stop: () => clearInterval(timer) }
}
