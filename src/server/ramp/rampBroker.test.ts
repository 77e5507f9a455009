import { describe, expect, it } from 'vitest'
import { hmacSha256Base64 } from './checkoutSigners.js'
import { createRampBroker } from './createRampBroker.js'

const ORIGIN = 'https://host.test'
const body = { walletAddress: '0xabc', network: 'eip155:31337', amount: '100', paymentCurrency: 'USD', purchaseCurrency: 'USDC', externalCustomerId: 'cust-1' }
const post = (provider: string, payload: unknown = body, origin = ORIGIN) =>
  new Request(`https://broker.test/ramp/${provider}/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(payload) })

function broker(fetchImpl?: typeof fetch, limit = 20) {
  return createRampBroker({
    allowedOrigins: [ORIGIN],
    rateLimit: { limit, windowMs: 60_000 },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    providers: {
      moonpay: { kind: 'urlSignature', checkoutUrl: 'https://buy.test/', apiKey: 'pk_test', secretKey: 'sk_test' },
      coinbase: { kind: 'sessionToken', checkoutUrl: 'https://pay.test/buy', tokenUrl: 'https://api.test/token', secret: 'cb' },
      widget: { kind: 'widgetSession', sessionUrl: 'https://api.test/session', secret: 'w' },
    },
  })
}

describe('ramp broker', () => {
  it('signs the MoonPay-style URL with HMAC-SHA256 of the query, signature last', async () => {
    const response = await broker().handle(post('moonpay'), { clientIp: '192.0.2.1' })
    expect(response.status).toBe(200)
    const { url, sessionId } = (await response.json()) as { url: string; sessionId: string }
    expect(sessionId).toBe('cust-1')
    const parsed = new URL(url)
    const keys = [...parsed.searchParams.keys()]
    expect(keys.at(-1)).toBe('signature')
    expect(parsed.searchParams.get('walletAddress')).toBe('0xabc')
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
    expect(seen).toEqual([[{ 'Content-Type': 'application/json', Authorization: 'Bearer cb' }, { addresses: [{ address: '0xabc', blockchains: ['eip155:31337'] }], assets: ['USDC'], clientIp: '192.0.2.7' }]])
  })

  it('answers 502 when the provider session fails', async () => {
    const response = await broker((async () => new Response('no', { status: 500 })) as typeof fetch).handle(post('widget'))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'Ramp provider session failed' })
  })

  it('refuses other origins, unknown providers and bad bodies', async () => {
    const b = broker()
    expect(await (await b.handle(post('moonpay', body, 'https://evil.test'))).json()).toEqual({ error: 'Origin not allowed' })
    expect((await b.handle(post('nope'))).status).toBe(404)
    const bad = await b.handle(post('moonpay', { ...body, walletAddress: 3 }))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Expected walletAddress, network, amount, paymentCurrency, purchaseCurrency and externalCustomerId' })
  })

  it('limits checkouts per IP', async () => {
    const b = broker(undefined, 2)
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await b.handle(post('moonpay'), { clientIp: '198.51.100.1' })).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await b.handle(post('moonpay'), { clientIp: '198.51.100.2' })).status).toBe(200)
  })
})
