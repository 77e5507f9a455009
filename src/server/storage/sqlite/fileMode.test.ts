import { mkdtempSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSqliteStorage, SQLITE_FILE_MODE } from './sqliteStorage.js'

const dir = mkdtempSync(join(tmpdir(), 'wm-sqlite-mode-'))
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
})
