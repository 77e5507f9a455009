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
    await client
      .fetchQuery({
        queryKey,
        queryFn: async () => {
          calls += 1
          throw new Error('down')
        },
        retry: false,
      })
      .catch(() => undefined)
    vi.advanceTimersByTime(20_000)
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))
    expect(blocked).toEqual([true])
    unwatch()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(blocked).toEqual([true])
    expect(calls).toBe(1)
  })

  it('watches a query that does not exist yet and is fetched without a view, beside longer keys; refetches only that query', async () => {
    const client = new QueryClient()
    const queryKey = ['portfolio', 'y']
    let tokenCalls = 0
    await client.fetchQuery({
      queryKey: [...queryKey, 'tokens'],
      queryFn: async () => {
        tokenCalls += 1
        return 1
      },
    })
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))
    expect(blocked).toEqual([])
    let calls = 0
    const queryFn = async () => {
      calls += 1
      if (calls === 1) throw new Error('down')
      return 'ok'
    }
    await client.fetchQuery({ queryKey, queryFn, retry: false }).catch(() => undefined)
    expect(blocked).toEqual([true])
    await vi.advanceTimersByTimeAsync(TOKEN_BALANCE_RETRY_MS)
    expect(blocked).toEqual([true, false])
    expect(calls).toBe(2)
    expect(client.getQueryData(queryKey)).toBe('ok')
    expect(tokenCalls).toBe(1)
    unwatch()
  })

  it('does not block for a failure that has already recovered', async () => {
    const client = new QueryClient()
    const queryKey = ['portfolio', 'z']
    await client
      .fetchQuery({
        queryKey,
        queryFn: async () => {
          throw new Error('down')
        },
        retry: false,
      })
      .catch(() => undefined)
    await client.fetchQuery({ queryKey, queryFn: async () => 'ok', retry: false })
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))
    await vi.advanceTimersByTimeAsync(TOKEN_BALANCE_RETRY_MS)
    expect(blocked).toEqual([])
    unwatch()
  })

  it('at the end of the window joins a fetch already under way instead of restarting it', async () => {
    const client = new QueryClient()
    const queryKey = ['portfolio', 'w']
    let calls = 0
    const queryFn = async () => {
      calls += 1
      if (calls === 1) return 'old'
      if (calls === 2) throw new Error('down')
      return new Promise<string>((resolve) => setTimeout(() => resolve('new'), 10))
    }
    const observer = new QueryObserver(client, { queryKey, queryFn, retry: false, staleTime: 30_000 })
    const stop = observer.subscribe(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    const blocked: boolean[] = []
    const unwatch = watchRetryWindow(client, queryKey, TOKEN_BALANCE_RETRY_MS, (b) => blocked.push(b))
    await observer.refetch()
    expect(blocked).toEqual([true])
    await vi.advanceTimersByTimeAsync(TOKEN_BALANCE_RETRY_MS - 5)
    void observer.refetch()
    expect(calls).toBe(3)
    await vi.advanceTimersByTimeAsync(20)
    expect(blocked).toEqual([true, false])
    expect(calls).toBe(3)
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'new' })
    unwatch()
    stop()
  })
})
