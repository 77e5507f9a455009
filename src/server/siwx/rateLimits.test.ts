import { describe, expect, it } from 'vitest'
import { DEFAULT_SIWX_RATE_LIMITS, resolveSiwxRateLimits } from './rateLimits.js'

const error = (name: string) => `SIWX server: rateLimits.${name} needs a positive integer limit and a positive windowMs`

describe('resolveSiwxRateLimits', () => {
  it('fills in the defaults: 30, 30, 10 and 120 per minute', () => {
    expect(resolveSiwxRateLimits()).toEqual({
      noncePerIp: { limit: 30, windowMs: 60_000 },
      verifyPerIp: { limit: 30, windowMs: 60_000 },
      verifyPerAddress: { limit: 10, windowMs: 60_000 },
      sessionsPerIp: { limit: 120, windowMs: 60_000 },
    })
    expect(resolveSiwxRateLimits({})).toEqual(DEFAULT_SIWX_RATE_LIMITS)
  })

  it('turns a rule off with false and keeps the others', () => {
    const resolved = resolveSiwxRateLimits({ verifyPerAddress: false, sessionsPerIp: { limit: 1, windowMs: 1 } })
    expect(resolved.verifyPerAddress).toBeUndefined()
    expect(resolved.sessionsPerIp).toEqual({ limit: 1, windowMs: 1 })
    expect(resolved.noncePerIp).toEqual({ limit: 30, windowMs: 60_000 })
  })

  it('accepts the smallest valid rule (limit 1, windowMs 0.5)', () => {
    expect(resolveSiwxRateLimits({ noncePerIp: { limit: 1, windowMs: 0.5 } }).noncePerIp).toEqual({
      limit: 1,
      windowMs: 0.5,
    })
  })

  it.each([
    ['noncePerIp', { limit: 0, windowMs: 60_000 }],
    ['verifyPerIp', { limit: -1, windowMs: 60_000 }],
    ['verifyPerAddress', { limit: 1.5, windowMs: 60_000 }],
    ['sessionsPerIp', { limit: Number.NaN, windowMs: 60_000 }],
    ['noncePerIp', { limit: 5, windowMs: 0 }],
    ['noncePerIp', { limit: 5, windowMs: -1 }],
    ['verifyPerIp', { limit: 5, windowMs: Number.POSITIVE_INFINITY }],
    ['verifyPerIp', { limit: 5, windowMs: Number.NaN }],
  ] as const)('refuses rateLimits.%s = %o with its name in the error', (name, rule) => {
    expect(() => resolveSiwxRateLimits({ [name]: rule })).toThrow(new Error(error(name)))
  })
})
