import { describe, expect, it } from 'vitest'
import {
  RAMP_SESSION_FAILED,
  hmacSha256Base64,
  sessionTokenUrl,
  signCheckoutUrl,
  widgetSession,
  type BrokerCheckoutRequest,
} from './checkoutSigners.js'

const request: BrokerCheckoutRequest = {
  walletAddress: '0xabc',
  network: 'eip155:8453',
  amount: '100',
  paymentCurrency: 'EUR',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}
const moonpay = {
  kind: 'urlSignature' as const,
  checkoutUrl: 'https://buy.test/widget',
  apiKey: 'pk_test',
  secretKey: 'sk_test',
  sells: [],
}
const coinbase = {
  kind: 'sessionToken' as const,
  checkoutUrl: 'https://pay.test/buy',
  tokenUrl: 'https://api.test/token',
  secret: 'cb',
  sells: [],
}
const widget = { kind: 'widgetSession' as const, sessionUrl: 'https://api.test/session', secret: 'w', sells: [] }

/** A fetch answering `body` (JSON unless a string) with `status`. */
const answering = (body: unknown, status = 200) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch

async function expectSigned(url: string, secret = 'sk_test') {
  const unsigned = new URL(url)
  unsigned.searchParams.delete('signature')
  expect(new URL(url).searchParams.get('signature')).toBe(await hmacSha256Base64(secret, unsigned.search))
}

describe('hmacSha256Base64', () => {
  it('matches the RFC 4231 test case 2 vector', async () => {
    // HMAC-SHA256("Jefe", "what do ya want for nothing?") = 5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843
    expect(await hmacSha256Base64('Jefe', 'what do ya want for nothing?')).toBe(
      'W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM=',
    )
  })
})

describe('signCheckoutUrl', () => {
  it('builds exactly apiKey, currencyCode, walletAddress, baseCurrencyAmount, baseCurrencyCode, externalCustomerId, signature', async () => {
    const url = await signCheckoutUrl(moonpay, request)
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://buy.test/widget')
    expect([...parsed.searchParams.entries()].slice(0, -1)).toEqual([
      ['apiKey', 'pk_test'],
      ['currencyCode', 'usdc'],
      ['walletAddress', '0xabc'],
      ['baseCurrencyAmount', '100'],
      ['baseCurrencyCode', 'eur'],
      ['externalCustomerId', 'cust-1'],
    ])
    expect([...parsed.searchParams.keys()].at(-1)).toBe('signature')
    await expectSigned(url)
  })

  it("drops the checkout URL's own query string before signing", async () => {
    const url = await signCheckoutUrl(
      { ...moonpay, checkoutUrl: 'https://buy.test/widget?stale=1&apiKey=old' },
      request,
    )
    const parsed = new URL(url)
    expect([...parsed.searchParams.keys()]).toEqual([
      'apiKey',
      'currencyCode',
      'walletAddress',
      'baseCurrencyAmount',
      'baseCurrencyCode',
      'externalCustomerId',
      'signature',
    ])
    expect(parsed.searchParams.get('apiKey')).toBe('pk_test')
    await expectSigned(url)
  })

  it("uses the provider's currencyCode, given the purchase currency and the network", async () => {
    const calls: unknown[] = []
    const url = await signCheckoutUrl(
      { ...moonpay, currencyCode: (currency, network) => (calls.push([currency, network]), 'usdc_base') },
      request,
    )
    expect(calls).toEqual([['USDC', 'eip155:8453']])
    expect(new URL(url).searchParams.get('currencyCode')).toBe('usdc_base')
    await expectSigned(url)
  })

  it('adds redirectURL before the signature only when a redirect URL is given', async () => {
    const withRedirect = new URL(
      await signCheckoutUrl(moonpay, { ...request, redirectUrl: 'https://host.test/done?x=1' }),
    )
    expect([...withRedirect.searchParams.keys()].slice(-2)).toEqual(['redirectURL', 'signature'])
    expect(withRedirect.searchParams.get('redirectURL')).toBe('https://host.test/done?x=1')
    await expectSigned(withRedirect.toString())
    const without = new URL(await signCheckoutUrl(moonpay, { ...request, redirectUrl: '' }))
    expect(without.searchParams.has('redirectURL')).toBe(false)
    expect(without.searchParams.has('redirectUrl')).toBe(false)
  })
})

