import pg from 'pg'
import { checkMigrationOrder, MIGRATIONS_TABLE, type Migration } from '../migrations.js'
import type { ServerStorage } from '../types.js'
import { POSTGRES_MIGRATIONS } from './migrations.js'
import {
  postgresAuditLogStore,
  postgresAuthSessionStore,
  postgresKeyShareStore,
  postgresRateLimiterPointsStore,
} from './postgresAuthSessions.js'
import { postgresAuthUserStore, postgresOtpStore } from './postgresAuthUsers.js'
import { fixedWindowCounters } from '../fixedWindows.js'
import { postgresNameStore } from './nameStore.js'
import { postgresPaymasterStore } from './paymasterStore.js'
import { postgresProjectStore } from './projectStore.js'
import { postgresSocialLoginStore } from './postgresSocialLogins.js'
import { postgresSiwxStore } from './siwxStore.js'
import { inTransaction } from './transaction.js'

/** A {@link ServerStorage} in PostgreSQL, from {@link createPostgresStorage}. */
export interface PostgresServerStorage extends ServerStorage {
  /** The pool in use (for a host's own tables, or a look in tests). */
  readonly pool: pg.Pool
}

/**
 * The storage backend for more than one machine: PostgreSQL through `pg` (an optional peer
 * dependency, hence its own entry `wallet-modal/server/postgres`). Every server process pointed at
 * one database shares nonces, sessions, rate limits and the auth server's
 * users, one-time codes, sessions and key shares. `source` is a connection string
 * ('postgres://user:pass@host:5432/db'), a `pg.PoolConfig`, or a `pg.Pool` the caller keeps
 * owning: `close()` ends only a pool created here. Resolves once the missing numbered migrations
 * of {@link POSTGRES_MIGRATIONS} are applied (one transaction under an advisory lock, so processes
 * starting together apply each migration once).
 * @throws Error 'storage: the database is at migration <n>, newer than this wallet-modal knows (<m>)'
 * @throws pg's DatabaseError when the database cannot be reached or a migration fails
 */
export async function createPostgresStorage(source: string | pg.PoolConfig | pg.Pool): Promise<PostgresServerStorage> {
  const owned = !(source instanceof pg.Pool)
  const pool =
    source instanceof pg.Pool ? source : new pg.Pool(typeof source === 'string' ? { connectionString: source } : source)
  try {
    await applyPostgresMigrations(pool, POSTGRES_MIGRATIONS)
  } catch (error) {
    if (owned) await pool.end()
    throw error
  }
  const siwx = postgresSiwxStore(pool)
  const rateLimiterPoints = postgresRateLimiterPointsStore(pool)
  const otp = postgresOtpStore(pool)
  const sessions = postgresAuthSessionStore(pool)
  const names = postgresNameStore(pool)
  const logins = postgresSocialLoginStore(pool)
  const paymaster = postgresPaymasterStore(pool)
  let closed = false
  return {
    pool,
    siwx,
    rateLimits: fixedWindowCounters(rateLimiterPoints),
    rateLimiterPoints,
    auth: {
      users: postgresAuthUserStore(pool),
      otp,
      sessions,
      shares: postgresKeyShareStore(pool),
      audit: postgresAuditLogStore(pool),
      logins,
    },
    names,
    projects: postgresProjectStore(pool),
    paymaster,
    async sweep(now) {
      const counts = await Promise.all([
        siwx.sweep(now),
        rateLimiterPoints.sweep(now),
        otp.sweep(now),
        sessions.sweep(now),
        names.sweep(now),
        logins.sweep(now),
        paymaster.sweep(now),
      ])
      return counts.reduce((sum, count) => sum + count, 0)
    },
    async close() {
      if (!owned || closed) return
      closed = true
      await pool.end()
    },
  }
}

/**
 * Applies the migrations the database lacks, in order, in one transaction holding
 * `pg_advisory_xact_lock(hashtext('wallet_modal_migrations'))`, recording each in
 * `wallet_modal_migrations`.
 * @returns the versions it applied (empty when the database was up to date)
 * @throws Error 'storage: the database is at migration <n>, newer than this wallet-modal knows (<m>)'
 */
export async function applyPostgresMigrations(pool: pg.Pool, migrations: readonly Migration[]): Promise<number[]> {
  checkMigrationOrder(migrations)
  return inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('${MIGRATIONS_TABLE}'))`)
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    )
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${MIGRATIONS_TABLE}`)
    const applied = new Set(rows.map((row) => row.version))
    const newest = Math.max(0, ...applied)
    if (newest > migrations.length) {
      throw new Error(
        `storage: the database is at migration ${newest}, newer than this wallet-modal knows (${migrations.length})`,
      )
    }
    const done: number[] = []
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue
      await client.query(migration.sql)
      await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ])
      done.push(migration.version)
    }
    return done
  })
}
