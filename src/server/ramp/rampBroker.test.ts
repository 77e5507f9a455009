import { describe, expect, it } from 'vitest'
import type { RateLimitStore } from '../storage/types.js'
import { hmacSha256Base64 } from './checkoutSigners.js'
import { createRampBroker } from './createRampBroker.js'
import { MOONPAY, body, broker, ME, ORIGIN, post, SELLS } from './rampBrokerTestFixtures.js'
import { preflightRequest } from '../http/__fixtures__/preflight.js'

describe('ramp broker', () => {
  it('signs the MoonPay-style URL with HMAC-SHA256 of the query, signature last', async () => {
    const response = await broker().handle(post('moonpay'), { clientIp: '192.0.2.1' })
    expect(response.status).toBe(200)
    const { url, sessionId } = (await response.json()) as { url: string; sessionId: string }
    expect(sessionId).toBe('cust-1')
    const parsed = new URL(url)
    const keys = [...parsed.searchParams.keys()]
    expect(keys.at(-1)).toBe('signature')
    expect(parsed.searchParams.get('walletAddress')).toBe(ME)
    const unsigned = new URL(url)
    unsigned.searchParams.delete('signature')
    expect(parsed.searchParams.get('signature')).toBe(await hmacSha256Base64('sk_test', unsigned.search))
    expect(parsed.searchParams.get('signature')).not.toBe(await hmacSha256Base64('other', unsigned.search))
  })

  it('mints a session token bound to the client IP (Coinbase style)', async () => {
    const seen: unknown[] = []
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push([init?.headers, JSON.parse(String(init?.body))])
      return new Response(JSON.stringify({ token: 'tok-1' }))
    }) as typeof fetch
    const response = await broker(fetchImpl).handle(post('coinbase'), { clientIp: '192.0.2.7' })
    const { url } = (await response.json()) as { url: string }
    expect(new URL(url).searchParams.get('sessionToken')).toBe('tok-1')
    expect(seen).toEqual([
      [
        { 'Content-Type': 'application/json', Authorization: 'Bearer cb' },
        { addresses: [{ address: ME, blockchains: ['eip155:31337'] }], assets: ['USDC'], clientIp: '192.0.2.7' },
      ],
    ])
  })

  it('answers 502 when the provider session fails', async () => {
    const response = await broker((async () => new Response('no', { status: 500 })) as typeof fetch).handle(
      post('widget'),
    )
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Ramp provider session failed' })
  })

  it('refuses other origins, unknown providers and bad bodies', async () => {
    const b = broker()
    expect(await (await b.handle(post('moonpay', body, 'https://evil.test'))).json()).toEqual({
      error: 'Origin not allowed',
    })
    expect((await b.handle(post('nope'))).status).toBe(404)
    const bad = await b.handle(post('moonpay', { ...body, walletAddress: 3 }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'Expected walletAddress, network, amount, paymentCurrency, purchaseCurrency and externalCustomerId',
    })
  })

  it('limits checkouts per IP', async () => {
    const b = broker(undefined, 2)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await b.handle(post('moonpay'), { clientIp: '198.51.100.1' })).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await b.handle(post('moonpay'), { clientIp: '198.51.100.2' })).status).toBe(200)
  })

  it('answers a CORS preflight from an allowed origin with POST, Content-Type and a max age', async () => {
    const response = await broker().handle(
      preflightRequest('https://broker.test/ramp/moonpay/checkout', ORIGIN, 'POST', 'Content-Type, X-Other'),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST')
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type')
    expect(response.headers.get('Access-Control-Max-Age')).toBe('600')
  })

  it('gives a foreign origin no Access-Control-Allow-Origin, neither on the preflight nor on the POST', async () => {
    const b = broker()
    const preflight = await b.handle(
      preflightRequest('https://broker.test/ramp/moonpay/checkout', 'https://evil.test', 'POST'),
    )
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const refused = await b.handle(post('moonpay', body, 'https://evil.test'))
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull()
    const ok = await b.handle(post('moonpay'))
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
  })

  it('answers 403 with the exact error to a foreign or missing Origin, before any other check', async () => {
    const b = broker()
    const foreign = await b.handle(post('nope', body, 'https://evil.test'))
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ error: 'Origin not allowed' })
    const noOrigin = await b.handle(
      new Request('https://broker.test/ramp/moonpay/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    expect(noOrigin.status).toBe(403)
    expect(await noOrigin.json()).toEqual({ error: 'Origin not allowed' })
  })

  it('answers 404 with the exact error for an unknown provider, also for inherited property names', async () => {
    const b = broker()
    for (const name of ['nope', 'toString', 'constructor']) {
      const response = await b.handle(post(name))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Unknown ramp provider' })
    }
  })

  it('refuses a body that is not application/json with 415, and accepts the type in any case with parameters', async () => {
    const b = broker()
    const send = (headers: Record<string, string>) =>
      b.handle(
        new Request('https://broker.test/ramp/moonpay/checkout', {
          method: 'POST',
          headers: { Origin: ORIGIN, ...headers },
          body: JSON.stringify(body),
        }),
      )
    for (const type of ['text/plain', 'application/jsonx', 'multipart/form-data; boundary=application/json']) {
      const refused = await send({ 'Content-Type': type })
      expect(refused.status).toBe(415)
      expect(await refused.json()).toEqual({ error: 'Expected Content-Type: application/json' })
    }
    const untyped = await b.handle(
      new Request('https://broker.test/ramp/moonpay/checkout', {
        method: 'POST',
        headers: { Origin: ORIGIN },
        body: new Uint8Array(new TextEncoder().encode(JSON.stringify(body))),
      }),
    )
    expect(untyped.status).toBe(415)
    expect(await untyped.json()).toEqual({ error: 'Expected Content-Type: application/json' })
    expect((await send({ 'Content-Type': 'Application/JSON ; charset=utf-8' })).status).toBe(200)
  })

  it('refuses bodies that are not objects, or miss a field, or have an empty or non-string field, with 400', async () => {
    const b = broker(undefined, 1000)
    const invalid = {
      error: 'Expected walletAddress, network, amount, paymentCurrency, purchaseCurrency and externalCustomerId',
    }
    const payloads: unknown[] = [null, 'text', 42, [], {}]
    for (const field of Object.keys(body)) {
      payloads.push({ ...body, [field]: undefined }, { ...body, [field]: '' }, { ...body, [field]: 7 })
    }
    for (const payload of payloads) {
      const response = await b.handle(post('moonpay', payload))
      expect(response.status, JSON.stringify(payload)).toBe(400)
      expect(await response.json()).toEqual(invalid)
    }
  })

  it('answers 400 Invalid JSON body and 413 for an oversized body, through the error handler', async () => {
    const b = broker()
    const raw = (text: string) =>
      new Request('https://broker.test/ramp/moonpay/checkout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
        body: text,
      })
    const broken = await b.handle(raw('{nope'))
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ error: 'Invalid JSON body' })
    const large = await b.handle(raw(JSON.stringify({ ...body, filler: 'x'.repeat(5000) })))
    expect(large.status).toBe(413)
    expect(await large.json()).toEqual({ error: 'Request body too large' })
  })

  it('answers 429 with Retry-After and the exact error once the limit is passed', async () => {
    const b = createRampBroker({
      allowedOrigins: [ORIGIN],
      rateLimit: { limit: 1, windowMs: 60_000 },
      now: () => new Date(30_000),
      providers: {
        moonpay: { ...MOONPAY, sells: SELLS },
      },
    })
    expect((await b.handle(post('moonpay'), { clientIp: '192.0.2.1' })).status).toBe(200)
    const limited = await b.handle(post('moonpay'), { clientIp: '192.0.2.1' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toBe('30')
    expect(await limited.json()).toEqual({ error: 'Too many requests' })
  })

  it('answers 500 Internal error, without details, when something unexpected throws', async () => {
    const failing: RateLimitStore = { hit: () => Promise.reject(new Error('database down: secret details')) }
    const b = createRampBroker({ allowedOrigins: [ORIGIN], rateLimits: failing, providers: {} })
    const response = await b.handle(post('moonpay'))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Internal error' })
  })

  it('answers 404 Not found for other paths and methods', async () => {
    const b = broker()
    for (const request of [
      new Request('https://broker.test/elsewhere', { headers: { Origin: ORIGIN } }),
      new Request('https://broker.test/ramp/moonpay/checkout', { headers: { Origin: ORIGIN } }),
      new Request('https://broker.test/ramp/moonpay', { method: 'POST', headers: { Origin: ORIGIN } }),
    ]) {
      const response = await b.handle(request)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'Not found' })
    }
  })

  it('serves under the mount path only', async () => {
    const b = createRampBroker({
      allowedOrigins: [ORIGIN],
      mountPath: '/api',
      providers: {
        moonpay: { kind: 'urlSignature', checkoutUrl: 'https://buy.test/', apiKey: 'k', secretKey: 's', sells: SELLS },
      },
    })
    const mounted = new Request('https://broker.test/api/ramp/moonpay/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify(body),
    })
    expect((await b.handle(mounted)).status).toBe(200)
    expect((await b.handle(post('moonpay'))).status).toBe(404)
  })

  it("counts per IP from the clientIp option, else the runtime's, else 'unknown'", async () => {
    const keys: string[] = []
    const recording: RateLimitStore = {
      hit: async (key, windowMs, now) => (keys.push(key), { count: 1, resetAt: new Date(now.getTime() + windowMs) }),
    }
    const sentIps: unknown[] = []
    const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      sentIps.push((JSON.parse(String(init?.body)) as { clientIp: unknown }).clientIp)
      return new Response(JSON.stringify({ token: 'tok' }))
    }) as typeof fetch
    const options = {
      allowedOrigins: [ORIGIN],
      rateLimits: recording,
      fetch: fetchImpl,
      providers: {
        coinbase: {
          kind: 'sessionToken' as const,
          checkoutUrl: 'https://pay.test/buy',
          tokenUrl: 'https://api.test/token',
          secret: 'cb',
          sells: SELLS,
        },
      },
    }
    await createRampBroker(options).handle(post('coinbase'))
    await createRampBroker(options).handle(post('coinbase'), { clientIp: '::ffff:192.0.2.9' })
    await createRampBroker({ ...options, clientIp: () => '203.0.113.5' }).handle(post('coinbase'), {
      clientIp: '192.0.2.9',
    })
    await createRampBroker({ ...options, clientIp: () => undefined }).handle(post('coinbase'), {
      clientIp: '192.0.2.10',
    })
    expect(keys).toEqual([
      'ramp:checkout:ip:unknown',
      'ramp:checkout:ip:192.0.2.9',
      'ramp:checkout:ip:203.0.113.5',
      'ramp:checkout:ip:192.0.2.10',
    ])
    expect(sentIps).toEqual(['unknown', '::ffff:192.0.2.9', '203.0.113.5', '192.0.2.10'])
  })

  it('returns the widget session URL and the provider session id, else the customer id', async () => {
    const answers = [{ widgetUrl: 'https://w.test/a', sessionId: 's-9' }, { widgetUrl: 'https://w.test/b' }]
    const seen: unknown[] = []
    const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
      seen.push([String(url), init?.method, init?.headers, JSON.parse(String(init?.body))])
      return new Response(JSON.stringify(answers.shift()))
    }) as typeof fetch
    const b = broker(fetchImpl)
    expect(await (await b.handle(post('widget'))).json()).toEqual({ url: 'https://w.test/a', sessionId: 's-9' })
    expect(await (await b.handle(post('widget'))).json()).toEqual({ url: 'https://w.test/b', sessionId: 'cust-1' })
    expect(seen[0]).toEqual([
      'https://api.test/session',
      'POST',
      { 'Content-Type': 'application/json', Authorization: 'Bearer w' },
      { widgetParams: body },
    ])
  })
})

// Would have caught a broker that signs or sends on whatever the browser posts: extra fields (fee,
// lockAmount, redirectUrl) reached a widget provider under the operator's secret; '-100', 'NaN' and
// '1e309' were signed into checkout URLs; any currency, network and address went through; and a
// `javascript:` redirectUrl was signed.
