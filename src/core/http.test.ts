import * as v from 'valibot'
import { describe, it, expect, vi } from 'vitest'
import { buildUrl, checkAnswer, createHttpClient, retryDelayMs, shouldRetryStatus } from './http.js'
import { WalletModalError } from './errors.js'
import { HttpError } from './specificErrors.js'
import { client, fakeFetch, hangingFetch, json, status } from './__fixtures__/http.js'

describe('buildUrl', () => {
  it('joins base and path with one slash and appends clientId last', () => {
    expect(buildUrl('https://api.test/v1/', '/getWallets', { page: 1 }, 'cid')).toBe(
      'https://api.test/v1/getWallets?page=1&clientId=cid',
    )
  })

  it('skips undefined, null, empty strings and empty arrays, joins arrays, keeps 0 and false', () => {
    const url = buildUrl('https://api.test', 'getWallets', {
      search: '',
      include: [],
      exclude: undefined,
      badge: null,
      chains: ['eip155:1', 'eip155:10'],
      page: 0,
      st: false,
    })
    expect(url).toBe('https://api.test/getWallets?chains=eip155%3A1%2Ceip155%3A10&page=0&st=false')
    expect(buildUrl('https://api.test', 'x', { a: undefined })).toBe('https://api.test/x')
  })

  it('extends a query already in the path and supports relative bases', () => {
    expect(buildUrl('/api', 'e?x=1', { projectId: 'p' })).toBe('/api/e?x=1&projectId=p')
  })
})

describe('retry policy (pure)', () => {
  it('retries exactly the spec 7 statuses', () => {
    for (const code of [403, 408, 413, 429, 500, 502, 503, 504]) expect(shouldRetryStatus(code)).toBe(true)
    for (const code of [200, 400, 401, 404, 409, 422, 501, 505]) expect(shouldRetryStatus(code)).toBe(false)
  })

  it('doubles from the base delay', () => {
    expect([0, 1, 2].map((a) => retryDelayMs(a, 150, null))).toEqual([150, 300, 600])
  })

  // Retry-After as whole seconds (trimmed; '12' is no date) or an HTTP-date; anything else (a
  // number among words too) falls back on the doubled delay.
  it.each([
    [0, '2', 2000],
    [2, ' 0 ', 0],
    [0, ' 3 ', 3000],
    [0, '12', 12_000],
    [0, 'Wed, 01 Jan 2025 00:00:05 GMT', 5000],
    [0, 'Tue, 31 Dec 2024 23:59:00 GMT', 0],
    [1, 'Tue, 31 Dec 2024 23:59:55', 0],
    [1, 'soon', 300],
    [1, '5 soon', 300],
  ])('after attempt %i, honours Retry-After %j: waits %i ms', (attempt, header, ms) => {
    expect(retryDelayMs(attempt, 150, header, Date.parse('2025-01-01T00:00:00Z'))).toBe(ms)
  })
})

