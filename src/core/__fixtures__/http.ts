import { vi } from 'vitest'
import { createHttpClient, type HttpClientOptions } from '../http.js'

/** Test helpers for core/http.ts's tests: canned answers and a client over a queue of them. */
export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init })
export const status = (code: number, headers: Record<string, string> = {}): Response =>
  new Response('nope', { status: code, headers })

/** A fetch that answers from a queue (a Response, or an Error to reject with) and records the URLs it was called with. */
export function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = []
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    const next = answers.shift()
    if (!next) throw new Error('fakeFetch: no answer left')
    if (next instanceof Error) throw next
    return next
  })
  return { fetch: fn as unknown as typeof fetch, calls }
}

export function client(answers: Array<Response | Error>, extra: Partial<HttpClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(...answers)
  const delays: number[] = []
  const http = createHttpClient({
    baseUrl: 'https://api.test/v1/',
    fetch,
    sleep: async (ms) => void delays.push(ms),
    ...extra,
  })
  return { http, calls, delays }
}

/** A fetch that never answers (or, with `afterHeaders`, answers and then stalls the body) until its signal aborts. */
export function hangingFetch(afterHeaders = false) {
  const calls: RequestInit[] = []
  const fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {})
    const signal = init?.signal
    const hang = new Promise<never>((_, reject) =>
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
    )
    if (!afterHeaders) return hang
    // Headers arrive, then the body stalls.
    const body = new ReadableStream({ start: (controller) => void hang.catch((error) => controller.error(error)) })
    return Promise.resolve(new Response(body, { status: 200 }))
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
