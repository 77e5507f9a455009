import type { Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'

import { APP, RESOLVER, T0, setup, expectJson, preflight, corsOf, RESOLVE } from './httpAppFixtures.js'

describe('names HTTP: CORS', () => {
  it.each(['/nonce', '/register'])('admits exactly the allowed origins to POST %s, for 10 minutes', async (path) => {
    const { call } = setup()
    const allowed = await call(path, preflight(APP))
    expect(allowed.status).toBe(204)
    expect(corsOf(allowed)).toEqual({ origin: APP, methods: 'POST', headers: 'Content-Type', maxAge: '600' })
    const other = await call(path, preflight('https://evil.test'))
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(other.headers.get('Access-Control-Allow-Methods')).toBe('POST')
  })

  it("names the allowed origin on the answer to its POST, and no origin on another site's", async () => {
    const { post } = setup()
    const mine = await post('/nonce', '{}', { 'Content-Type': 'application/json', Origin: APP })
    expect([mine.status, mine.headers.get('Access-Control-Allow-Origin')]).toEqual([200, APP])
    const theirs = await post('/nonce', '{}', { 'Content-Type': 'application/json', Origin: 'https://evil.test' })
    expect([theirs.status, theirs.headers.get('Access-Control-Allow-Origin')]).toEqual([200, null])
  })

  it.each([
    ['/lookup/alice1234.modal.id', 'GET'],
    ['/reverse/0x0000000000000000000000000000000000000001', 'GET'],
    ['/suggestions/alice', 'GET'],
    [`/gateway/${RESOLVER}/${RESOLVE}.json`, 'GET'],
    ['/gateway', 'POST'],
  ])('lets any origin read %s', async (path, method) => {
    const { call } = setup()
    const answer = await call(path, preflight('https://anyone.test', method))
    expect(answer.status).toBe(204)
    expect(corsOf(answer)).toEqual({ origin: '*', methods: 'GET,POST', headers: 'Content-Type', maxAge: '600' })
  })

  it('answers every read with Access-Control-Allow-Origin: *', async () => {
    const { call, post } = setup()
    const headers = { Origin: 'https://anyone.test' }
    const answers = [
      await call('/lookup/alice1234.modal.id', { headers }),
      await call('/reverse/0x0000000000000000000000000000000000000001', { headers }),
      await call('/suggestions/alice', { headers }),
      await call(`/gateway/${RESOLVER}/${RESOLVE}.json`, { headers }),
      await post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE }), {
        ...headers,
        'Content-Type': 'application/json',
      }),
    ]
    expect(answers.map((a) => [a.status, a.headers.get('Access-Control-Allow-Origin')])).toEqual([
      [404, '*'],
      [200, '*'],
      [200, '*'],
      [200, '*'],
      [200, '*'],
    ])
  })
})

