import type Database from 'better-sqlite3'
import type { RateLimitStore } from '../types.js'

/**
 * The {@link RateLimitStore} over table `rate_limit_counters` (SQLite migration 2): one upsert per
 * hit, atomic across connections. A hit stamped with an older window than the stored one (a
 * process whose clock lags) counts in the stored window rather than resetting it.
 */
export function sqliteRateLimitStore(db: Database.Database): RateLimitStore & { sweep(now: Date): number } {
  const hit = db.prepare(`
    INSERT INTO rate_limit_counters AS c (key, window_start, count, expires_at) VALUES (?, ?, 1, ?)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN excluded.window_start > c.window_start THEN 1 ELSE c.count + 1 END,
      window_start = max(c.window_start, excluded.window_start),
      expires_at = max(c.expires_at, excluded.expires_at)
    RETURNING count, expires_at
  `)
  const sweep = db.prepare('DELETE FROM rate_limit_counters WHERE expires_at <= ?')
  return {
    async hit(key, windowMs, now) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs
      const row = hit.get(key, windowStart, windowStart + windowMs) as { count: number; expires_at: number }
      return { count: row.count, resetAt: new Date(row.expires_at) }
    },
    sweep: (now) => sweep.run(now.getTime()).changes,
  }
}
