import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_BALANCE_RETRY_MS } from '../../core/constants.js'
import { watchRetryWindow } from './retryWindow.js'

describe('watchRetryWindow (spec 9: token balance retry window 30 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => vi.useRealTimers())

  it('blocks for 30 s after a failure, by a timer, then fetches the balance again by itself', async () => {
    const client = new QueryClient()
    const queryKey = ['portfolio', 'eip155:31337:0xabc']
    let calls = 0
    const queryFn = async () => {
      calls += 1
      if (calls === 1) throw new Error('Token Balance Unavailable')
      return [{ symbol: 'ETH', value: '1' }]
    }
    // A view reading the balances, as useQuery does (no retry, no refetch on mount).
    const observer = new QueryObserver(client, { queryKey, queryFn, retry: false, staleTime: 30_000 })
    const stop = observer.subscribe(() => undefined)
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))

    await vi.advanceTimersByTimeAsync(0)
    expect(observer.getCurrentResult().status).toBe('error')
    expect(blocked).toEqual([true])

    await vi.advanceTimersByTimeAsync(TOKEN_BALANCE_RETRY_MS - 1)
    expect(calls).toBe(1)
    expect(blocked).toEqual([true])

    await vi.advanceTimersByTimeAsync(1)
    expect(blocked).toEqual([true, false])
    expect(calls).toBe(2)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: [{ symbol: 'ETH', value: '1' }] })
    unwatch()
    stop()
  })

  it('counts the window from the failure’s time when it starts watching later, and stops with its cleanup', async () => {
    const client = new QueryClient()
    const queryKey = ['portfolio', 'x']
    let calls = 0
    await client.fetchQuery({ queryKey, queryFn: async () => { calls += 1; throw new Error('down') }, retry: false }).catch(() => undefined)
    vi.advanceTimersByTime(20_000)
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))
    expect(blocked).toEqual([true])
    unwatch()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(blocked).toEqual([true])
    expect(calls).toBe(1)
  })
})
