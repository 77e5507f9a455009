import type { Pool } from 'pg'
import { expect, it, vi } from 'vitest'
import { postgresNameStore } from './nameStore.js'

// PostgreSQL answers `= ANY('{}')` with no rows: the early return saves the round trip.
it('an empty label list asks the database nothing', async () => {
  const query = vi.fn()
  const names = postgresNameStore({ query } as unknown as Pool)
  expect(await names.registeredAmong([])).toEqual(new Set())
  expect(query).not.toHaveBeenCalled()
})
