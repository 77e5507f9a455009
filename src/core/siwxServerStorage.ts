import type { CaipNetworkId } from './caip.js'
import { HttpError } from './specificErrors.js'
import { timeoutSignal } from './http.js'
import type { SiwxSession, SiwxStorage } from './siwx.js'
import type { Persistence } from './storage.js'
import { TOKENS_KEY, accountKey, isTokenMap } from './siwxTokens.js'

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    signal: timeoutSignal(),
  })
  if (response.status === 204) return undefined as T
  const body = (await response.json().catch(() => ({}))) as T & { error?: string }
  if (!response.ok)
    throw body.error
      ? Object.assign(new Error(body.error), { status: response.status })
      : new HttpError(response.status)
  return body
}

/**
 * SIWX storage backed by a `wallet-modal/server` back end at `baseUrl` (protocol: POST nonce,
 * POST verify `{ message, signature }` → `{ session, token }`, GET/DELETE sessions
 * `?caipNetworkId=&address=` with `Authorization: Bearer <token>`). The server verifies every
 * signature (EIP-4361 with EIP-1271, CAIP-122 ed25519) and its nonces are single use. Each
 * session's token is kept per modal instance under 'siwx:tokens' in `persistence` (in memory
 * without it); a corrupt stored value is discarded. Holding no token for an account, GET answers []
 * without asking (the server would refuse it); a 401/403 on GET means no session for this
 * instance: it answers [] and forgets the token.
 * @throws Error with the server's reason (e.g. 'Invalid signature') when it rejects a message.
 */
export function createServerSiwxStorage(baseUrl: string, persistence?: () => Persistence): SiwxStorage {
  const base = baseUrl.replace(/\/+$/, '')
  const query = (caipNetworkId: string, address: string) => `?${new URLSearchParams({ caipNetworkId, address })}`
  let memory: Record<string, string> = {}
  const tokens = {
    all: (): Record<string, string> => (persistence ? (persistence().get(TOKENS_KEY, isTokenMap) ?? {}) : memory),
    save(next: Record<string, string>) {
      if (persistence) persistence().set(TOKENS_KEY, next)
      else memory = next
    },
    get: (key: string) => tokens.all()[key],
    set: (key: string, token: string) => tokens.save({ ...tokens.all(), [key]: token }),
    forget(key: string) {
      const { [key]: known, ...rest } = tokens.all()
      if (known !== undefined) tokens.save(rest)
    },
  }
  const auth = (key: string): Record<string, string> => {
    const token = tokens.get(key)
    return token ? { authorization: `Bearer ${token}` } : {}
  }
  return {
    async getNonce() {
      return (await call<{ nonce: string }>(`${base}/nonce`, { method: 'POST', body: '{}' })).nonce
    },
    async add({ message, signature }) {
      const { session, token } = await call<{ session: SiwxSession; token?: string }>(`${base}/verify`, {
        method: 'POST',
        body: JSON.stringify({ message, signature }),
      })
      const [namespace, reference, address] = session.caipAddress.split(':')
      if (typeof token === 'string') tokens.set(accountKey(`${namespace}:${reference}`, address ?? ''), token)
      return session
    },
    async get(caipNetworkId: CaipNetworkId, address: string) {
      const key = accountKey(caipNetworkId, address)
      // Without a token the server can only refuse (401), and the browser logs every refused
      // request as a console error: an account this instance never signed in holds no session.
      if (tokens.get(key) === undefined) return []
      try {
        return (
          await call<{ sessions: SiwxSession[] }>(`${base}/sessions${query(caipNetworkId, address)}`, {
            method: 'GET',
            headers: auth(key),
          })
        ).sessions
      } catch (error) {
        const status = (error as { status?: number }).status
        if (status !== 401 && status !== 403) throw error
        tokens.forget(key)
        return []
      }
    },
    async delete(caipNetworkId: CaipNetworkId, address: string) {
      const key = accountKey(caipNetworkId, address)
      const headers = auth(key)
      tokens.forget(key)
      await call(`${base}/sessions${query(caipNetworkId, address)}`, { method: 'DELETE', headers })
    },
  }
}
