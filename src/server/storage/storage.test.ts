import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './memory/memoryStorage.js'
import { MIGRATIONS_TABLE } from './migrations.js'
import { POSTGRES_MIGRATIONS } from './postgres/migrations.js'
import { inTransaction } from './postgres/transaction.js'
import {
  applyPostgresMigrations,
  createPostgresStorage,
  type PostgresServerStorage,
} from './postgres/postgresStorage.js'
import { SQLITE_MIGRATIONS } from './sqlite/migrations.js'
import { applySqliteMigrations, createSqliteStorage, type SqliteServerStorage } from './sqlite/sqliteStorage.js'
import { describeAuthStorageContract } from './authStorageContract.js'
import { describeNameStorageContract } from './nameStorageContract.js'
import { describePaymasterStorageContract } from './paymasterStorageContract.js'
import { describeProjectStorageContract } from './projectStorageContract.js'
import { describeSocialLoginStorageContract } from './socialLoginStorageContract.js'
import { describeStorageContract, type StorageUnderTest } from './storageContract.js'
import { startPgliteServer, type RunningPgliteServer } from './testing/startPgliteServer.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-storage-'))
let files = 0
const freshFile = () => join(dir, `db-${++files}.sqlite`)
let postgres: RunningPgliteServer

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const backends = {
  memory: { open: async () => createMemoryStorage() },
  sqlite: {
    open: async () => createSqliteStorage(freshFile()),
    openSecond: async (first) => createSqliteStorage((first as SqliteServerStorage).db.name),
  },
  postgres: {
    async open() {
      await postgres.reset()
      return createPostgresStorage(postgres.connectionString)
    },
    openSecond: async () => createPostgresStorage({ connectionString: postgres.connectionString, max: 2 }),
  },
} satisfies Record<string, StorageUnderTest>

function describeContracts(name: string, backend: StorageUnderTest) {
  describeStorageContract(name, backend)
  describeAuthStorageContract(name, backend)
  describeNameStorageContract(name, backend)
  describeProjectStorageContract(name, backend)
  describeSocialLoginStorageContract(name, backend)
  describePaymasterStorageContract(name, backend)
}

describeContracts('memory', backends.memory)
describeContracts('sqlite', backends.sqlite)

