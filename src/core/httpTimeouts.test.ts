import { afterEach, describe, it, expect, vi } from 'vitest'
import { createHttpClient, fetchWithTimeout, isTimeoutError, timeoutSignal } from './http.js'
import { WalletModalError } from './errors.js'
import { client, hangingFetch, json } from './__fixtures__/http.js'

describe('request timeout', () => {
  it('aborts an attempt that gets no answer within timeoutMs, with a clear error, and does not retry it', async () => {
    const { fetch, calls } = hangingFetch()
    const delays: number[] = []
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch,
      timeoutMs: 30,
      sleep: async (ms) => void delays.push(ms),
    })
    const started = Date.now()
    const error = await http.get('getWallets').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletModalError)
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message: 'Request timed out after 30 ms: https://api.test/getWallets',
    })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.signal).toBeInstanceOf(AbortSignal)
    expect(delays).toEqual([])
    expect(http.inFlightSize()).toBe(0)
  })

  it('bounds reading the body too (headers first, then a stall)', async () => {
    const { fetch } = hangingFetch(true)
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch, timeoutMs: 30 })
    await expect(http.post('rpc', { id: 1 }, undefined, { idempotent: true })).rejects.toMatchObject({
      code: 'TIMEOUT',
    })
    await expect(http.getBlob('image/x')).rejects.toMatchObject({ code: 'TIMEOUT' })
  })

  it('sends every request with a signal, 10 s by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { http, calls } = client([json({ ok: true })])
    await http.get('x')
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal)
    expect(timeout).toHaveBeenCalledWith(10_000)
    timeout.mockRestore()
  })

  it('fetchWithTimeout gives library transports the same bound, keeping their own signal', async () => {
    const { fetch } = hangingFetch()
    await expect(fetchWithTimeout(30, fetch)('https://rpc.test', { method: 'POST' })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    const own = new AbortController()
    const pending = fetchWithTimeout(60_000, fetch)('https://rpc.test', { signal: own.signal })
    own.abort(new Error('caller gave up'))
    await expect(pending).rejects.toThrow('caller gave up')
  })
})

describe('isTimeoutError', () => {
  it('is true only for an error named TimeoutError', () => {
    expect(isTimeoutError(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true)
    expect(isTimeoutError(new DOMException('aborted', 'AbortError'))).toBe(false)
    expect(isTimeoutError(new TypeError('fetch failed'))).toBe(false)
    expect(isTimeoutError(null)).toBe(false)
    expect(isTimeoutError(undefined)).toBe(false)
    expect(isTimeoutError('TimeoutError')).toBe(false)
  })
})

describe('timeoutSignal without AbortSignal.any (Safari < 17.4)', () => {
  const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any')
  const withoutAny = () =>
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true, writable: true })
  afterEach(() => void (any && Object.defineProperty(AbortSignal, 'any', any)))

  it('aborts when the caller’s signal does, with its reason, and not before', () => {
    withoutAny()
    const own = new AbortController()
    const signal = timeoutSignal(60_000, own.signal)
    expect(signal.aborted).toBe(false)
    const reason = new Error('caller gave up')
    own.abort(reason)
    expect(signal.aborted).toBe(true)
    expect(signal.reason).toBe(reason)
  })

  it('is aborted at once when the caller’s signal already is', () => {
    withoutAny()
    const reason = new Error('already gone')
    const signal = timeoutSignal(60_000, AbortSignal.abort(reason))
    expect(signal.aborted).toBe(true)
    expect(signal.reason).toBe(reason)
  })

  it('aborts with a TimeoutError after timeoutMs', async () => {
    withoutAny()
    const signal = timeoutSignal(20, new AbortController().signal)
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
    expect(isTimeoutError(signal.reason)).toBe(true)
  })
})
