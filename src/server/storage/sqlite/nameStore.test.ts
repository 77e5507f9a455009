import { expect, it, vi } from 'vitest'
import { createSqliteStorage } from './sqliteStorage.js'

// SQLite answers an empty `IN ()` with no rows: the early return saves preparing and running it.
it('an empty label list asks the database nothing', async () => {
  const storage = createSqliteStorage(':memory:')
  const prepare = vi.spyOn(storage.db, 'prepare')
  expect(await storage.names.registeredAmong([])).toEqual(new Set())
  expect(prepare).not.toHaveBeenCalled()
  await storage.close()
})
