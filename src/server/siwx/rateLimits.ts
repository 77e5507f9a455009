import type { RateLimitRule } from '../http/rateLimit.js'

/**
 * The SIWX back end's rate limits, each a {@link RateLimitRule} or `false` (off). Counters live in
 * the storage, so every server process on one database enforces one limit together. Per-IP limits
 * key on the client IP (see the `clientIp` option; IPv6 by /64).
 */
export interface SiwxRateLimits {
  /** POST …/nonce per client IP; default 30 per minute. */
  noncePerIp?: RateLimitRule | false
  /** POST …/verify per client IP, every attempt counted; default 30 per minute. */
  verifyPerIp?: RateLimitRule | false
  /**
   * Verifications per account address (any network), counted once a message passed the cheap
   * checks and names a live nonce, i.e. before its signature (an RPC call for smart accounts) is
   * checked; default 10 per minute. Whoever sends that many such messages for an address holds
   * its sign-in off until the window ends, so keep the window short.
   */
  verifyPerAddress?: RateLimitRule | false
  /** GET and DELETE …/sessions per client IP; default 120 per minute. */
  sessionsPerIp?: RateLimitRule | false
}

/** {@link SiwxRateLimits} with the defaults filled in; `undefined` means off. */
export type ResolvedSiwxRateLimits = Record<keyof SiwxRateLimits, RateLimitRule | undefined>

const MINUTE = 60_000

/** The defaults of {@link SiwxRateLimits}. */
export const DEFAULT_SIWX_RATE_LIMITS: Readonly<Record<keyof SiwxRateLimits, RateLimitRule>> = {
  noncePerIp: { limit: 30, windowMs: MINUTE },
  verifyPerIp: { limit: 30, windowMs: MINUTE },
  verifyPerAddress: { limit: 10, windowMs: MINUTE },
  sessionsPerIp: { limit: 120, windowMs: MINUTE },
}

/**
 * Fills in the defaults and checks each rule.
 * @throws Error 'SIWX server: rateLimits.<name> needs a positive integer limit and a positive windowMs'
 */
export function resolveSiwxRateLimits(limits: SiwxRateLimits = {}): ResolvedSiwxRateLimits {
  const resolve = (name: keyof SiwxRateLimits): RateLimitRule | undefined => {
    const rule = limits[name] ?? DEFAULT_SIWX_RATE_LIMITS[name]
    if (rule === false) return undefined
    if (!Number.isSafeInteger(rule.limit) || rule.limit <= 0 || !Number.isFinite(rule.windowMs) || rule.windowMs <= 0) {
      throw new Error(`SIWX server: rateLimits.${name} needs a positive integer limit and a positive windowMs`)
    }
    return { limit: rule.limit, windowMs: rule.windowMs }
  }
  return {
    noncePerIp: resolve('noncePerIp'),
    verifyPerIp: resolve('verifyPerIp'),
    verifyPerAddress: resolve('verifyPerAddress'),
    sessionsPerIp: resolve('sessionsPerIp'),
  }
}
