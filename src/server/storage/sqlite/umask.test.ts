import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { createSqliteStorage } from './sqliteStorage.js'

/** A umask that leaves the owner read only (process.umask cannot be set in a worker thread). */
const UMASK = 0o277

// The kernel applies the umask to the mode a file is created with: this module's openSync does so too.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const openSync = (path: string, flags: number, mode?: number) =>
    fs.openSync(path, flags, mode === undefined ? mode : mode & ~UMASK)
  return { ...fs, openSync, default: { ...fs, openSync } }
})

const dir = mkdtempSync(join(tmpdir(), 'wm-sqlite-umask-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Would have caught: the file created with the mode asked for and nothing more, which a umask that
// clears the owner's write bit leaves 0400.
it('creates the database file 0600 even under a umask that clears the owner write bit (0277)', async () => {
  const file = join(dir, 'db.sqlite')
  const storage = createSqliteStorage(file)
  expect(statSync(file).mode & 0o777).toBe(0o600)
  await storage.close()
})
