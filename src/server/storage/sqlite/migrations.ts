import type { Migration } from '../migrations.js'

/**
 * The SQLite schema, as numbered migrations (see `../migrations.ts`). Times are INTEGER ms since
 * the epoch. Append new ones; never edit a released one.
 */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'siwx',
    // 0.1.0 created siwx_nonces and siwx_sessions without migrations; its sessions have no token,
    // so nothing can reach them any more: they go, with the nonces of the last 5 minutes.
    sql: `
      DROP TABLE IF EXISTS siwx_sessions;
      DROP TABLE IF EXISTS siwx_nonces;
      CREATE TABLE siwx_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        caip_address TEXT NOT NULL,
        caip_network_id TEXT NOT NULL,
        message TEXT NOT NULL,
        signature TEXT NOT NULL,
        issued_at TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX siwx_sessions_caip_address ON siwx_sessions (caip_address);
      CREATE INDEX siwx_sessions_expires_at ON siwx_sessions (expires_at);
    `,
  },
  {
    version: 2,
    name: 'rate limits',
    sql: `
      CREATE TABLE rate_limit_counters (
        key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        count INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);
    `,
  },
]
