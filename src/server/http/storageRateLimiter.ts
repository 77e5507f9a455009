import rateLimiterFlexible, { type RateLimiterRes as RateLimiterResType } from 'rate-limiter-flexible'
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'
import type { RateLimiterPoints, RateLimiterPointsStore } from '../storage/authTypes.js'

const { RateLimiterRes } = rateLimiterFlexible

/** Options of {@link createStorageRateLimiter}. */
export interface StorageRateLimiterOptions {
  /** Prefix of every key, e.g. 'auth-otp-email'. */
  keyPrefix: string
  /** Points a key may consume per window. */
  points: number
  /** The window in seconds, counted from a key's first point. */
  duration: number
  /** The clock; the server's injectable one. */
  now: () => Date
}

/** What the auth server uses of a rate-limiter-flexible limiter. */
export interface PointsLimiter {
  /**
   * Consumes one point of `key`: resolves while under the limit, rejects with a
   * `RateLimiterRes` (its `msBeforeNext` until the window ends) once over it, or with the store's error.
   */
  consume(key: string, points?: number): Promise<RateLimiterResType>
  /** Gives back `points` (default 1) of `key`'s current window: a point consumed for work that then did not happen. */
  reward(key: string, points?: number): Promise<RateLimiterResType>
  /** Forgets `key`. */
  delete(key: string): Promise<boolean>
}

/**
 * A rate-limiter-flexible limiter over the storage layer's {@link RateLimiterPointsStore}: the
 * library's consume/penalty/reward/block logic, with points kept in the same database as everything
 * else (so auth-server processes on one PostgreSQL database share limits) and the server's clock
 * (so tests move time instead of waiting).
 */
export function createStorageRateLimiter(
  store: RateLimiterPointsStore,
  options: StorageRateLimiterOptions,
): PointsLimiter {
  class StorageRateLimiter extends RateLimiterStoreAbstract {
    _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<RateLimiterPoints> {
      return store.upsert(rlKey, points, msDuration, forceExpire, options.now())
    }

    async _get(rlKey: string): Promise<RateLimiterPoints | null> {
      return (await store.get(rlKey, options.now())) ?? null
    }

    _delete(rlKey: string): Promise<boolean> {
      return store.delete(rlKey)
    }

    _getRateLimiterRes(_rlKey: string, changedPoints: number, result: RateLimiterPoints): RateLimiterResType {
      const res = new RateLimiterRes()
      const mutable = res as unknown as Record<
        'isFirstInDuration' | 'consumedPoints' | 'remainingPoints' | 'msBeforeNext',
        number | boolean
      >
      mutable.isFirstInDuration = changedPoints === result.points
      mutable.consumedPoints = result.points
      mutable.remainingPoints = Math.max(this.points - result.points, 0)
      mutable.msBeforeNext = result.expiresAt ? Math.max(result.expiresAt.getTime() - options.now().getTime(), 0) : -1
      return res
    }
  }
  return new StorageRateLimiter({
    storeClient: store,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.duration,
  }) as unknown as PointsLimiter
}

/**
 * A maker of {@link createStorageRateLimiter} limiters over one store and clock: `limiter(keyPrefix,
 * points, durationMs)` allows `points` per window of `durationMs` ms (rounded up to whole seconds).
 */
export function pointsLimiters(store: RateLimiterPointsStore, now: () => Date) {
  return (keyPrefix: string, points: number, durationMs: number): PointsLimiter =>
    createStorageRateLimiter(store, { keyPrefix, points, duration: Math.ceil(durationMs / 1000), now })
}

/** True when `value` is a limiter's refusal (a `RateLimiterRes`) rather than a store failure. */
export function isRateLimited(value: unknown): value is RateLimiterResType {
  return value instanceof RateLimiterRes
}
