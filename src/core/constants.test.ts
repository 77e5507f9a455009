import { describe, it, expect } from 'vitest'
import * as c from './constants.js'

describe('constants (spec values)', () => {
  it('matches spec 1, 2 and 9 layout and display numbers', () => {
    expect(c.MODAL_WIDTH_PX).toBe(370)
    expect(c.VIEW_TRANSITION_MS).toBe(150)
    expect([c.ADDRESS_TRUNCATE_START, c.ADDRESS_TRUNCATE_END]).toEqual([4, 6])
    expect(c.BALANCE_DISPLAY_DECIMALS).toBe(3)
    expect(c.USD_DECIMALS).toBe(2)
    expect(c.PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(c.RECENT_WALLETS_LIMIT).toBe(3)
  })

  it('matches spec 7 retry policy and spec 9 in-flight limit', () => {
    expect(c.HTTP_RETRY_COUNT).toBe(3)
    expect(c.HTTP_RETRY_BASE_DELAY_MS).toBe(150)
    expect(c.HTTP_RETRY_STATUS_CODES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
    expect(c.IN_FLIGHT_CACHE_LIMIT).toBe(8192)
  })

  it('orders connectors as spec 1 says', () => {
    expect(c.CONNECTOR_ORDER).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })

  it('expresses spec 9 cache lifetimes in ms', () => {
    expect(c.PORTFOLIO_STALE_MS).toBe(30_000)
    expect(c.NATIVE_BALANCE_STALE_MS).toBe(30_000)
    expect(c.HISTORY_STALE_MS).toBe(15_000)
    expect(c.TOKEN_PRICE_STALE_MS).toBe(15_000)
    expect(c.ENS_STALE_MS).toBe(300_000)
  })
})
