import type { Pool } from 'pg'
import type { CaipAddress, CaipNetworkId } from '../../../core/caip.js'
import type { SiwxStore, StoredSiwxSession } from '../types.js'

interface SessionRow {
  caip_address: string
  caip_network_id: string
  message: string
  signature: string
  issued_at: string
  expires_at: Date
}

const SESSION_COLUMNS = 'caip_address, caip_network_id, message, signature, issued_at, expires_at'

/** The {@link SiwxStore} over tables `siwx_nonces` and `siwx_sessions` (PostgreSQL migration 1). */
export function postgresSiwxStore(pool: Pool): SiwxStore & { sweep(now: Date): Promise<number> } {
  return {
    async saveNonce(nonce, expiresAt) {
      await pool.query(
        'INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO UPDATE SET expires_at = excluded.expires_at',
        [nonce, expiresAt],
      )
    },
    async hasNonce(nonce, now) {
      const { rowCount } = await pool.query('SELECT 1 FROM siwx_nonces WHERE nonce = $1 AND expires_at > $2', [
        nonce,
        now,
      ])
      return (rowCount ?? 0) > 0
    },
    async consumeNonce(nonce, now) {
      // One statement: of concurrent deletes of one row, exactly one returns it.
      const { rows } = await pool.query<{ expires_at: Date }>(
        'DELETE FROM siwx_nonces WHERE nonce = $1 RETURNING expires_at',
        [nonce],
      )
      return rows[0] !== undefined && rows[0].expires_at.getTime() > now.getTime()
    },
    async saveSession(session, tokenHash) {
      const { caipAddress, caipNetworkId, message, signature, issuedAt, expirationTime } = session
      await pool.query(
        `INSERT INTO siwx_sessions (token_hash, ${SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [tokenHash, caipAddress, caipNetworkId, message, signature, issuedAt, new Date(expirationTime)],
      )
    },
    async findSessionByTokenHash(tokenHash, now) {
      const { rows } = await pool.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM siwx_sessions WHERE token_hash = $1 AND expires_at > $2`,
        [tokenHash, now],
      )
      return rows[0] && toSession(rows[0])
    },
    async findSessions(caipAddress, now) {
      const { rows } = await pool.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM siwx_sessions WHERE caip_address = $1 AND expires_at > $2 ORDER BY id`,
        [caipAddress, now],
      )
      return rows.map(toSession)
    },
    async deleteSessions(caipAddress) {
      return (await pool.query('DELETE FROM siwx_sessions WHERE caip_address = $1', [caipAddress])).rowCount ?? 0
    },
    async sweep(now) {
      const nonces = await pool.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [now])
      const sessions = await pool.query('DELETE FROM siwx_sessions WHERE expires_at <= $1', [now])
      return (nonces.rowCount ?? 0) + (sessions.rowCount ?? 0)
    },
  }
}

function toSession(row: SessionRow): StoredSiwxSession {
  return {
    caipAddress: row.caip_address as CaipAddress,
    caipNetworkId: row.caip_network_id as CaipNetworkId,
    message: row.message,
    signature: row.signature,
    issuedAt: row.issued_at,
    expirationTime: row.expires_at.toISOString(),
  }
}
