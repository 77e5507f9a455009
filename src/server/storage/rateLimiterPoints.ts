import type { RateLimiterPoints } from './authTypes.js'

/**
 * When points added at `now` for `msDuration` ms expire, in ms since the epoch, as the backends that
 * keep times as numbers store it: null (never) for a duration of 0 (see `RateLimiterPointsStore.upsert`).
 */
export function pointsExpiryMs(msDuration: number, now: Date): number | null {
  return msDuration > 0 ? now.getTime() + msDuration : null
}

/** A key's {@link RateLimiterPoints} from its points and its expiry in ms since the epoch (null: never). */
export function pointsAt(points: number, expiresAtMs: number | null): RateLimiterPoints {
  return { points, expiresAt: expiresAtMs === null ? null : new Date(expiresAtMs) }
}