describe('sqlite migrations', () => {
  const versions = (db: Database.Database) =>
    db.prepare(`SELECT version, name FROM ${MIGRATIONS_TABLE} ORDER BY version`).all()

  it('applies every migration once, and nothing on the next start', async () => {
    const file = freshFile()
    const first = createSqliteStorage(file)
    expect(versions(first.db)).toEqual(SQLITE_MIGRATIONS.map(({ version, name }) => ({ version, name })))
    await first.close()
    const again = createSqliteStorage(file)
    expect(versions(again.db)).toHaveLength(SQLITE_MIGRATIONS.length)
    await again.close()
  })

  it('takes over a 0.1.0 database: its tokenless sessions go, the schema becomes current', async () => {
    const file = freshFile()
    const old = new Database(file)
    old.exec(`
      CREATE TABLE siwx_nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE TABLE siwx_sessions (id INTEGER PRIMARY KEY AUTOINCREMENT, caip_address TEXT NOT NULL, expires_at INTEGER, session TEXT NOT NULL);
      INSERT INTO siwx_sessions (caip_address, expires_at, session) VALUES ('eip155:1:0xAb', NULL, '{}');
    `)
    old.close()
    const storage = createSqliteStorage(file)
    expect(await storage.siwx.findSessions('eip155:1:0xAb', new Date())).toEqual([])
    await storage.close()
  })

  it('refuses a database migrated by a newer version', () => {
    const db = new Database(':memory:')
    createSqliteStorage(db)
    db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (99, 'future', 0)`).run()
    expect(() => createSqliteStorage(db)).toThrow(
      `storage: the database is at migration 99, newer than this wallet-modal knows (${SQLITE_MIGRATIONS.length})`,
    )
    db.close()
  })

  it('refuses migrations numbered out of order before touching the database', () => {
    const db = new Database(':memory:')
    const table = (version: number, name: string) => ({ version, name, sql: `CREATE TABLE ${name} (x INTEGER)` })
    expect(() => applySqliteMigrations(db, [table(1, 'a'), table(3, 'c')])).toThrow(
      'storage: migration 2 is numbered 3, expected 2',
    )
    expect(db.prepare('SELECT count(*) AS n FROM sqlite_master').get()).toEqual({ n: 0 })
    expect(applySqliteMigrations(db, [table(1, 'a'), table(2, 'b')])).toEqual([1, 2])
    db.close()
  })

  it('opens a file it is given by name in WAL mode, and leaves the journal of a database it was given alone', async () => {
    const owned = createSqliteStorage(freshFile())
    expect(owned.db.pragma('journal_mode', { simple: true })).toBe('wal')
    await owned.close()
    const db = new Database(freshFile())
    await createSqliteStorage(db).close()
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete')
    db.close()
  })

  it('closes a file it opened when the migrations fail, and leaves open a database it was given', () => {
    const file = freshFile()
    const setup = new Database(file)
    createSqliteStorage(setup)
    setup.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES (99, 'future', 0)`).run()
    setup.pragma('journal_mode = WAL')
    setup.close()
    // SQLite removes the -wal file when the last connection to a WAL database closes.
    expect(existsSync(`${file}-wal`)).toBe(false)
    expect(() => createSqliteStorage(file)).toThrow('newer than this wallet-modal knows')
    expect(existsSync(`${file}-wal`)).toBe(false)
    const given = new Database(file)
    expect(() => createSqliteStorage(given)).toThrow('newer than this wallet-modal knows')
    expect(given.open).toBe(true)
    given.close()
  })

  it('leaves a database it was given open on close()', async () => {
    const db = new Database(':memory:')
    await createSqliteStorage(db).close()
    expect(db.open).toBe(true)
    db.close()
  })
})

