import { Connection } from '@solana/web3.js'
import { fetchWithTimeout } from '../../core/http.js'

/**
 * A @solana/web3.js Connection to `rpcUrl` at 'confirmed' commitment whose every HTTP request ends
 * after REQUEST_TIMEOUT_MS (issue 11, defect 5): web3.js itself waits for an answer forever.
 * (Confirmation over the WebSocket is bounded by the blockhash's validity, not by this.)
 */
export function createSolanaConnection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, { commitment: 'confirmed', fetch: fetchWithTimeout() })
}
