import type Database from 'better-sqlite3'
import { fromEpochMs } from '../authRows.js'
import { SIWX_SESSION_COLUMNS, type SiwxSessionRow, toSiwxSession } from '../siwxNameRows.js'
import type { SiwxStore, StoredSiwxSession } from '../types.js'
import { sqliteNonceTable } from './nonceTable.js'

/** The {@link SiwxStore} over tables `siwx_nonces` and `siwx_sessions` (SQLite migration 1). */
export function sqliteSiwxStore(db: Database.Database): SiwxStore & { sweep(now: Date): number } {
  const nonces = sqliteNonceTable(db, 'siwx_nonces')
  const statements = {
    hasNonce: db.prepare('SELECT 1 FROM siwx_nonces WHERE nonce = ? AND expires_at > ?'),
    saveSession: db.prepare(
      `INSERT INTO siwx_sessions (token_hash, ${SIWX_SESSION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    byToken: db.prepare(`SELECT ${SIWX_SESSION_COLUMNS} FROM siwx_sessions WHERE token_hash = ? AND expires_at > ?`),
    byAccount: db.prepare(
      `SELECT ${SIWX_SESSION_COLUMNS} FROM siwx_sessions WHERE caip_address = ? AND expires_at > ? ORDER BY id`,
    ),
    deleteSessions: db.prepare('DELETE FROM siwx_sessions WHERE caip_address = ?'),
    sweepSessions: db.prepare('DELETE FROM siwx_sessions WHERE expires_at <= ?'),
  }

  return {
    saveNonce: nonces.saveNonce,
    async hasNonce(nonce, now) {
      return statements.hasNonce.get(nonce, now.getTime()) !== undefined
    },
    consumeNonce: nonces.consumeNonce,
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
      const row = statements.byToken.get(tokenHash, now.getTime()) as SiwxSessionRow<number> | undefined
      return row && toSession(row)
    },
    async findSessions(caipAddress, now) {
      return (statements.byAccount.all(caipAddress, now.getTime()) as SiwxSessionRow<number>[]).map(toSession)
    },
    async deleteSessions(caipAddress) {
      return statements.deleteSessions.run(caipAddress).changes
    },
    sweep(now) {
      return nonces.sweep(now) + statements.sweepSessions.run(now.getTime()).changes
    },
  }
}

const toSession = (row: SiwxSessionRow<number>): StoredSiwxSession => toSiwxSession(row, fromEpochMs)
