import type { Migration } from './migrations.js'

/** The column types of the paymaster's table in one SQL backend. */
export interface PaymasterSqlTypes {
  text: string
  time: string
  /** A whole number of wei, up to 2^256 (SQLite: TEXT in decimal; PostgreSQL: numeric(78, 0)). */
  wei: string
}

/**
 * The migration that adds the paymaster service's table, numbered `version` in its backend's list:
 * `paymaster_gas_usage (account, day, used_wei, expires_at)`, one row per account and UTC day.
 */
export function paymasterMigration(version: number, types: PaymasterSqlTypes): Migration {
  const { text, time, wei } = types
  return {
    version,
    name: 'paymaster gas usage',
    sql: `
      CREATE TABLE paymaster_gas_usage (
        account ${text} NOT NULL,
        day ${text} NOT NULL,
        used_wei ${wei} NOT NULL,
        expires_at ${time} NOT NULL,
        PRIMARY KEY (account, day)
      );
      CREATE INDEX paymaster_gas_usage_expires_at ON paymaster_gas_usage (expires_at);
    `,
  }
}
