import { isIPv6 } from 'node:net'
import type { RateLimitStore } from '../storage/types.js'
import { HTTP_ERRORS, HttpProblem } from './problems.js'

/** At most `limit` requests per fixed window of `windowMs` ms (windows start at multiples of `windowMs` since the epoch). */
export interface RateLimitRule {
  limit: number
  windowMs: number
}

/**
 * Counts one hit of `key` under `rule` in `store` (shared by every process on the database) and
 * refuses it once the window's count passes `rule.limit`.
 * @throws HttpProblem 'Too many requests' (429) with `Retry-After`: whole seconds until the window ends
 */
export async function enforceRateLimit(
  store: RateLimitStore,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<void> {
  const { count, resetAt } = await store.hit(key, rule.windowMs, now)
  if (count <= rule.limit) return
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))
  throw new HttpProblem(HTTP_ERRORS.tooManyRequests, 429, { 'Retry-After': String(seconds) })
}

/**
 * The client an IP address stands for: an IPv4 address as it is (also when IPv4-mapped,
 * '::ffff:192.0.2.9' → '192.0.2.9'); an IPv6 address by its /64 prefix, since one subscriber
 * usually holds a whole /64 ('2001:db8:1:2::1' → '2001:db8:1:2::/64'); anything else unchanged.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!isIPv6(ip)) return ip
  // Around '::' (at most one), or all eight groups (seven and a dotted IPv4 tail) when there is none.
  const [head, tail] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
