import { describe, expect, it } from 'vitest'
import { ipKey } from './rateLimit.js'

describe('ipKey', () => {
  it.each([
    ['192.0.2.9', '192.0.2.9'],
    ['::ffff:192.0.2.9', '192.0.2.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s → %s', (ip, key) => {
    expect(ipKey(ip)).toBe(key)
  })
})
