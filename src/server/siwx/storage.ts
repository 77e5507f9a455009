import type { CaipNetworkId } from '../../core/caip.js'
import type { SiwxSession } from '../../core/siwx.js'

/** Selects the sessions of one account on one network (the address as `caipAddress` carries it). */
export interface SiwxSessionQuery {
  caipNetworkId: CaipNetworkId
  address: string
}

/**
 * Where the SIWX back end keeps issued nonces and verified sessions. Times are `Date`s; a nonce
 * or session whose expiry is at or before `now` counts as expired. Implementations:
 * `createMemoryStorage()` (this entry) and `createSqliteStorage()` (`wallet-modal/server/sqlite`).
 */
export interface SiwxServerStorage {
  /** Remembers a freshly issued nonce until `expiresAt`. */
  saveNonce(nonce: string, expiresAt: Date): Promise<void>
  /** True when `nonce` was issued and is unexpired at `now`; never uses it up. */
  hasNonce(nonce: string, now: Date): Promise<boolean>
  /**
   * Uses up `nonce`: true exactly once, and only while it is unexpired at `now`; false for an
   * unknown, expired or already consumed nonce. Must be atomic: of two concurrent calls with the
   * same nonce, at most one gets true.
   */
  consumeNonce(nonce: string, now: Date): Promise<boolean>
  saveSession(session: SiwxSession): Promise<void>
  /** The sessions of `query` that have no `expirationTime` or one after `now`, oldest first. */
  findSessions(query: SiwxSessionQuery, now: Date): Promise<SiwxSession[]>
  /** Removes every session of `query` (expired or not). */
  deleteSessions(query: SiwxSessionQuery): Promise<void>
}

/** The CAIP-10 address `<caipNetworkId>:<address>` sessions of `query` carry. */
export function sessionKey(query: SiwxSessionQuery): string {
  return `${query.caipNetworkId}:${query.address}`
}

/** True while `session` has not expired at `now`. */
export function isSessionLive(session: SiwxSession, now: Date): boolean {
  return session.expirationTime === undefined || Date.parse(session.expirationTime) > now.getTime()
}
