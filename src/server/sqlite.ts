/**
 * `wallet-modal/server/sqlite`: a {@link SiwxServerStorage} in SQLite through better-sqlite3
 * (an optional peer dependency, hence its own entry). Nonces and sessions survive restarts and
 * can be shared by processes on one host.
 */
import Database from 'better-sqlite3'
import type { SiwxSession } from '../core/siwx.js'
import { isSessionLive, sessionKey, type SiwxServerStorage } from './siwx/storage.js'

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS siwx_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS siwx_sessions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    caip_address TEXT NOT NULL,
    expires_at INTEGER,
    session TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS siwx_sessions_by_address ON siwx_sessions (caip_address);
`

/** A {@link SiwxServerStorage} in SQLite, from {@link createSqliteStorage}. */
export interface SqliteSiwxServerStorage extends SiwxServerStorage {
  /** Closes the database if this storage opened it (from a file name); else does nothing. */
  close(): void
}

/**
 * Creates the tables `siwx_nonces` and `siwx_sessions` if missing, in `database`: a file name
 * (opened, WAL journal) or an open better-sqlite3 `Database` (which the caller keeps owning and
 * closing). Times are stored as ms since the epoch; a session as its JSON. Consuming a nonce is
 * one `DELETE … RETURNING`, atomic across connections. Expired nonces and sessions are pruned on
 * each consume (the one write that is told the time).
 */
export function createSqliteStorage(database: string | Database.Database): SqliteSiwxServerStorage {
  const db = typeof database === 'string' ? new Database(database) : database
  if (typeof database === 'string') db.pragma('journal_mode = WAL')
  db.exec(SCHEMA)
  const insertNonce = db.prepare('INSERT OR REPLACE INTO siwx_nonces (nonce, expires_at) VALUES (?, ?)')
  const selectNonce = db.prepare('SELECT 1 FROM siwx_nonces WHERE nonce = ? AND expires_at > ?')
  const takeNonce = db.prepare('DELETE FROM siwx_nonces WHERE nonce = ? RETURNING expires_at')
  const pruneNonces = db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?')
  const insertSession = db.prepare('INSERT INTO siwx_sessions (caip_address, expires_at, session) VALUES (?, ?, ?)')
  const pruneSessions = db.prepare('DELETE FROM siwx_sessions WHERE expires_at IS NOT NULL AND expires_at <= ?')
  const selectSessions = db.prepare('SELECT session FROM siwx_sessions WHERE caip_address = ? ORDER BY id')
  const deleteSessions = db.prepare('DELETE FROM siwx_sessions WHERE caip_address = ?')

  return {
    async saveNonce(nonce, expiresAt) {
      insertNonce.run(nonce, expiresAt.getTime())
    },
    async hasNonce(nonce, now) {
      return selectNonce.get(nonce, now.getTime()) !== undefined
    },
    async consumeNonce(nonce, now) {
      const row = takeNonce.get(nonce) as { expires_at: number } | undefined
      pruneNonces.run(now.getTime())
      pruneSessions.run(now.getTime())
      return row !== undefined && row.expires_at > now.getTime()
    },
    async saveSession(session) {
      const expiresAt = session.expirationTime === undefined ? null : Date.parse(session.expirationTime)
      insertSession.run(session.caipAddress, expiresAt, JSON.stringify(session))
    },
    async findSessions(query, now) {
      const rows = selectSessions.all(sessionKey(query)) as Array<{ session: string }>
      return rows.map((row) => JSON.parse(row.session) as SiwxSession).filter((s) => isSessionLive(s, now))
    },
    async deleteSessions(query) {
      deleteSessions.run(sessionKey(query))
    },
    close() {
      if (typeof database === 'string') db.close()
    },
  }
}
