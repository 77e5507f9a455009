import type Database from 'better-sqlite3'
import type { CaipAddress, CaipNetworkId } from '../../../core/caip.js'
import type { SiwxStore, StoredSiwxSession } from '../types.js'

interface SessionRow {
  caip_address: string
  caip_network_id: string
  message: string
  signature: string
  issued_at: string
  expires_at: number
}

const SESSION_COLUMNS = 'caip_address, caip_network_id, message, signature, issued_at, expires_at'

/** The {@link SiwxStore} over tables `siwx_nonces` and `siwx_sessions` (SQLite migration 1). */
export function sqliteSiwxStore(db: Database.Database): SiwxStore & { sweep(now: Date): number } {
  const statements = {
    saveNonce: db.prepare('INSERT OR REPLACE INTO siwx_nonces (nonce, expires_at) VALUES (?, ?)'),
    hasNonce: db.prepare('SELECT 1 FROM siwx_nonces WHERE nonce = ? AND expires_at > ?'),
    // One statement: atomic across connections and processes.
    takeNonce: db.prepare('DELETE FROM siwx_nonces WHERE nonce = ? RETURNING expires_at'),
    saveSession: db.prepare(`INSERT INTO siwx_sessions (token_hash, ${SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    byToken: db.prepare(`SELECT ${SESSION_COLUMNS} FROM siwx_sessions WHERE token_hash = ? AND expires_at > ?`),
    byAccount: db.prepare(
      `SELECT ${SESSION_COLUMNS} FROM siwx_sessions WHERE caip_address = ? AND expires_at > ? ORDER BY id`,
    ),
    deleteSessions: db.prepare('DELETE FROM siwx_sessions WHERE caip_address = ?'),
    sweepNonces: db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?'),
    sweepSessions: db.prepare('DELETE FROM siwx_sessions WHERE expires_at <= ?'),
  }

  return {
    async saveNonce(nonce, expiresAt) {
      statements.saveNonce.run(nonce, expiresAt.getTime())
    },
    async hasNonce(nonce, now) {
      return statements.hasNonce.get(nonce, now.getTime()) !== undefined
    },
    async consumeNonce(nonce, now) {
      const row = statements.takeNonce.get(nonce) as { expires_at: number } | undefined
      return row !== undefined && row.expires_at > now.getTime()
    },
    async saveSession(session, tokenHash) {
      const { caipAddress, caipNetworkId, message, signature, issuedAt, expirationTime } = session
      statements.saveSession.run(
        tokenHash,
        caipAddress,
        caipNetworkId,
        message,
        signature,
        issuedAt,
        Date.parse(expirationTime),
      )
    },
    async findSessionByTokenHash(tokenHash, now) {
      const row = statements.byToken.get(tokenHash, now.getTime()) as SessionRow | undefined
      return row && toSession(row)
    },
    async findSessions(caipAddress, now) {
      return (statements.byAccount.all(caipAddress, now.getTime()) as SessionRow[]).map(toSession)
    },
    async deleteSessions(caipAddress) {
      return statements.deleteSessions.run(caipAddress).changes
    },
    sweep(now) {
      return statements.sweepNonces.run(now.getTime()).changes + statements.sweepSessions.run(now.getTime()).changes
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
    expirationTime: new Date(row.expires_at).toISOString(),
  }
}
