import type { Migration } from '../migrations.js'
import { paymasterMigration } from '../paymasterSchema.js'
import { schemaMigrations } from '../schemaMigrations.js'

/**
 * The SQLite schema, as numbered migrations (see `../migrations.ts`): the shared ones of
 * `../schemaMigrations.ts` in SQLite's types. Times are INTEGER ms since the epoch. Append new
 * ones; never edit a released one.
 */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  ...schemaMigrations({
    text: 'TEXT',
    integer: 'INTEGER',
    bigint: 'INTEGER',
    time: 'INTEGER',
    id: 'INTEGER PRIMARY KEY AUTOINCREMENT',
    json: 'TEXT',
    // 0.1.0 created siwx_nonces and siwx_sessions without migrations; its sessions have no token,
    // so nothing can reach them any more: they go, with the nonces of the last 5 minutes.
    siwxPrelude: `
      DROP TABLE IF EXISTS siwx_sessions;
      DROP TABLE IF EXISTS siwx_nonces;`,
  }),
  paymasterMigration(8, { text: 'TEXT', time: 'INTEGER', wei: 'TEXT' }),
]
