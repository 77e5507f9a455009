import { encodeFunctionData, namehash, toHex, type Hex } from 'viem'
import { packetToBytes } from 'viem/ens'
import { describe, expect, it } from 'vitest'
import type { RequestInfo } from '../http/requestInfo.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createNameService } from './createNameService.js'
import { NAME_GATEWAY_ABI, RESOLVER_PROFILE_ABI } from './gatewayAbi.js'
import type { NameServiceOptions } from './options.js'

const BASE = 'http://names.test/api/names'
const APP = 'https://app.test'
const KEY: Hex = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
const RESOLVER = '0x00000000000000000000000000000000000e5e00'
const T0 = new Date('2030-01-01T00:00:00.000Z')

/** The memory storage, its rate-limit hits recorded as 'key windowMs now'. */
function recordingStorage(): { storage: ServerStorage; hits: string[] } {
  const storage = createMemoryStorage()
  const hits: string[] = []
  const rateLimits = {
    hit: (key: string, windowMs: number, now: Date) => {
      hits.push(`${key} ${windowMs} ${now.toISOString()}`)
      return storage.rateLimits.hit(key, windowMs, now)
    },
  }
  return { storage: { ...storage, rateLimits }, hits }
}

function setup(options: Partial<NameServiceOptions> = {}) {
  const { storage, hits } = recordingStorage()
  const service = createNameService({
    suffix: 'modal.id',
    domain: 'names.test',
    storage,
    gatewayPrivateKey: KEY,
    allowedOrigins: [APP],
    now: () => T0,
    mountPath: '/api/names',
    ...options,
  })
  const call = (path: string, init?: RequestInit, info?: RequestInfo) =>
    service.handle(new Request(`${BASE}${path}`, init), info)
  const post = (
    path: string,
    body: string,
    headers: Record<string, string> = { 'Content-Type': 'application/json' },
    info?: RequestInfo,
  ) => call(path, { method: 'POST', headers, body }, info)
  return { service, call, post, hits }
}

async function expectJson(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toBe('application/json')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual(body)
}

const preflight = (origin: string, method = 'POST') => ({
  method: 'OPTIONS',
  headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'x-other' },
})
const corsOf = (response: Response) => ({
  origin: response.headers.get('Access-Control-Allow-Origin'),
  methods: response.headers.get('Access-Control-Allow-Methods'),
  headers: response.headers.get('Access-Control-Allow-Headers'),
  maxAge: response.headers.get('Access-Control-Max-Age'),
})

const NAME = 'alice1234.modal.id'
const RESOLVE = encodeFunctionData({
  abi: NAME_GATEWAY_ABI,
  functionName: 'resolve',
  args: [
    toHex(packetToBytes(NAME)),
    encodeFunctionData({ abi: RESOLVER_PROFILE_ABI, functionName: 'addr', args: [namehash(NAME)] }),
  ],
})

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

describe('names HTTP: request bodies', () => {
  // Would have caught: POST /nonce answered any content type, so a cross-site
  // HTML form (which sends text/plain, urlencoded or multipart without a preflight) could mint nonces.
  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
  ])('refuses POST /nonce with %s (415)', async (_, headers) => {
    const { post } = setup()
    await expectJson(await post('/nonce', '{}', headers), 415, { error: 'Expected Content-Type: application/json' })
  })

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['application/jsonx', { 'Content-Type': 'application/jsonx' }],
  ])('refuses a register body with %s (415)', async (_, headers) => {
    const { post } = setup()
    await expectJson(await post('/register', '{}', headers), 415, { error: 'Expected Content-Type: application/json' })
  })

  it('takes application/json in any case and with parameters', async () => {
    const { post } = setup()
    for (const type of ['Application/JSON', 'application/json; charset=utf-8', 'application/json ;charset=UTF-8']) {
      await expectJson(await post('/register', '{}', { 'Content-Type': type }), 400, {
        error: 'Expected name, coinType, address, message and signature',
      })
    }
  })

  it('refuses a body over maxBodyBytes (413) and one that is not JSON (400)', async () => {
    const { post } = setup({ maxBodyBytes: 20 })
    await expectJson(await post('/register', JSON.stringify({ name: 'alice12345678901' })), 413, {
      error: 'Request body too large',
    })
    await expectJson(await post('/register', '{"name":'), 400, { error: 'Invalid JSON body' })
    await expectJson(await post('/register', '{"name":"alice123"}'), 400, {
      error: 'Expected name, coinType, address, message and signature',
    })
  })

  it.each(['null', '[]', '"text"', '42', 'true'])(
    'refuses the register body %s as missing fields (400)',
    async (body) => {
      const { post } = setup()
      await expectJson(await post('/register', body), 400, {
        error: 'Expected name, coinType, address, message and signature',
      })
    },
  )

  const complete = {
    name: 'alice1234',
    coinType: 60,
    address: '0x0000000000000000000000000000000000000001',
    message: 'm',
    signature: '0x',
  }
  it.each([
    ['name', 1234],
    ['coinType', '60'],
    ['address', 1],
    ['message', null],
    ['signature', undefined],
  ])('refuses a register body whose %s is %j (400)', async (field, value) => {
    const { post } = setup()
    await expectJson(await post('/register', JSON.stringify({ ...complete, [field]: value })), 400, {
      error: 'Expected name, coinType, address, message and signature',
    })
  })

  it('passes a complete body on to the registration', async () => {
    const { post } = setup()
    await expectJson(await post('/register', JSON.stringify(complete)), 400, { error: 'Invalid message' })
  })

  it.each(['null', '{}', '{"sender":1,"data":"0x"}', `{"sender":"${RESOLVER}"}`])(
    'refuses the gateway body %s (400)',
    async (body) => {
      const { post } = setup()
      await expectJson(await post('/gateway', body), 400, { error: 'Invalid gateway request' })
    },
  )

  it('refuses a gateway body that is not JSON (415)', async () => {
    const { post } = setup()
    await expectJson(await post('/gateway', '{}', { 'Content-Type': 'text/plain' }), 415, {
      error: 'Expected Content-Type: application/json',
    })
  })
})