describe('createHttpClient', () => {
  it('GETs JSON with clientId and skipped empty params', async () => {
    const { http, calls } = client([json({ data: [], count: 0 })], { clientId: 'abc' })
    await expect(http.get('getWallets', { page: 1, search: '', include: [] })).resolves.toEqual({ data: [], count: 0 })
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/v1/getWallets?page=1&clientId=abc'])
    expect(calls[0]?.init?.method).toBe('GET')
  })

  it('appends the base params (spec 7: projectId, st, sv) after the call params and clientId last, skipping empty ones', async () => {
    const { http, calls } = client([json({}), json({}), new Response(new Blob(['x']))], {
      clientId: 'cid',
      params: { projectId: 'p1', st: 'wm', sv: 'wallet-modal-0.1.0', empty: '' },
    })
    await http.get('appkit/v1/config', { search: '', page: 2 })
    await http.post('e', { eventId: '1' })
    await http.getBlob('getWalletImage/w1')
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.test/v1/appkit/v1/config?page=2&projectId=p1&st=wm&sv=wallet-modal-0.1.0&clientId=cid',
      'https://api.test/v1/e?projectId=p1&st=wm&sv=wallet-modal-0.1.0&clientId=cid',
      'https://api.test/v1/getWalletImage/w1?projectId=p1&st=wm&sv=wallet-modal-0.1.0&clientId=cid',
    ])
  })

  it.each([400, 404, 429, 500, 503])('a non-OK status %i rejects with exactly "HTTP status code: N"', async (code) => {
    const { http } = client([status(code), status(code), status(code), status(code)])
    const error: unknown = await http.get('x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as Error).message).toBe(`HTTP status code: ${code}`)
    expect((error as HttpError).status).toBe(code)
  })

  it('checks an answer against the call schema: the output on success, a clear error naming the field otherwise', async () => {
    const schema = v.object({ allowedOrigins: v.array(v.string('expected a string')) })
    const { http } = client([
      json({ allowedOrigins: ['https://a.test'] }),
      json({ allowedOrigins: ['https://a.test', 7] }),
      json(null),
    ])
    await expect(http.get('projects/v1/origins', undefined, { schema })).resolves.toEqual({
      allowedOrigins: ['https://a.test'],
    })
    const bad: unknown = await http.get('projects/v1/origins', { n: 2 }, { schema }).catch((e: unknown) => e)
    expect(bad).toBeInstanceOf(WalletModalError)
    expect(bad).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid answer from https://api.test/v1/projects/v1/origins?n=2: allowedOrigins.1: expected a string',
    })
    await expect(http.get('projects/v1/origins', { n: 3 }, { schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: expect.stringMatching(/^Invalid answer from .*: \(answer\): /),
    })
  })

  it('de-duplicated GETs with different schemas each check the one shared answer', async () => {
    let release: (r: Response) => void = () => undefined
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fetch as unknown as typeof fetch })
    const loose = http.get('c', undefined, { schema: v.object({ a: v.number() }) })
    const strict = http.get('c', undefined, { schema: v.object({ b: v.string() }) })
    release(json({ a: 1 }))
    await expect(loose).resolves.toEqual({ a: 1 })
    await expect(strict).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('per-call retries override the client policy', async () => {
    const { http, calls } = client([status(503), json(1)])
    await expect(http.get('projects/v1/origins', undefined, { retries: 0 })).rejects.toThrow('HTTP status code: 503')
    expect(calls).toHaveLength(1)
  })

  it('a per-call timeout overrides the client one', async () => {
    const { fetch } = hangingFetch()
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch, timeoutMs: 60_000 })
    await expect(http.get('appkit/v1/config', undefined, { timeoutMs: 25 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Request timed out after 25 ms: https://api.test/appkit/v1/config',
    })
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries status %i then succeeds', async (code) => {
    const { http, calls, delays } = client([status(code), json({ ok: true })])
    await expect(http.get('x')).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(delays).toEqual([150])
  })

  it.each([400, 401, 404])('does not retry status %i', async (code) => {
    const { http, calls, delays } = client([status(code), json({})])
    await expect(http.get('x')).rejects.toThrow(`HTTP status code: ${code}`)
    expect(calls).toHaveLength(1)
    expect(delays).toEqual([])
  })

  it('gives up after 3 retries (150, 300, 600 ms) with an HttpError', async () => {
    const { http, calls, delays } = client([status(503), status(503), status(503), status(502)])
    const err: unknown = await http.get('x').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(HttpError)
    expect((err as HttpError).status).toBe(502)
    expect((err as HttpError).message).toBe('HTTP status code: 502')
    expect(calls).toHaveLength(4)
    expect(delays).toEqual([150, 300, 600])
  })

  it('honours Retry-After seconds and dates', async () => {
    const date = new Date(Date.now() + 60_000).toUTCString()
    const { http, delays } = client([
      status(429, { 'Retry-After': '3' }),
      status(503, { 'Retry-After': date }),
      json(1),
    ])
    await expect(http.get('x')).resolves.toBe(1)
    expect(delays[0]).toBe(3000)
    expect(delays[1]).toBeGreaterThan(55_000)
    expect(delays[1]).toBeLessThanOrEqual(60_000)
  })

  it('retries network errors, then wraps the last one', async () => {
    const down = () => new TypeError('fetch failed')
    const ok = client([down(), json('up')])
    await expect(ok.http.get('x')).resolves.toBe('up')
    expect(ok.delays).toEqual([150])

    const bad = client([down(), down(), down(), down()])
    const err: unknown = await bad.http.get('x').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(WalletModalError)
    expect(err).toMatchObject({ code: 'NETWORK_ERROR', message: 'Network request failed: https://api.test/v1/x' })
    expect((err as WalletModalError).cause).toBeInstanceOf(TypeError)
    expect(bad.calls).toHaveLength(4)
  })

  it('does not retry an abort', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const { http, calls } = client([abort as unknown as Error, json(1)])
    await expect(http.get('x')).rejects.toBe(abort)
    expect(calls).toHaveLength(1)
  })

  it('respects a custom retry count and base delay', async () => {
    const { http, calls, delays } = client([status(500), status(500), status(500)], {
      retryCount: 1,
      retryBaseDelayMs: 10,
    })
    await expect(http.get('x')).rejects.toThrow('HTTP status code: 500')
    expect(calls).toHaveLength(2)
    expect(delays).toEqual([10])
  })

  it('does not retry a POST unless it is idempotent', async () => {
    const once = client([status(503), json(1)])
    await expect(once.http.post('rpc', { id: 1 })).rejects.toThrow('HTTP status code: 503')
    expect(once.calls).toHaveLength(1)

    const twice = client([status(503), json({ result: '0x1' })])
    await expect(twice.http.post('rpc', { id: 1 }, { projectId: 'p' }, { idempotent: true })).resolves.toEqual({
      result: '0x1',
    })
    expect(twice.calls).toHaveLength(2)
    expect(twice.calls[0]?.url).toBe('https://api.test/v1/rpc?projectId=p')
    expect(twice.calls[0]?.init?.body).toBe('{"id":1}')
    expect(new Headers(twice.calls[0]?.init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('reports invalid JSON clearly and accepts 204', async () => {
    const { http } = client([new Response('<html>', { status: 200 }), new Response(null, { status: 204 })])
    await expect(http.get('x')).rejects.toThrow('Invalid JSON in response from https://api.test/v1/x')
    await expect(http.post('e', {})).resolves.toBeUndefined()
  })

  it('shares one fetch between identical pending GETs and forgets it once settled', async () => {
    let release: (r: Response) => void = () => undefined
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fetch as unknown as typeof fetch })
    const a = http.get('getWallets', { page: 1 })
    const b = http.get('getWallets', { page: 1 })
    expect(http.inFlightSize()).toBe(1)
    release(json({ n: 1 }))
    await expect(Promise.all([a, b])).resolves.toEqual([{ n: 1 }, { n: 1 }])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(http.inFlightSize()).toBe(0)
  })

  it('does not share different URLs, and removes failed entries', async () => {
    const { http, calls } = client([json(1), json(2), status(404)])
    await expect(Promise.all([http.get('x', { p: 1 }), http.get('x', { p: 2 })])).resolves.toEqual([1, 2])
    expect(calls).toHaveLength(2)
    await expect(http.get('y')).rejects.toBeInstanceOf(HttpError)
    expect(http.inFlightSize()).toBe(0)
  })

  it('stops de-duplicating beyond maxInFlight', async () => {
    const pending: Array<(r: Response) => void> = []
    const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)))
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      fetch: fetch as unknown as typeof fetch,
      maxInFlight: 1,
    })
    const first = http.get('a')
    const second = http.get('b')
    const third = http.get('b')
    expect(http.inFlightSize()).toBe(1)
    expect(fetch).toHaveBeenCalledTimes(3)
    pending.forEach((resolve, i) => resolve(json(i)))
    await expect(Promise.all([first, second, third])).resolves.toEqual([0, 1, 2])
  })

  it('de-duplicates up to 8192 pending URLs by default (spec 9), not one more', async () => {
    const pending: Array<(r: Response) => void> = []
    const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)))
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch: fetch as unknown as typeof fetch })
    const requests = Array.from({ length: 8193 }, (_, i) => http.get(`w${i}`))
    expect(http.inFlightSize()).toBe(8192)
    requests.push(http.get('w8191'), http.get('w8192'))
    expect(fetch).toHaveBeenCalledTimes(8194)
    pending.forEach((resolve) => resolve(json(0)))
    await Promise.all(requests)
    expect(http.inFlightSize()).toBe(0)
  }, 30_000)

  it('getBlob returns a Blob and retries like GET', async () => {
    const { http, calls } = client([status(500), new Response(new Blob(['png']), { status: 200 })])
    const blob = await http.getBlob('getWalletImage/abc')
    expect(blob).toBeInstanceOf(Blob)
    expect(await blob.text()).toBe('png')
    expect(calls).toHaveLength(2)
  })

  it('uses the global fetch by default', async () => {
    const { fetch } = fakeFetch(json('global'))
    vi.stubGlobal('fetch', fetch)
    try {
      await expect(createHttpClient({ baseUrl: 'https://api.test' }).get('x')).resolves.toBe('global')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

/** A fetch that never answers on its own: it settles only when the request's signal aborts, as a browser does. */
describe('checkAnswer', () => {
  it('refuses a schema that validates asynchronously', () => {
    const schema = { '~standard': { validate: async () => ({ value: 1 }) } }
    expect(() => checkAnswer('https://api.test/x', schema, 1)).toThrow(
      new TypeError('checkAnswer: the schema must validate synchronously'),
    )
  })
})

/** A fetch that, as a browser's does, builds a Request from its arguments (so an invalid method or header throws) and records it. */
function requestFetch(...answers: Response[]) {
  const requests: Request[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init))
    const next = answers.shift()
    if (!next) throw new Error('requestFetch: no answer left')
    return next
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

describe('createHttpClient: what is sent, and what becomes of failures', () => {
  it('asks for JSON on GET and POST, and GETs images with method GET', async () => {
    const { fetch, requests } = requestFetch(json(1), json(2), new Response(new Blob(['png']), { status: 200 }))
    const http = createHttpClient({ baseUrl: 'https://api.test', fetch })
    await http.get('x')
    await http.post('y', { a: 1 })
    await http.getBlob('image/z')
    expect(requests.map((r) => [r.method, r.url, r.headers.get('Accept')])).toEqual([
      ['GET', 'https://api.test/x', 'application/json'],
      ['POST', 'https://api.test/y', 'application/json'],
      ['GET', 'https://api.test/image/z', null],
    ])
  })

  it('does not share one pending image download between different images', async () => {
    const { http, calls } = client([
      new Response(new Blob(['a']), { status: 200 }),
      new Response(new Blob(['b']), { status: 200 }),
    ])
    const [a, b] = await Promise.all([http.getBlob('image/a'), http.getBlob('image/b')])
    expect([await a.text(), await b.text()]).toEqual(['a', 'b'])
    expect(calls).toHaveLength(2)
  })

  it('names the URL in an HttpError', async () => {
    const { http } = client([status(404)])
    await expect(http.get('x', { page: 2 })).rejects.toMatchObject({ status: 404, url: 'https://api.test/v1/x?page=2' })
  })

  it('turns a TimeoutError from the fetch or the body into a TIMEOUT error, even when its own signal has not fired', async () => {
    const timedOut = () => new DOMException('The operation timed out.', 'TimeoutError')
    const early = client([timedOut() as unknown as Error])
    await expect(early.http.get('x', undefined, { timeoutMs: 60_000 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Request timed out after 60000 ms: https://api.test/v1/x',
    })
    expect(early.calls).toHaveLength(1)

    const stalled = new Response(new ReadableStream({ start: (controller) => controller.error(timedOut()) }), {
      status: 200,
    })
    const late = client([stalled])
    await expect(late.http.post('rpc', {}, undefined, { timeoutMs: 60_000 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Request timed out after 60000 ms: https://api.test/v1/rpc',
    })
  })

  it('waits 150 ms before a retry by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const { fetch, calls } = fakeFetch(status(503), json('ok'))
      const http = createHttpClient({ baseUrl: 'https://api.test', fetch })
      const answer = http.get('x')
      await vi.advanceTimersByTimeAsync(149)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(calls).toHaveLength(2)
      await expect(answer).resolves.toBe('ok')
    } finally {
      vi.useRealTimers()
    }
  })
})
