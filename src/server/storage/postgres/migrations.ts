import type { Migration } from '../migrations.js'

/**
 * The PostgreSQL schema, as numbered migrations (see `../migrations.ts`). Times are `timestamptz`.
 * Append new ones; never edit a released one.
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'siwx',
    sql: `
      CREATE TABLE siwx_nonces (nonce text PRIMARY KEY, expires_at timestamptz NOT NULL);
      CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);
      CREATE TABLE siwx_sessions (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        caip_address text NOT NULL,
        caip_network_id text NOT NULL,
        message text NOT NULL,
        signature text NOT NULL,
        issued_at text NOT NULL,
        expires_at timestamptz NOT NULL
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
        key text PRIMARY KEY,
        window_start bigint NOT NULL,
        count integer NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limit_counters_expires_at ON rate_limit_counters (expires_at);
    `,
  },
]
