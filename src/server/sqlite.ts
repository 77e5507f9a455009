/**
 * `wallet-modal/server/sqlite`: the embedded storage backend, SQLite through better-sqlite3 (an
 * optional peer dependency: only this entry loads it).
 */
export { createSqliteStorage, applySqliteMigrations, type SqliteServerStorage } from './storage/sqlite/sqliteStorage.js'
export { SQLITE_MIGRATIONS } from './storage/sqlite/migrations.js'
