import type { RateLimiterPointsStore, RateLimitStore } from './types.js'

/**
 * The {@link RateLimitStore} of every backend, kept in its {@link RateLimiterPointsStore} (table
 * `rate_limiter_points`), so that one store holds every limit: the HTTP toolkit's per-IP fixed
 * windows and the auth server's rate-limiter-flexible limiters alike. A hit adds a point to the
 * key; the first hit after the key expired starts the window that contains `now`, ending at the
 * next multiple of `windowMs` since the epoch. The upsert is atomic in every backend, so N
 * concurrent hits count 1..N; a hit stamped with an older time than the live window's (a process
 * whose clock lags) counts in that window rather than resetting it.
 */
export function fixedWindowCounters(points: RateLimiterPointsStore): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      const windowEnd = (Math.floor(now.getTime() / windowMs) + 1) * windowMs
      const counted = await points.upsert(key, 1, windowEnd - now.getTime(), false, now)
      return { count: counted.points, resetAt: counted.expiresAt ?? new Date(windowEnd) }
    },
  }
}
