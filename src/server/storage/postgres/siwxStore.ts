import type { Pool } from 'pg'
import { fromTimestamptz } from '../authRows.js'
import { SIWX_SESSION_COLUMNS, type SiwxSessionRow, toSiwxSession } from '../siwxNameRows.js'
import type { SiwxStore, StoredSiwxSession } from '../types.js'
import { postgresNonceTable } from './nonceTable.js'

/** The {@link SiwxStore} over tables `siwx_nonces` and `siwx_sessions` (PostgreSQL migration 1). */
export function postgresSiwxStore(pool: Pool): SiwxStore & { sweep(now: Date): Promise<number> } {
  const nonces = postgresNonceTable(pool, 'siwx_nonces')
  return {
    saveNonce: nonces.saveNonce,
    async hasNonce(nonce, now) {
      const { rowCount } = await pool.query('SELECT 1 FROM siwx_nonces WHERE nonce = $1 AND expires_at > $2', [
        nonce,
        now,
      ])
      return (rowCount ?? 0) > 0
    },
    consumeNonce: nonces.consumeNonce,
    async saveSession(session, tokenHash) {
      const { caipAddress, caipNetworkId, message, signature, issuedAt, expirationTime } = session
      await pool.query(
        `INSERT INTO siwx_sessions (token_hash, ${SIWX_SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [tokenHash, caipAddress, caipNetworkId, message, signature, issuedAt, new Date(expirationTime)],
      )
    },
    async findSessionByTokenHash(tokenHash, now) {
      const { rows } = await pool.query<SiwxSessionRow<Date>>(
        `SELECT ${SIWX_SESSION_COLUMNS} FROM siwx_sessions WHERE token_hash = $1 AND expires_at > $2`,
        [tokenHash, now],
      )
      return rows[0] && toSession(rows[0])
    },
    async findSessions(caipAddress, now) {
      const { rows } = await pool.query<SiwxSessionRow<Date>>(
        `SELECT ${SIWX_SESSION_COLUMNS} FROM siwx_sessions WHERE caip_address = $1 AND expires_at > $2 ORDER BY id`,
        [caipAddress, now],
      )
      return rows.map(toSession)
    },
    async deleteSessions(caipAddress) {
      return (await pool.query('DELETE FROM siwx_sessions WHERE caip_address = $1', [caipAddress])).rowCount ?? 0
    },
    async sweep(now) {
      const sessions = await pool.query('DELETE FROM siwx_sessions WHERE expires_at <= $1', [now])
      return (await nonces.sweep(now)) + (sessions.rowCount ?? 0)
    },
  }
}

const toSession = (row: SiwxSessionRow<Date>): StoredSiwxSession => toSiwxSession(row, fromTimestamptz)
