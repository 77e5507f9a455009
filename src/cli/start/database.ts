import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Logger } from 'pino'
import type pg from 'pg'
import type { ServerStorage } from '../../server/index.js'
import type { ServerConfig } from '../config/schema.js'
import type { PoolCounts } from './metrics.js'
import { requestContext } from './requestContext.js'

/** The open database under every service. */
export interface OpenDatabase {
  kind: 'sqlite' | 'postgres'
  storage: ServerStorage
  /** A real query (`SELECT 1`), failing after `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>
  /** The PostgreSQL pool's counters (undefined for SQLite). */
  poolCounts: (() => PoolCounts) | undefined
  close(): Promise<void>
}

/** Error codes of a database that cannot be reached (socket errors, PostgreSQL's classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014', // statement_timeout
])

/** Whether `error` means "no database right now" rather than a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    error.message,
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `work`, rejecting with Error('database: no answer within <ms> ms') when it takes longer. */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database: no answer within ${ms} ms`)), ms)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * SQLite (better-sqlite3, through `wallet-modal/server/sqlite`) in `config.database.sqliteFile`,
 * created with mode 0600, migrations applied at open.
 */
async function openSqlite(config: ServerConfig): Promise<OpenDatabase> {
  const { createSqliteStorage } = await import('../../server/sqlite.js')
  const file = config.database.sqliteFile
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const storage = createSqliteStorage(file)
  return {
    kind: 'sqlite',
    storage,
    async ping() {
      storage.db.prepare('SELECT 1').get()
    },
    poolCounts: undefined,
    close: () => storage.close(),
  }
}

/**
 * PostgreSQL (`pg`, through `wallet-modal/server/postgres`) at `url`: a pool with short connect and
 * query timeouts, so a request fails fast (503) while the database is away and the pool reconnects
 * by itself when it is back. Every failed call for want of a database marks the current request
 * (see `requestContext`) and counts in `onUnavailable`. At start, an unreachable database is retried
 * for `startupTimeoutMs` (a database container may start after this one); then migrations run.
 * @throws Error 'database: PostgreSQL unreachable for <ms> ms: <reason>'
 */
async function openPostgres(
  url: string,
  config: ServerConfig,
  logger: Logger,
  onUnavailable: () => void,
): Promise<OpenDatabase> {
  const { default: pgModule } = await import('pg')
  const { createPostgresStorage } = await import('../../server/postgres.js')
  const { poolSize, connectTimeoutMs, queryTimeoutMs, startupTimeoutMs } = config.database
  const pool: pg.Pool = new pgModule.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
  })
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', (error) => logger.warn({ reason: error.message }, 'database connection lost'))
  const mark = (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      onUnavailable()
      const context = requestContext.getStore()
      if (context) context.databaseUnavailable = true
    }
    throw error
  }
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const guard =
    (call: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      const result = call(...args)
      return result instanceof Promise ? result.catch(mark) : result
    }
  pool.query = guard(query) as typeof pool.query
  pool.connect = guard(connect) as typeof pool.connect

  const started = Date.now()
  let storage: ServerStorage
  for (let attempt = 1; ; attempt++) {
    try {
      storage = await createPostgresStorage(pool)
      break
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        await pool.end()
        throw error
      }
      if (Date.now() - started >= startupTimeoutMs) {
        await pool.end()
        throw new Error(`database: PostgreSQL unreachable for ${startupTimeoutMs} ms: ${(error as Error).message}`)
      }
      logger.warn({ attempt }, 'database unreachable; retrying')
      await sleep(Math.min(2_000, 200 * attempt))
    }
  }
  let closed = false
  return {
    kind: 'postgres',
    storage,
    async ping(timeoutMs) {
      await withTimeout(pool.query('SELECT 1'), timeoutMs)
    },
    poolCounts: () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount }),
    async close() {
      if (closed) return
      closed = true
      await storage.close()
      await pool.end()
    },
  }
}

/** PostgreSQL when `databaseUrl` is set (DATABASE_URL), else SQLite under the data folder. */
export function openDatabase(
  config: ServerConfig,
  databaseUrl: string | undefined,
  logger: Logger,
  onUnavailable: () => void,
): Promise<OpenDatabase> {
  return databaseUrl ? openPostgres(databaseUrl, config, logger, onUnavailable) : openSqlite(config)
}
