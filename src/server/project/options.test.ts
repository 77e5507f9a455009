import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { DEFAULT_PROJECT_EVENT_QUOTA, DEFAULT_PROJECT_RATE_LIMITS, resolveProjectServerOptions } from './options.js'

describe('resolveProjectServerOptions', () => {
  it('fills in the documented defaults', () => {
    const before = Date.now()
    const resolved = resolveProjectServerOptions({})
    expect(resolved).toMatchObject({
      operatorToken: undefined,
      images: undefined,
      maxEventBytes: 16_384,
      maxEventsPerProject: 10_000,
      // The spec's client limit, and a quota per project.
      eventQuota: { limit: 1_000, windowMs: 3_600_000 },
      rateLimits: {
        config: { limit: 300, windowMs: 60_000 },
        events: { limit: 5, windowMs: 60_000 },
        images: { limit: 2_000, windowMs: 60_000 },
        operator: { limit: 60, windowMs: 60_000 },
      },
      clientIp: undefined,
    })
    expect(resolved.rateLimits).toEqual(DEFAULT_PROJECT_RATE_LIMITS)
    expect(resolved.eventQuota).toEqual(DEFAULT_PROJECT_EVENT_QUOTA)
    expect(typeof resolved.storage.projects.findProject).toBe('function')
    const now = resolved.now()
    expect(now).toBeInstanceOf(Date)
    expect(now.getTime()).toBeGreaterThanOrEqual(before)
    expect(now.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('keeps what is given, and the default limit of each rule not given', () => {
    const storage = createMemoryStorage()
    const now = () => new Date(0)
    const clientIp = () => '192.0.2.1'
    const onUnexpectedError = () => undefined
    const given = {
      storage,
      operatorToken: 'x'.repeat(16),
      images: { directory: '/srv/images', maxBytes: 5 },
      maxEventBytes: 100,
      maxEventsPerProject: 7,
      eventQuota: { limit: 3, windowMs: 2_000 },
      rateLimits: { events: { limit: 1, windowMs: 1_000 } },
      clientIp,
      onUnexpectedError,
      now,
    }
    expect(resolveProjectServerOptions(given)).toStrictEqual({
      ...given,
      rateLimits: { ...DEFAULT_PROJECT_RATE_LIMITS, events: { limit: 1, windowMs: 1_000 } },
    })
  })

  it('serves images of at most 1 MiB by default', () => {
    expect(resolveProjectServerOptions({ images: { directory: '/srv/images' } }).images).toStrictEqual({
      directory: '/srv/images',
      maxBytes: 1_048_576,
    })
  })

  it('refuses an operator token under 16 characters', () => {
    expect(() => resolveProjectServerOptions({ operatorToken: 'x'.repeat(15) })).toThrow(
      new Error('project server: operatorToken must be at least 16 characters'),
    )
    expect(() => resolveProjectServerOptions({ operatorToken: '' })).toThrow(
      'project server: operatorToken must be at least 16 characters',
    )
    expect(resolveProjectServerOptions({ operatorToken: 'x'.repeat(16) }).operatorToken).toBe('x'.repeat(16))
  })
})
