import type { Pool } from 'pg'
import type { NameStore } from '../types.js'

/**
 * The single-use nonces of one table with columns `nonce` and `expires_at` (`siwx_nonces`,
 * `name_nonces`): saved until their expiry, consumed once, swept once expired. The nonce
 * methods of both the {@link NameStore} and the `SiwxStore`.
 */
export function postgresNonceTable(
  pool: Pool,
  table: 'siwx_nonces' | 'name_nonces',
): Pick<NameStore, 'saveNonce' | 'consumeNonce'> & {
  sweep(now: Date): Promise<number>
} {
  return {
    async saveNonce(nonce, expiresAt) {
      await pool.query(
        `INSERT INTO ${table} (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at`,
        [nonce, expiresAt],
      )
    },
    async consumeNonce(nonce, now) {
      // One statement: of concurrent deletes of one row, exactly one returns it.
      const { rows } = await pool.query<{ expires_at: Date }>(
        `DELETE FROM ${table} WHERE nonce = $1 RETURNING expires_at`,
        [nonce],
      )
      return rows[0] !== undefined && rows[0].expires_at.getTime() > now.getTime()
    },
    async sweep(now) {
      return (await pool.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [now])).rowCount ?? 0
    },
  }
}