describe('names HTTP: rate limits per IP', () => {
  it('counts each route under its own key per client IP, at the clock of the options', async () => {
    const { call, post, hits } = setup()
    await post('/nonce', '{}')
    await post('/register', '{}', undefined, { clientIp: '::ffff:192.0.2.9' })
    await call('/lookup/alice1234.modal.id', undefined, { clientIp: '2001:db8:1:2::1' })
    await call('/reverse/0x0000000000000000000000000000000000000001', undefined, { clientIp: '192.0.2.1' })
    await call('/suggestions/alice', undefined, { clientIp: '192.0.2.1' })
    await call(`/gateway/${RESOLVER}/${RESOLVE}.json`, undefined, { clientIp: '192.0.2.1' })
    const at = `60000 ${T0.toISOString()}`
    expect(hits).toEqual([
      `names:nonce:ip:unknown ${at}`,
      `names:register:ip:192.0.2.9 ${at}`,
      `names:reads:ip:2001:db8:1:2::/64 ${at}`,
      `names:reads:ip:192.0.2.1 ${at}`,
      `names:reads:ip:192.0.2.1 ${at}`,
      `names:gateway:ip:192.0.2.1 ${at}`,
    ])
  })

  it("takes the client IP from the clientIp option before the runtime's, and the runtime's when the option has none", async () => {
    let proxied: string | undefined = '198.51.100.7'
    const { call, hits } = setup({
      clientIp: (request) => (request.headers.get('X-Test') === 'yes' ? proxied : undefined),
    })
    await call('/suggestions/alice', { headers: { 'X-Test': 'yes' } }, { clientIp: '10.0.0.1' })
    await call('/suggestions/alice', undefined, { clientIp: '10.0.0.1' })
    proxied = undefined
    await call('/suggestions/alice', { headers: { 'X-Test': 'yes' } })
    expect(hits.map((hit) => hit.split(' ')[0])).toEqual([
      'names:reads:ip:198.51.100.7',
      'names:reads:ip:10.0.0.1',
      'names:reads:ip:unknown',
    ])
  })

  it('refuses the request over the limit with 429 and Retry-After until the window ends', async () => {
    const { post, call } = setup({
      now: () => new Date(T0.getTime() + 45_500),
      rateLimits: { nonce: { limit: 1, windowMs: 60_000 }, reads: { limit: 2, windowMs: 60_000 } },
    })
    expect((await post('/nonce', '{}')).status).toBe(200)
    const refused = await post('/nonce', '{}')
    await expectJson(refused, 429, { error: 'Too many requests' })
    expect(refused.headers.get('Retry-After')).toBe('15')
    // Another route, and another IP, count apart.
    expect((await post('/nonce', '{}', undefined, { clientIp: '192.0.2.1' })).status).toBe(200)
    expect((await call('/suggestions/alice')).status).toBe(200)
    expect((await call('/lookup/alice1234.modal.id')).status).toBe(404)
    expect((await call('/reverse/0x0000000000000000000000000000000000000001')).status).toBe(429)
  })
})

describe('names HTTP: the gateway', () => {
  // Would have caught: the gateway routes had no limit; one client got 3,136 signed answers in 15 s.
  it('limits the gateway per IP, GET and POST together, apart from the reads: 429 with Retry-After over the limit', async () => {
    const { call, post } = setup({ rateLimits: { gateway: { limit: 2, windowMs: 60_000 } } })
    expect((await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).status).toBe(200)
    expect((await post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE }))).status).toBe(200)
    const refused = await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)
    await expectJson(refused, 429, { error: 'Too many requests' })
    expect(refused.headers.get('Retry-After')).toBe('60')
    await expectJson(await post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE })), 429, {
      error: 'Too many requests',
    })
    expect((await call(`/gateway/${RESOLVER}/${RESOLVE}.json`, undefined, { clientIp: '192.0.2.1' })).status).toBe(200)
    expect((await call('/suggestions/alice')).status).toBe(200)
  })

  it('limits the gateway to 600 answers per IP per minute by default', async () => {
    const { call } = setup({ rateLimits: {} })
    for (let i = 0; i < 600; i++) expect((await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).status).toBe(200)
    expect((await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).status).toBe(429)
  }, 30_000)

  // Would have caught: every request was signed anew (and read the storage twice).
  it('reuses the signed answer for the same sender and data during the first half of its validity, then signs anew', async () => {
    let at = T0.getTime()
    const storage = createMemoryStorage()
    let reads = 0
    const counting = {
      ...storage,
      names: { ...storage.names, findByLabel: (label: string) => (reads++, storage.names.findByLabel(label)) },
    }
    const { call, post } = setup({ storage: counting, now: () => new Date(at) })
    const answer = async () =>
      ((await (await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).json()) as { data: Hex }).data
    const first = await answer()
    at += 149_000
    expect(await answer()).toBe(first)
    // The same request by POST, with the sender in other letter case.
    expect(
      (
        (await (
          await post('/gateway', JSON.stringify({ sender: RESOLVER.toUpperCase().replace('0X', '0x'), data: RESOLVE }))
        ).json()) as { data: Hex }
      ).data,
    ).toBe(first)
    expect(reads).toBe(1)
    at += 1_000
    expect(await answer()).not.toBe(first)
    expect(reads).toBe(2)
  })
})
