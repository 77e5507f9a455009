import { describe, expect, it } from 'vitest'
import { routePattern } from './routePatterns.js'

describe('routePattern', () => {
  it('keeps parameters out of the label', () => {
    expect(routePattern('/api/names/lookup/alice.names.example.com')).toBe('/api/names/lookup/:name')
    expect(routePattern('/api/names/gateway/0xabc/0xdef.json')).toBe('/api/names/gateway/:sender/:data')
    expect(routePattern('/api/siwx/nonce/')).toBe('/api/siwx/nonce')
    expect(routePattern('/api/auth/wallet/shares/recovery')).toBe('/api/auth/wallet/shares/recovery')
    expect(routePattern('/api/convert/swap/v6.0/1/quote')).toBe('/api/convert/swap/v6.0/:chainId/quote')
    expect(routePattern('/api/siwx/whatever/else')).toBe('/api/siwx/*')
    expect(routePattern('/readyz')).toBe('/readyz')
    expect(routePattern('/wp-admin/x')).toBe('other')
  })
})
