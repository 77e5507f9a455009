import type { RateLimiterRes } from 'rate-limiter-flexible'
import { describe, expect, it } from 'vitest'
import { createClock } from '../siwx/testFixtures.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { createSqliteStorage } from '../storage/sqlite/sqliteStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createStorageRateLimiter, isRateLimited } from './storageRateLimiter.js'

/** What a caller reads of a limiter's answer. */
const state = (res: RateLimiterRes) => ({
  consumedPoints: res.consumedPoints,
  remainingPoints: res.remainingPoints,
  isFirstInDuration: res.isFirstInDuration,
  msBeforeNext: res.msBeforeNext,
})

/** The refusal a consume rejects with (fails the test if it resolves). */
const refusal = (attempt: Promise<RateLimiterRes>) =>
  attempt.then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error,
  )

/** A limiter of `points` per `duration` seconds (prefix 'test') over `storage`, on a clock the test moves. */
function limiterOn(storage: ServerStorage, points: number, duration: number) {
  const clock = createClock()
  return {
    clock,
    limiter: createStorageRateLimiter(storage.rateLimiterPoints, {
      keyPrefix: 'test',
      points,
      duration,
      now: clock.now,
    }),
  }
}

const BACKENDS: Array<[string, () => ServerStorage]> = [
  ['memory', () => createMemoryStorage()],
  ['SQLite', () => createSqliteStorage(':memory:')],
]

describe.each(BACKENDS)('createStorageRateLimiter over %s storage', (_name, createStorage) => {
  it('counts points per key over a window from its first point, on the injected clock, and refuses past the limit', async () => {
    const { clock, limiter } = limiterOn(createStorage(), 3, 60)
    expect(state(await limiter.consume('k'))).toEqual({
      consumedPoints: 1,
      remainingPoints: 2,
      isFirstInDuration: true,
      msBeforeNext: 60_000,
    })
    clock.advance(10_000)
    expect(state(await limiter.consume('k'))).toEqual({
      consumedPoints: 2,
      remainingPoints: 1,
      isFirstInDuration: false,
      msBeforeNext: 50_000,
    })
    expect(state(await limiter.consume('k'))).toEqual({
      consumedPoints: 3,
      remainingPoints: 0,
      isFirstInDuration: false,
      msBeforeNext: 50_000,
    })
    const refused = await refusal(limiter.consume('k'))
    expect(isRateLimited(refused)).toBe(true)
    expect(state(refused as RateLimiterRes)).toEqual({
      consumedPoints: 4,
      remainingPoints: 0,
      isFirstInDuration: false,
      msBeforeNext: 50_000,
    })
    // Another key has its own count.
    expect(state(await limiter.consume('other'))).toEqual({
      consumedPoints: 1,
      remainingPoints: 2,
      isFirstInDuration: true,
      msBeforeNext: 60_000,
    })
    // The window ends 60 s after the first point: the key starts again.
    clock.advance(50_000)
    expect(state(await limiter.consume('k'))).toEqual({
      consumedPoints: 1,
      remainingPoints: 2,
      isFirstInDuration: true,
      msBeforeNext: 60_000,
    })
  })

  it('consumes several points at once', async () => {
    const { limiter } = limiterOn(createStorage(), 5, 60)
    expect(state(await limiter.consume('k', 2))).toEqual({
      consumedPoints: 2,
      remainingPoints: 3,
      isFirstInDuration: true,
      msBeforeNext: 60_000,
    })
    expect(state(await limiter.consume('k', 3))).toEqual({
      consumedPoints: 5,
      remainingPoints: 0,
      isFirstInDuration: false,
      msBeforeNext: 60_000,
    })
    expect(isRateLimited(await refusal(limiter.consume('k', 1)))).toBe(true)
  })

  it('never resets a key when the duration is 0 (msBeforeNext -1)', async () => {
    const { clock, limiter } = limiterOn(createStorage(), 1, 0)
    expect(state(await limiter.consume('k'))).toEqual({
      consumedPoints: 1,
      remainingPoints: 0,
      isFirstInDuration: true,
      msBeforeNext: -1,
    })
    clock.advance(365 * 24 * 3_600_000)
    const refused = (await refusal(limiter.consume('k'))) as RateLimiterRes
    expect([isRateLimited(refused), refused.msBeforeNext]).toEqual([true, -1])
  })

  it('shares counts between limiters of one prefix on one store (two processes), not across prefixes', async () => {
    const clock = createClock()
    const store = createStorage().rateLimiterPoints
    const options = { keyPrefix: 'auth-otp-ip', points: 2, duration: 3_600, now: clock.now }
    const processA = createStorageRateLimiter(store, options)
    const processB = createStorageRateLimiter(store, options)
    const otherRule = createStorageRateLimiter(store, { ...options, keyPrefix: 'auth-otp-email' })
    await processA.consume('192.0.2.1')
    expect((await processB.consume('192.0.2.1')).consumedPoints).toBe(2)
    expect(isRateLimited(await refusal(processA.consume('192.0.2.1')))).toBe(true)
    expect((await otherRule.consume('192.0.2.1')).consumedPoints).toBe(1)
  })

  it('forgets a key on delete', async () => {
    const { limiter } = limiterOn(createStorage(), 1, 60)
    await limiter.consume('k')
    expect(await limiter.delete('k')).toBe(true)
    expect(state(await limiter.consume('k'))).toMatchObject({ consumedPoints: 1, isFirstInDuration: true })
    expect(await limiter.delete('never-seen')).toBe(false)
  })
})

describe('isRateLimited', () => {
  it("tells a limiter's refusal from a failure of its store", async () => {
    const storage = createSqliteStorage(':memory:')
    const limiter = createStorageRateLimiter(storage.rateLimiterPoints, {
      keyPrefix: 'test',
      points: 1,
      duration: 60,
      now: () => new Date(),
    })
    await storage.close()
    const failure = await refusal(limiter.consume('k'))
    expect(failure).toBeInstanceOf(Error)
    expect(isRateLimited(failure)).toBe(false)
    expect(isRateLimited(new Error('Too many requests'))).toBe(false)
  })
})