describe('sessionTokenUrl', () => {
  it('posts the wallet, asset and client IP with the secret, then builds the URL in order', async () => {
    const seen: unknown[] = []
    const fetchImpl = (async (url: RequestInfo | URL, init?: RequestInit) => {
      seen.push([String(url), init?.method, init?.headers, JSON.parse(String(init?.body))])
      return new Response(JSON.stringify({ token: 'tok-1' }))
    }) as typeof fetch
    const url = new URL(await sessionTokenUrl(coinbase, request, '192.0.2.7', fetchImpl))
    expect(seen).toEqual([
      [
        'https://api.test/token',
        'POST',
        { 'Content-Type': 'application/json', Authorization: 'Bearer cb' },
        { addresses: [{ address: '0xabc', blockchains: ['eip155:8453'] }], assets: ['USDC'], clientIp: '192.0.2.7' },
      ],
    ])
    expect(url.origin + url.pathname).toBe('https://pay.test/buy')
    expect([...url.searchParams.entries()]).toEqual([
      ['sessionToken', 'tok-1'],
      ['defaultNetwork', 'eip155:8453'],
      ['defaultAsset', 'USDC'],
      ['presetFiatAmount', '100'],
      ['fiatCurrency', 'EUR'],
      ['partnerUserRef', 'cust-1'],
    ])
  })

  it('adds redirectUrl only when a redirect URL is given', async () => {
    const withRedirect = new URL(
      await sessionTokenUrl(
        coinbase,
        { ...request, redirectUrl: 'https://host.test/done' },
        'ip',
        answering({ token: 't' }),
      ),
    )
    expect([...withRedirect.searchParams.keys()].at(-1)).toBe('redirectUrl')
    expect(withRedirect.searchParams.get('redirectUrl')).toBe('https://host.test/done')
    const without = new URL(
      await sessionTokenUrl(coinbase, { ...request, redirectUrl: '' }, 'ip', answering({ token: 't' })),
    )
    expect(without.searchParams.has('redirectUrl')).toBe(false)
    expect(without.searchParams.has('redirectURL')).toBe(false)
  })

  it('fails with the session error when the token is missing, empty or not a string', async () => {
    for (const answer of [{}, { token: '' }, { token: 42 }, { token: null }]) {
      await expect(sessionTokenUrl(coinbase, request, 'ip', answering(answer)), JSON.stringify(answer)).rejects.toThrow(
        new Error(RAMP_SESSION_FAILED),
      )
    }
  })

  it('fails with the session error on a non-2xx answer, invalid JSON, or a JSON answer that is not an object', async () => {
    const fetches = [
      answering({ token: 't' }, 500),
      answering('not json'),
      answering('null'),
      answering('"tok"'),
      answering('42'),
      answering('true'),
    ]
    for (const fetchImpl of fetches) {
      const failure = sessionTokenUrl(coinbase, request, 'ip', fetchImpl)
      await expect(failure).rejects.toThrow(RAMP_SESSION_FAILED)
      await expect(failure).rejects.toBeInstanceOf(Error)
      await expect(failure).rejects.not.toBeInstanceOf(TypeError)
    }
  })
})

describe('widgetSession', () => {
  it("returns the provider's widget URL and session id, else the customer id", async () => {
    expect(
      await widgetSession(widget, request, answering({ widgetUrl: 'https://w.test/a', sessionId: 's-1' })),
    ).toEqual({ url: 'https://w.test/a', sessionId: 's-1' })
    expect(await widgetSession(widget, request, answering({ widgetUrl: 'https://w.test/b', sessionId: 5 }))).toEqual({
      url: 'https://w.test/b',
      sessionId: 'cust-1',
    })
  })

  it('fails with the session error (not a TypeError) on null, a non-object, invalid JSON, a non-2xx answer or no widgetUrl', async () => {
    const fetches = [
      answering('null'),
      answering('"https://w.test"'),
      answering('7'),
      answering('{'),
      answering({ widgetUrl: 'https://w.test' }, 502),
      answering({}),
      answering({ widgetUrl: 1 }),
    ]
    for (const fetchImpl of fetches) {
      const failure = widgetSession(widget, request, fetchImpl)
      await expect(failure).rejects.toThrow(RAMP_SESSION_FAILED)
      await expect(failure).rejects.not.toBeInstanceOf(TypeError)
    }
  })
})
