import type { CaipNetworkId } from '../../core/caip.js'
import { HttpError } from '../../core/errors.js'
import type { SiwxSession, SiwxStorage } from '../../core/siwx.js'

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } })
  if (response.status === 204) return undefined as T
  const body = (await response.json().catch(() => ({}))) as T & { error?: string }
  if (!response.ok) throw body.error ? new Error(body.error) : new HttpError(response.status)
  return body
}

/**
 * SIWX storage backed by a `wallet-modal/server` back end at `baseUrl` (protocol: POST nonce,
 * POST verify `{ message, signature }`, GET/DELETE sessions `?caipNetworkId=&address=`). The server
 * verifies every signature (EIP-4361 with EIP-1271, CAIP-122 ed25519) and its nonces are single use.
 * @throws Error with the server's reason (e.g. 'Invalid signature') when it rejects a message.
 */
export function createServerSiwxStorage(baseUrl: string): SiwxStorage {
  const base = baseUrl.replace(/\/+$/, '')
  const query = (caipNetworkId: string, address: string) => `?${new URLSearchParams({ caipNetworkId, address })}`
  return {
    async getNonce() {
      return (await call<{ nonce: string }>(`${base}/nonce`, { method: 'POST', body: '{}' })).nonce
    },
    async add({ message, signature }) {
      return (await call<{ session: SiwxSession }>(`${base}/verify`, { method: 'POST', body: JSON.stringify({ message, signature }) })).session
    },
    async get(caipNetworkId: CaipNetworkId, address: string) {
      return (await call<{ sessions: SiwxSession[] }>(`${base}/sessions${query(caipNetworkId, address)}`, { method: 'GET' })).sessions
    },
    async delete(caipNetworkId: CaipNetworkId, address: string) {
      await call(`${base}/sessions${query(caipNetworkId, address)}`, { method: 'DELETE' })
    },
  }
}
