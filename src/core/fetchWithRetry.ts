/**
 * The RPC retry policy of spec section 7 as a `fetch` wrapper, for library transports that take a
 * `fetch` (the @solana/web3.js Connection; viem's http transport has its own): 3 retries, 150 ms
 * doubled each time, Retry-After honoured, on 403, 408, 413, 429, 500, 502, 503, 504.
 */
import { HTTP_RETRY_BASE_DELAY_MS, HTTP_RETRY_COUNT } from './constants.js'
import { retryDelayMs, shouldRetryStatus } from './http.js'

/** Options of {@link fetchWithRetry}. */
export interface FetchWithRetryOptions {
  /** Retries after the first attempt; default HTTP_RETRY_COUNT (3). */
  retryCount?: number
  /** Delay before the first retry in ms, doubled for each further one; default 150. */
  baseDelayMs?: number
  /** For tests; default setTimeout. */
  sleep?: (ms: number) => Promise<void>
}

/**
 * A `fetch` that sends again, after {@link retryDelayMs} (Retry-After when the answer has one, else
 * 150, 300, 600 ms), when the answer's status is one of HTTP_RETRY_STATUS_CODES or the network
 * failed (a TypeError); after the last retry it returns that answer (or throws that TypeError),
 * so the library reports it as it would ('429 Too Many Requests: …'). A timeout or the caller's
 * abort is not retried. The request body must be replayable (a string, as JSON-RPC clients send).
 */
export function fetchWithRetry(base: typeof fetch, options: FetchWithRetryOptions = {}): typeof fetch {
  const retries = options.retryCount ?? HTTP_RETRY_COUNT
  const baseDelayMs = options.baseDelayMs ?? HTTP_RETRY_BASE_DELAY_MS
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await base(input, init)
      } catch (error) {
        if (!(error instanceof TypeError) || attempt >= retries || init?.signal?.aborted) throw error
        await sleep(retryDelayMs(attempt, baseDelayMs, null))
        continue
      }
      if (attempt >= retries || !shouldRetryStatus(response.status)) return response
      // Release the unread body so the connection can serve the retry.
      response.body?.cancel().catch(() => undefined)
      await sleep(retryDelayMs(attempt, baseDelayMs, response.headers.get('Retry-After')))
    }
  }
}
