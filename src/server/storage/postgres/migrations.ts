import type { Migration } from '../migrations.js'
import { paymasterMigration } from '../paymasterSchema.js'
import { schemaMigrations } from '../schemaMigrations.js'

/**
 * The PostgreSQL schema, as numbered migrations (see `../migrations.ts`): the shared ones of
 * `../schemaMigrations.ts` in PostgreSQL's types (times are `timestamptz`), then PostgreSQL's own.
 * Append new ones; never edit a released one.
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  ...schemaMigrations({
    text: 'text',
    integer: 'integer',
    bigint: 'bigint',
    time: 'timestamptz',
    id: 'bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY',
    json: 'jsonb',
    siwxPrelude: '',
  }),
  {
    version: 8,
    name: 'names coin_type bigint',
    // ENSIP-11 coin types of EVM chains other than mainnet are 0x80000000 | chainId, from 2^31 up:
    // beyond PostgreSQL's 32-bit integer (SQLite's INTEGER is 64-bit already).
    sql: 'ALTER TABLE names ALTER COLUMN coin_type TYPE bigint;',
  },
  paymasterMigration(9, { text: 'text', time: 'timestamptz', wei: 'numeric(78, 0)' }),
]
