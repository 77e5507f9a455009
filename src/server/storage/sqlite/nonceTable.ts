import type Database from 'better-sqlite3'
import type { NameStore } from '../types.js'

/**
 * The single-use nonces of one table with columns `nonce` and `expires_at` (`siwx_nonces`,
 * `name_nonces`): saved until their expiry, consumed once, swept once expired. The nonce
 * methods of both the {@link NameStore} and the `SiwxStore`.
 */
export function sqliteNonceTable(
  db: Database.Database,
  table: 'siwx_nonces' | 'name_nonces',
): Pick<NameStore, 'saveNonce' | 'consumeNonce'> & {
  sweep(now: Date): number
} {
  const statements = {
    save: db.prepare(`INSERT OR REPLACE INTO ${table} (nonce, expires_at) VALUES (?, ?)`),
    // One statement: atomic across connections and processes.
    take: db.prepare(`DELETE FROM ${table} WHERE nonce = ? RETURNING expires_at`),
    sweep: db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`),
  }
  return {
    async saveNonce(nonce, expiresAt) {
      statements.save.run(nonce, expiresAt.getTime())
    },
    async consumeNonce(nonce, now) {
      const row = statements.take.get(nonce) as { expires_at: number } | undefined
      return row !== undefined && row.expires_at > now.getTime()
    },
    sweep(now) {
      return statements.sweep.run(now.getTime()).changes
    },
  }
}
