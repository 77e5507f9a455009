import type { CheckoutStatus } from './types.js'

/** How often a checkout's status is asked while it is in progress, in ms (spec section 9's 3 s time constant). */
export const STATUS_POLL_MS = 3000

/** Options of {@link pollCheckoutStatus}. */
export interface PollOptions {
  /** Aborting stops the polling; the promise then rejects with the signal's reason. */
  signal: AbortSignal
  intervalMs?: number
  /** Called with every answer (also IN_PROGRESS ones). */
  onStatus?(status: CheckoutStatus): void
  /** Waits `ms` (tests pass a fake). */
  sleep?(ms: number, signal: AbortSignal): Promise<void>
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Asks `getStatus` now and then every `intervalMs` (default {@link STATUS_POLL_MS}) until it answers
 * SUCCESS or FAILED, and resolves with that answer. A failed request is asked again at the next
 * tick (the provider may be briefly unreachable); aborting `signal` stops it.
 */
export async function pollCheckoutStatus(
  getStatus: () => Promise<CheckoutStatus>,
  options: PollOptions,
): Promise<CheckoutStatus> {
  const sleep = options.sleep ?? defaultSleep
  for (;;) {
    options.signal.throwIfAborted()
    const status = await getStatus().catch(() => undefined)
    options.signal.throwIfAborted()
    if (status) {
      options.onStatus?.(status)
      if (status.status !== 'IN_PROGRESS') return status
    }
    await sleep(options.intervalMs ?? STATUS_POLL_MS, options.signal)
  }
}