// PGlite starts in this block's beforeAll, not file-wide: vitest skips the hook when none of the
// block's tests runs, so a run of only the memory or SQLite tests (vitest -t, or Stryker running
// the tests that cover one mutant) never waits for it.
describe('PostgreSQL over PGlite', () => {
  beforeAll(async () => {
    postgres = await startPgliteServer()
  }, 60_000)
  afterAll(() => postgres?.stop())

  describeContracts('postgres', backends.postgres)

  describe('postgres migrations', () => {
    it('lets four processes start together on an empty database: each migration applied once', async () => {
      await postgres.reset()
      const storages: PostgresServerStorage[] = await Promise.all(
        Array.from({ length: 4 }, () => createPostgresStorage({ connectionString: postgres.connectionString, max: 2 })),
      )
      const { rows } = await storages[0]!.pool.query(`SELECT version, name FROM ${MIGRATIONS_TABLE} ORDER BY version`)
      expect(rows).toEqual(POSTGRES_MIGRATIONS.map(({ version, name }) => ({ version, name })))
      await Promise.all(storages.map((storage) => storage.close()))
    })

    // Would have caught: migrating without the lock, so processes starting together on a real
    // PostgreSQL could both apply a migration (PGlite, one session running one transaction at a
    // time, serialises them anyway: hence a look at pg_locks from inside a migration).
    it("migrates holding the advisory lock on hashtext('wallet_modal_migrations'), released at the end", async () => {
      await postgres.reset()
      const pool = new pg.Pool({ connectionString: postgres.connectionString, max: 1 })
      // A bigint advisory key shows in pg_locks as its high (classid) and low (objid) 32 bits.
      const held = `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 1
        AND ((classid::bigint << 32) | objid::bigint) = hashtext('${MIGRATIONS_TABLE}')::bigint`
      await applyPostgresMigrations(pool, [{ version: 1, name: 'probe', sql: `CREATE TABLE probe AS ${held}` }])
      expect((await pool.query('SELECT n FROM probe')).rows).toEqual([{ n: 1 }])
      expect((await pool.query(held)).rows).toEqual([{ n: 0 }])
      await pool.end()
    })

    // One connection (max: 1), so the next query reuses the connection a failure left. Outside a
    // transaction now() is the statement's own start; inside one left open it is the BEGIN's.
    const noTransactionLeftOpen = async (pool: pg.Pool) =>
      expect((await pool.query('SELECT now() = statement_timestamp() AS fresh')).rows).toEqual([{ fresh: true }])

    it('rolls back a transaction whose work fails, and leaves none open', async () => {
      await postgres.reset()
      const storage = await createPostgresStorage({ connectionString: postgres.connectionString, max: 1 })
      await expect(
        inTransaction(storage.pool, async (client) => {
          await client.query(
            'INSERT INTO names (label, coin_type, address, message, signature, created_at) VALUES ($1, 60, $2, $3, $4, now())',
            ['rolled', '0x00', 'm', '0x01'],
          )
          throw new Error('work failed')
        }),
      ).rejects.toThrow('work failed')
      await noTransactionLeftOpen(storage.pool)
      expect(await storage.names.findByLabel('rolled')).toBeUndefined()
      // addEvent is one transaction too: a trim that fails (LIMIT -1) stores nothing.
      const event = {
        projectId: 'p1',
        eventId: 'e1',
        receivedAt: new Date(),
        sdkType: 'wm',
        sdkVersion: 'wallet-modal-0.1.0',
        body: {} as never,
      }
      await expect(storage.projects.addEvent(event, -1)).rejects.toThrow('LIMIT must not be negative')
      await noTransactionLeftOpen(storage.pool)
      expect(await storage.projects.countEvents('p1')).toBe(0)
      await storage.close()
    })

    it('throws a database error from replaceIdentity instead of reading it as a taken lookup', async () => {
      await postgres.reset()
      const storage = await createPostgresStorage(postgres.connectionString)
      await storage.auth.users.createUser(
        { id: 'u1', createdAt: new Date() },
        { kind: 'email', lookup: 'L1', sealedValue: 's', createdAt: new Date() },
      )
      await storage.pool.query('ALTER TABLE auth_identities ADD CONSTRAINT short_lookup CHECK (length(lookup) < 5)')
      await expect(storage.auth.users.replaceIdentity('u1', 'email', 'a-long-lookup', 's')).rejects.toThrow(
        'short_lookup',
      )
      await storage.close()
    })

    it('refuses a database migrated by a newer version, and leaves a given pool open', async () => {
      await postgres.reset()
      const pool = new pg.Pool({ connectionString: postgres.connectionString, max: 2 })
      await (await createPostgresStorage(pool)).close()
      await pool.query(`INSERT INTO ${MIGRATIONS_TABLE} (version, name) VALUES (99, 'future')`)
      await expect(createPostgresStorage(pool)).rejects.toThrow(
        `storage: the database is at migration 99, newer than this wallet-modal knows (${POSTGRES_MIGRATIONS.length})`,
      )
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
      await pool.end()
      // A pool it made itself it ends: every connection that pool opened is closed.
      let opened = 0
      let ended = 0
      // pg-pool calls connect(callback): the override passes its arguments on.
      class CountingClient extends pg.Client {
        override connect(...args: []) {
          opened++
          this.once('end', () => ended++)
          return super.connect(...args)
        }
      }
      await expect(
        createPostgresStorage({ connectionString: postgres.connectionString, Client: CountingClient }),
      ).rejects.toThrow('newer than this wallet-modal knows')
      expect(opened).toBeGreaterThan(0)
      // A connection's 'end' event comes a moment after pool.end() resolves.
      await vi.waitFor(() => expect(ended).toBe(opened))
      // The refusal rolls back its transaction: with one connection, the next query finds none open.
      const single = new pg.Pool({ connectionString: postgres.connectionString, max: 1 })
      await expect(createPostgresStorage(single)).rejects.toThrow('newer than this wallet-modal knows')
      await noTransactionLeftOpen(single)
      await single.end()
    })
  })
})
