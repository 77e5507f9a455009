import type { Pool } from 'pg'
import type { RateLimitStore } from '../types.js'

/**
 * The {@link RateLimitStore} over table `rate_limit_counters` (PostgreSQL migration 2): one upsert
 * per hit, atomic across connections and processes, so servers behind one database share their
 * limits. A hit stamped with an older window than the stored one (a process whose clock lags)
 * counts in the stored window rather than resetting it.
 */
export function postgresRateLimitStore(pool: Pool): RateLimitStore & { sweep(now: Date): Promise<number> } {
  return {
    async hit(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
      const { rows } = await pool.query<{ count: number; expires_at: Date }>(
        `INSERT INTO rate_limit_counters AS c (key, window_start, count, expires_at) VALUES ($1, $2, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN excluded.window_start > c.window_start THEN 1 ELSE c.count + 1 END,
           window_start = greatest(c.window_start, excluded.window_start),
           expires_at = greatest(c.expires_at, excluded.expires_at)
         RETURNING count, expires_at`,
        [key, windowStart, new Date(windowStart + windowMs)],
      )
      const row = rows[0]!
      return { count: row.count, resetAt: row.expires_at }
    },
    async sweep(now) {
      return (await pool.query('DELETE FROM rate_limit_counters WHERE expires_at <= $1', [now])).rowCount ?? 0
    },
  }
}
