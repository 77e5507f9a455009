import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createSqliteStorage, opensAsFile, SQLITE_FILE_MODE } from './sqliteStorage.js'

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'wm-sqlite-mode-')))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const modeOf = (file: string) => statSync(file).mode & 0o777

describe('sqlite storage: file permissions', () => {
  // Would have caught: the file (sealed key shares, session hashes) and its -wal/-shm created
  // 0644 under the usual umask 022, readable by every local user.
  it('creates the database file, and so its -wal and -shm, readable and writable by its owner only (0600)', async () => {
    const file = join(dir, 'new.sqlite')
    const storage = createSqliteStorage(file)
    await storage.rateLimits.hit('k', 60_000, new Date())
    expect(SQLITE_FILE_MODE).toBe(0o600)
    expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600])
    await storage.close()
  })

  it("leaves an existing file's mode alone, and opens it", async () => {
    const file = join(dir, 'existing.sqlite')
    writeFileSync(file, '')
    chmodSync(file, 0o640)
    const storage = createSqliteStorage(file)
    expect(modeOf(file)).toBe(0o640)
    expect(storage.db.pragma('journal_mode', { simple: true })).toBe('wal')
    await storage.close()
  })

  it("still reports better-sqlite3's error for a directory that does not exist, and opens ':memory:'", async () => {
    expect(() => createSqliteStorage(join(dir, 'missing', 'db.sqlite'))).toThrow(/directory does not exist/)
    await createSqliteStorage(':memory:').close()
  })

  // Would have caught: ':memory:' taken for a file name and created empty in the working directory
  // (tests cannot chdir in a worker thread, so they look there, and clean up).
  it("creates no file named ':memory:' for a ':memory:' database", async () => {
    const stray = join(process.cwd(), ':memory:')
    rmSync(stray, { force: true })
    try {
      await createSqliteStorage(':memory:').close()
      expect(existsSync(stray)).toBe(false)
    } finally {
      rmSync(stray, { force: true })
    }
  })

  // Would have caught: 'file:app.db' left to SQLite, which (better-sqlite3 reading no URIs by
  // default) creates a file of that very name, 0644 under the usual umask.
  it.skipIf(process.env.SQLITE_USE_URI === '1')(
    "creates a 'file:' name 0600 too: a plain file name to better-sqlite3, which reads no URIs by default",
    async () => {
      // A 'file:' name is relative to the working directory: a folder there holds it, removed after.
      const folder = `file:wm-sqlite-mode-${process.pid}-${Date.now()}`
      mkdirSync(folder)
      try {
        const storage = createSqliteStorage(`${folder}/db.sqlite`)
        expect(modeOf(join(process.cwd(), folder, 'db.sqlite'))).toBe(0o600)
        await storage.close()
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    },
  )

  it("opens as a file no '' or ':memory:', nor a 'file:' URI when better-sqlite3 reads URIs (SQLITE_USE_URI=1)", () => {
    const names = ['', ':memory:', 'file:app.db', 'file:app.db?mode=memory', 'app.db', 'data/file:app.db']
    try {
      vi.stubEnv('SQLITE_USE_URI', '0')
      expect(names.map(opensAsFile)).toEqual([false, false, true, true, true, true])
      vi.stubEnv('SQLITE_USE_URI', '1')
      expect(names.map(opensAsFile)).toEqual([false, false, false, false, true, true])
    } finally {
      vi.unstubAllEnvs()
    }
  })

  // Would have caught: the descriptor that creates the file never closed, one leaked per start.
  it.runIf(existsSync('/proc/self/fd'))('keeps no descriptor open on the file it created, once closed', async () => {
    const file = join(dir, 'descriptors.sqlite')
    await createSqliteStorage(file).close()
    const targets = readdirSync('/proc/self/fd').map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`)
      } catch {
        return '' // the descriptor readdir itself used, closed by now
      }
    })
    expect(targets.filter((target) => target.startsWith(file))).toEqual([])
  })
})
