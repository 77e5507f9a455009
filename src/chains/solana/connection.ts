import { Connection } from '@solana/web3.js'
import { fetchWithRetry } from '../../core/fetchWithRetry.js'
import { fetchWithTimeout } from '../../core/http.js'

/**
 * A @solana/web3.js Connection to `rpcUrl` at 'confirmed' commitment whose every HTTP request
 * - ends after REQUEST_TIMEOUT_MS per attempt: web3.js itself waits forever;
 * - is retried as spec section 7 says (core/fetchWithRetry.ts: 3 retries, 150 ms doubling,
 *   Retry-After, on 403/408/413/429/500/502/503/504), through the Connection's `fetch` option as viem
 *   does on EVM; web3.js's own 429 retry (500 ms doubling, 5 times) is turned off.
 * (Confirmation over the WebSocket is bounded by the blockhash's validity, not by this.)
 * @param base the underlying fetch (tests); default the global one.
 */
export function createSolanaConnection(rpcUrl: string, base?: typeof fetch): Connection {
  return new Connection(rpcUrl, {
    commitment: 'confirmed',
    disableRetryOnRateLimit: true,
    fetch: fetchWithRetry(fetchWithTimeout(undefined, base)),
  })
}
