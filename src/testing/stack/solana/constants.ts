/**
 * Identity of the local Solana chain. No litesvm import here: the demo server and page config
 * read these without loading the native module.
 */

/** The chain's fixed genesis hash (base58, 32 bytes): sha256('wallet-modal solana local genesis'). */
export const SOLANA_GENESIS_HASH = 'BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dEHXdPChdSjBmT'

/** CAIP-2 id of the local chain: `solana:` + the first 32 characters of the genesis hash. */
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`

/**
 * The WebSocket URL that web3.js `Connection` derives from an HTTP RPC URL: same host, port + 1,
 * `ws:` for `http:` (`wss:` for `https:`). E.g. `http://127.0.0.1:18899` → `ws://127.0.0.1:18900`.
 * @throws TypeError from `new URL` when `rpcUrl` is not a URL; Error 'solana rpc url needs an explicit port: <url>'
 */
export function solanaWsUrl(rpcUrl: string): string {
  const url = new URL(rpcUrl)
  if (!url.port) throw new Error(`solana rpc url needs an explicit port: ${rpcUrl}`)
  const protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${url.hostname}:${Number(url.port) + 1}`
}
