import { describe, expect, it, vi } from 'vitest'
import { fetchWithRetry } from './fetchWithRetry.js'

/** A base fetch answering `statuses` in turn (a TypeError for 'down'), recording each call. */
function answering(...statuses: (number | 'down')[]) {
  const calls: { input: unknown; body: unknown }[] = []
  const base = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ input, body: init?.body })
    const next = statuses.shift() ?? 200
    if (next === 'down') throw new TypeError('fetch failed')
    return new Response(`status ${next}`, { status: next, headers: next === 429 ? { 'Retry-After': '2' } : {} })
  })
  return { base, calls }
}

describe('fetchWithRetry (spec section 7)', () => {
  it('retries 3 times by default after 150, 300 and 600 ms, then returns the last answer', async () => {
    const { base, calls } = answering(503, 500, 502, 504, 200)
    const sleep = vi.fn(async () => undefined)
    const response = await fetchWithRetry(base, { sleep })('http://rpc.test', { method: 'POST', body: '{"id":1}' })
    expect(response.status).toBe(504)
    expect(await response.text()).toBe('status 504')
    expect(sleep.mock.calls).toEqual([[150], [300], [600]])
    expect(calls).toHaveLength(4)
    expect(calls.every((c) => c.input === 'http://rpc.test' && c.body === '{"id":1}')).toBe(true)
  })

  it('stops at the first answer it does not retry', async () => {
    for (const status of [200, 400, 404, 401]) {
      const { base } = answering(status)
      const sleep = vi.fn(async () => undefined)
      expect((await fetchWithRetry(base, { sleep })('http://rpc.test')).status).toBe(status)
      expect(sleep).not.toHaveBeenCalled()
    }
    const { base } = answering(403, 408, 413, 200)
    expect((await fetchWithRetry(base, { sleep: async () => undefined })('http://rpc.test')).status).toBe(200)
    expect(base).toHaveBeenCalledTimes(4)
  })

  it('honours Retry-After, and the retry count and base delay given', async () => {
    const { base } = answering(429, 503, 200)
    const sleep = vi.fn(async () => undefined)
    expect((await fetchWithRetry(base, { sleep, retryCount: 5, baseDelayMs: 10 })('http://rpc.test')).status).toBe(200)
    expect(sleep.mock.calls).toEqual([[2000], [20]])
    const once = answering(503, 503)
    expect((await fetchWithRetry(once.base, { sleep, retryCount: 1 })('http://rpc.test')).status).toBe(503)
    expect(once.base).toHaveBeenCalledTimes(2)
    const never = answering(503)
    expect((await fetchWithRetry(never.base, { sleep, retryCount: 0 })('http://rpc.test')).status).toBe(503)
  })

  it('retries a network failure, then throws it', async () => {
    const { base } = answering('down', 'down', 200)
    const sleep = vi.fn(async () => undefined)
    expect((await fetchWithRetry(base, { sleep })('http://rpc.test')).status).toBe(200)
    expect(sleep.mock.calls).toEqual([[150], [300]])
    const down = answering('down', 'down', 'down', 'down', 200)
    await expect(fetchWithRetry(down.base, { sleep: async () => undefined })('http://rpc.test')).rejects.toThrow(
      TypeError,
    )
    expect(down.base).toHaveBeenCalledTimes(4)
  })

  it('never retries an abort, a timeout or another error', async () => {
    const aborted = new AbortController()
    aborted.abort()
    const { base } = answering('down', 200)
    await expect(
      fetchWithRetry(base, { sleep: async () => undefined })('http://rpc.test', { signal: aborted.signal }),
    ).rejects.toThrow('fetch failed')
    expect(base).toHaveBeenCalledOnce()
    const odd = vi.fn(async () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')))
    await expect(fetchWithRetry(odd, { sleep: async () => undefined })('http://rpc.test')).rejects.toThrow('timed out')
    expect(odd).toHaveBeenCalledOnce()
  })

  it('waits with a real timer by default', async () => {
    vi.useFakeTimers()
    try {
      const { base } = answering(503, 200)
      const pending = fetchWithRetry(base)('http://rpc.test')
      await vi.advanceTimersByTimeAsync(149)
      expect(base).toHaveBeenCalledOnce()
      await vi.advanceTimersByTimeAsync(1)
      expect((await pending).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})
