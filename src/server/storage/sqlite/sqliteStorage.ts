import { closeSync, constants, fchmodSync, openSync } from 'node:fs'
import Database from 'better-sqlite3'
import { checkMigrationOrder, MIGRATIONS_TABLE, type Migration } from '../migrations.js'
import type { ServerStorage } from '../types.js'
import { SQLITE_MIGRATIONS } from './migrations.js'
import { fixedWindowCounters } from '../fixedWindows.js'
import {
  sqliteAuditLogStore,
  sqliteAuthSessionStore,
  sqliteKeyShareStore,
  sqliteRateLimiterPointsStore,
} from './sqliteAuthSessions.js'
import { sqliteAuthUserStore, sqliteOtpStore } from './sqliteAuthUsers.js'
import { sqliteNameStore } from './nameStore.js'
import { sqlitePaymasterStore } from './paymasterStore.js'
import { sqliteProjectStore } from './projectStore.js'
import { sqliteSocialLoginStore } from './sqliteSocialLogins.js'
import { sqliteSiwxStore } from './siwxStore.js'

/** A {@link ServerStorage} in SQLite, from {@link createSqliteStorage}. */
export interface SqliteServerStorage extends ServerStorage {
  /** The open database (for a host's own tables, backups, or a look in tests). */
  readonly db: Database.Database
}

/**
 * The embedded storage backend: SQLite through better-sqlite3 (an optional peer dependency,
 * hence its own entry `wallet-modal/server/sqlite`). `database` is a file name (opened with the WAL
 * journal; ':memory:' for a throwaway database) or an open better-sqlite3 `Database`, which the
 * caller keeps owning: `close()` closes only a database opened here. Applies the missing numbered
 * migrations of {@link SQLITE_MIGRATIONS} at once, in one IMMEDIATE transaction, so processes on
 * one file can start together. Processes on one host may share the file; use PostgreSQL across hosts.
 * A file it creates is readable and writable by its owner only (mode 0600, whatever the umask:
 * it holds sealed key shares and session hashes); SQLite gives its -wal and -shm files the same
 * mode. An existing file keeps its mode (`chmod 600` one made by an older version).
 * @throws Error 'storage: the database is at migration <n>, newer than this wallet-modal knows (<m>)'
 * @throws better-sqlite3's SqliteError when the file cannot be opened or a migration fails
 */
export function createSqliteStorage(database: string | Database.Database): SqliteServerStorage {
  const owned = typeof database === 'string'
  if (owned) createPrivateFile(database)
  const db = owned ? new Database(database) : database
  try {
    if (owned) db.pragma('journal_mode = WAL')
    applySqliteMigrations(db, SQLITE_MIGRATIONS)
  } catch (error) {
    if (owned) db.close()
    throw error
  }
  const siwx = sqliteSiwxStore(db)
  const rateLimiterPoints = sqliteRateLimiterPointsStore(db)
  const otp = sqliteOtpStore(db)
  const sessions = sqliteAuthSessionStore(db)
  const names = sqliteNameStore(db)
  const logins = sqliteSocialLoginStore(db)
  const paymaster = sqlitePaymasterStore(db)
  const sweep = db.transaction(
    (now: Date) =>
      siwx.sweep(now) +
      rateLimiterPoints.sweep(now) +
      otp.sweep(now) +
      sessions.sweep(now) +
      names.sweep(now) +
      logins.sweep(now) +
      paymaster.sweep(now),
  )
  return {
    db,
    siwx,
    rateLimits: fixedWindowCounters(rateLimiterPoints),
    rateLimiterPoints,
    auth: {
      users: sqliteAuthUserStore(db),
      otp,
      sessions,
      shares: sqliteKeyShareStore(db),
      audit: sqliteAuditLogStore(db),
      logins,
    },
    names,
    projects: sqliteProjectStore(db),
    paymaster,
    async sweep(now) {
      return sweep(now)
    },
    async close() {
      if (owned && db.open) db.close()
    },
  }
}

/** Mode of a database file this module creates: owner read and write only. */
export const SQLITE_FILE_MODE = 0o600

/**
 * Creates `file` empty with {@link SQLITE_FILE_MODE} when it does not exist yet (SQLite reads an
 * empty file as an empty database, and would otherwise create it 0644 under the usual umask). A
 * name SQLite does not open as a file of that name (see {@link opensAsFile}) and a file that exists
 * are left alone; when the file cannot be created here, better-sqlite3 reports why as it opens it.
 */
function createPrivateFile(file: string): void {
  if (!opensAsFile(file)) return
  let fd: number
  try {
    fd = openSync(file, constants.O_RDWR | constants.O_CREAT | constants.O_EXCL, SQLITE_FILE_MODE)
  } catch {
    return
  }
  try {
    fchmodSync(fd, SQLITE_FILE_MODE)
  } finally {
    closeSync(fd)
  }
}

/**
 * Whether better-sqlite3 opens `name` as the file of that name: not '' or ':memory:' (throwaway
 * databases), nor a 'file:' URI when it reads URIs, which it does only when SQLITE_USE_URI=1 is in
 * its environment. Its build leaves URIs off, so by default 'file:app.db' is a file named so.
 */
export function opensAsFile(name: string): boolean {
  return !(name === '' || name === ':memory:' || (name.startsWith('file:') && process.env.SQLITE_USE_URI === '1'))
}

/**
 * Applies the migrations `db` lacks, in order, recording each in `wallet_modal_migrations`.
 * @returns the versions it applied (empty when the database was up to date)
 * @throws Error 'storage: the database is at migration <n>, newer than this wallet-modal knows (<m>)'
 */
export function applySqliteMigrations(db: Database.Database, migrations: readonly Migration[]): number[] {
  checkMigrationOrder(migrations)
  const run = db.transaction(() => {
    db.exec(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`,
    )
    const rows = db.prepare(`SELECT version FROM ${MIGRATIONS_TABLE}`).all() as Array<{ version: number }>
    const applied = new Set(rows.map((row) => row.version))
    const newest = Math.max(0, ...applied)
    if (newest > migrations.length) {
      throw new Error(
        `storage: the database is at migration ${newest}, newer than this wallet-modal knows (${migrations.length})`,
      )
    }
    const record = db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (?, ?, ?)`)
    const done: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      db.exec(migration.sql)
      record.run(migration.version, migration.name, Date.now())
      done.push(migration.version)
    }
    return done
  })
  return run.immediate()
}
