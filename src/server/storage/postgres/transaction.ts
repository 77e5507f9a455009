import type { Pool, PoolClient } from 'pg'

/**
 * Runs `work` in one transaction (BEGIN … COMMIT) on one pooled connection and resolves to its result.
 * When `work` throws, the transaction is rolled back and `work`'s own error is rethrown (a failing
 * ROLLBACK is ignored so it cannot hide that error). The connection always returns to the pool.
 * Used by the PostgreSQL migrations, auth user store and project store.
 */
export async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
