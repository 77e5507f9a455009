import type { SiwxSession } from '../../core/siwx.js'
import { isSessionLive, sessionKey, type SiwxServerStorage, type SiwxSessionQuery } from './storage.js'

/**
 * A {@link SiwxServerStorage} in process memory: nonces and sessions vanish on restart, and each
 * process has its own, so use it for one process only (tests, demos). Expired nonces and sessions
 * are pruned whenever a nonce is consumed (the one write that is told the time). Consuming is
 * atomic because it never awaits between its check and its delete.
 */
export function createMemoryStorage(): SiwxServerStorage {
  /** nonce → expiry in ms since the epoch */
  const nonces = new Map<string, number>()
  /** `<caipNetworkId>:<address>` → sessions, oldest first */
  const sessions = new Map<string, SiwxSession[]>()

  const live = (nonce: string, now: Date): boolean => {
    const expiresAt = nonces.get(nonce)
    return expiresAt !== undefined && expiresAt > now.getTime()
  }

  return {
    async saveNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt.getTime())
    },
    async hasNonce(nonce, now) {
      return live(nonce, now)
    },
    async consumeNonce(nonce, now) {
      const ok = live(nonce, now)
      nonces.delete(nonce)
      for (const [key, expiry] of nonces) if (expiry <= now.getTime()) nonces.delete(key)
      for (const [key, list] of sessions) {
        const kept = list.filter((s) => isSessionLive(s, now))
        if (kept.length === 0) sessions.delete(key)
        else sessions.set(key, kept)
      }
      return ok
    },
    async saveSession(session) {
      const key = session.caipAddress
      sessions.set(key, [...(sessions.get(key) ?? []), { ...session }])
    },
    async findSessions(query: SiwxSessionQuery, now) {
      return (sessions.get(sessionKey(query)) ?? []).filter((s) => isSessionLive(s, now)).map((s) => ({ ...s }))
    },
    async deleteSessions(query) {
      sessions.delete(sessionKey(query))
    },
  }
}