describe('names HTTP: routes', () => {
  it('issues a nonce valid for 5 minutes', async () => {
    const { post } = setup()
    const response = await post('/nonce', '')
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store'])
    const body = (await response.json()) as { nonce: string; expiresAt: string }
    expect(body).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/), expiresAt: '2030-01-01T00:05:00.000Z' })
  })

  it("answers 404 'Name not found' for a name nobody registered", async () => {
    const { call } = setup()
    await expectJson(await call('/lookup/nobody12.modal.id'), 404, { error: 'Name not found' })
    await expectJson(await call('/lookup/abc'), 404, { error: 'Name not found' })
  })

  it('reverses coin type 60 by default, 501 on request, refuses other coin types and answers [] for an invalid address', async () => {
    const { call } = setup()
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001'), 200, { names: [] })
    await expectJson(await call('/reverse/not-an-address'), 200, { names: [] })
    await expectJson(await call('/reverse/11111111111111111111111111111111?coinType=501'), 200, { names: [] })
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001?coinType=501'), 200, { names: [] })
    await expectJson(await call('/reverse/0x0000000000000000000000000000000000000001?coinType=0'), 400, {
      error: 'Unsupported coin type',
    })
  })

  it('answers suggestions with their availability', async () => {
    const { call } = setup()
    await expectJson(await call('/suggestions/Bob'), 200, {
      suggestions: ['bob1', 'bob2', 'bob3', 'bob4', 'bob5'].map((label) => ({
        name: `${label}.modal.id`,
        registered: false,
      })),
    })
  })

  it("answers 404 'Not found' for an unknown route or method", async () => {
    const { call } = setup()
    await expectJson(await call('/unknown'), 404, { error: 'Not found' })
    await expectJson(await call('/register'), 404, { error: 'Not found' })
    const root = await call('/', preflight('https://anyone.test', 'GET'))
    await expectJson(root, 404, { error: 'Not found' })
    expect(root.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const outside = await setup().service.handle(new Request('http://names.test/lookup/alice1234.modal.id'))
    await expectJson(outside, 404, { error: 'Not found' })
  })

  it("answers 500 'Internal error' when the storage fails, without details", async () => {
    const storage = createMemoryStorage()
    const broken = {
      ...storage,
      names: { ...storage.names, findByLabel: () => Promise.reject(new Error('disk on fire')) },
    }
    const { call } = setup({ storage: broken })
    await expectJson(await call('/lookup/alice1234.modal.id'), 500, { error: 'Internal error' })
  })

  it('serves the gateway by GET with or without .json and by POST, only with a gateway key', async () => {
    const { call, post } = setup()
    const byGet = (await (await call(`/gateway/${RESOLVER}/${RESOLVE}.json`)).json()) as { data: Hex }
    expect(byGet.data).toMatch(/^0x[0-9a-f]+$/)
    expect(await (await call(`/gateway/${RESOLVER}/${RESOLVE}`)).json()).toEqual(byGet)
    expect(await (await post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE }))).json()).toEqual(byGet)
    // Only a final '.json' is dropped.
    const inside = `${RESOLVE.slice(0, 20)}.json${RESOLVE.slice(20)}`
    await expectJson(await call(`/gateway/${RESOLVER}/${inside}`), 400, { error: 'Invalid gateway request' })
    await expectJson(await call(`/gateway/${RESOLVER}/${inside}.json`), 400, { error: 'Invalid gateway request' })

    const keyless = setup({ gatewayPrivateKey: undefined })
    expect(keyless.service.gatewaySigner).toBeUndefined()
    await expectJson(await keyless.call(`/gateway/${RESOLVER}/${RESOLVE}.json`), 404, { error: 'Not found' })
    await expectJson(await keyless.post('/gateway', JSON.stringify({ sender: RESOLVER, data: RESOLVE })), 404, {
      error: 'Not found',
    })
  })
})
