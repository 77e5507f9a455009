import type { CaipAddress } from '../../../core/caip.js'
import { fixedWindowCounters } from '../fixedWindows.js'
import { pointsAt, pointsExpiryMs } from '../rateLimiterPoints.js'
import type { RateLimiterPointsStore, ServerStorage, SiwxStore, StoredSiwxSession } from '../types.js'
import { memoryAuthStores } from './memoryAuthStores.js'
import { memoryNameStore } from './memoryNameStore.js'
import { memoryPaymasterStore } from './memoryPaymasterStore.js'
import { memoryProjectStore } from './memoryProjectStore.js'

/**
 * A {@link ServerStorage} in process memory: everything vanishes on restart and each process has
 * its own, so it suits one process only (tests, demos); use SQLite or PostgreSQL otherwise. Every
 * method runs to completion without awaiting, which makes each one atomic. `close()` does nothing.
 */
export function createMemoryStorage(): ServerStorage {
  const siwx = memorySiwxStore()
  const rateLimiterPoints = memoryRateLimiterPointsStore()
  const auth = memoryAuthStores()
  const names = memoryNameStore()
  const paymaster = memoryPaymasterStore()
  return {
    siwx,
    rateLimits: fixedWindowCounters(rateLimiterPoints),
    rateLimiterPoints,
    auth,
    names,
    projects: memoryProjectStore(),
    paymaster,
    async sweep(now) {
      return siwx.sweep(now) + rateLimiterPoints.sweep(now) + auth.sweep(now) + names.sweep(now) + paymaster.sweep(now)
    },
    async close() {},
  }
}

function memorySiwxStore(): SiwxStore & { sweep(now: Date): number } {
  /** nonce → expiry in ms since the epoch */
  const nonces = new Map<string, number>()
  /** token hash → session, in insertion order (oldest first) */
  const sessions = new Map<string, StoredSiwxSession>()
  const live = (session: StoredSiwxSession, now: Date) => Date.parse(session.expirationTime) > now.getTime()
  const liveNonce = (nonce: string, now: Date) => (nonces.get(nonce) ?? 0) > now.getTime()

  return {
    async saveNonce(nonce, expiresAt) {
      nonces.set(nonce, expiresAt.getTime())
    },
    async hasNonce(nonce, now) {
      return liveNonce(nonce, now)
    },
    async consumeNonce(nonce, now) {
      const ok = liveNonce(nonce, now)
      nonces.delete(nonce)
      return ok
    },
    async saveSession(session, tokenHash) {
      sessions.set(tokenHash, { ...session })
    },
    async findSessionByTokenHash(tokenHash, now) {
      const session = sessions.get(tokenHash)
      return session && live(session, now) ? { ...session } : undefined
    },
    async findSessions(caipAddress: CaipAddress, now) {
      return [...sessions.values()].filter((s) => s.caipAddress === caipAddress && live(s, now)).map((s) => ({ ...s }))
    },
    async deleteSessions(caipAddress) {
      let deleted = 0
      for (const [hash, session] of sessions) {
        if (session.caipAddress === caipAddress && sessions.delete(hash)) deleted++
      }
      return deleted
    },
    sweep(now) {
      let deleted = 0
      for (const [nonce, expiresAt] of nonces) {
        if (expiresAt <= now.getTime() && nonces.delete(nonce)) deleted++
      }
      for (const [hash, session] of sessions) {
        if (!live(session, now) && sessions.delete(hash)) deleted++
      }
      return deleted
    },
  }
}

function memoryRateLimiterPointsStore(): RateLimiterPointsStore & { sweep(now: Date): number } {
  /** key → points and expiry (ms since the epoch, or null for never) */
  const entries = new Map<string, { points: number; expiresAt: number | null }>()
  const live = (entry: { expiresAt: number | null }, now: Date) =>
    entry.expiresAt === null || entry.expiresAt > now.getTime()
  return {
    async upsert(key, points, msDuration, forceExpire, now) {
      const expiresAt = pointsExpiryMs(msDuration, now)
      const current = entries.get(key)
      const next =
        forceExpire || !current || !live(current, now)
          ? { points, expiresAt }
          : { points: current.points + points, expiresAt: current.expiresAt }
      entries.set(key, next)
      return pointsAt(next.points, next.expiresAt)
    },
    async get(key, now) {
      const entry = entries.get(key)
      return entry && live(entry, now) ? pointsAt(entry.points, entry.expiresAt) : undefined
    },
    async delete(key) {
      return entries.delete(key)
    },
    sweep(now) {
      let deleted = 0
      for (const [key, entry] of entries) if (!live(entry, now) && entries.delete(key)) deleted++
      return deleted
    },
  }
}
