import { describe, expect, it } from 'vitest'
import { createBrokeredProvider } from './brokeredProvider.js'
import { MAX_PROVIDER_ANSWER_BYTES, providerRequest } from './providerHttp.js'
import type { CheckoutRequest, QuoteRequest } from './types.js'
import { createUrlProvider, destinationCurrencyCode } from './urlProvider.js'

type Seen = { url: string; method: string; headers: Record<string, string>; body?: unknown; signal: unknown }

/** A fetch answering `answer` (a JSON body, or a Response) and recording each request. */
function fakeFetch(answer: unknown = {}) {
  const seen: Seen[] = []
  const fetchImpl: typeof fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      signal: init?.signal,
    })
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer))
  }) as typeof fetch
  return { fetch: fetchImpl, seen }
}

const OPTIONS_ANSWER = {
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x1' }],
    },
  ],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: 7500 }] }],
}
const QUOTE_REQUEST: QuoteRequest = {
  purchaseCurrency: 'usdc',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'eip155:8453',
}
const CHECKOUT: CheckoutRequest = {
  walletAddress: '0xabc',
  network: 'eip155:8453',
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}

describe('providerRequest (every provider call)', () => {
  it('GETs without a body when none is given, with a timeout signal', async () => {
    const { fetch, seen } = fakeFetch({ ok: 1 })
    await expect(providerRequest('https://p.test/options', undefined, fetch)).resolves.toEqual({ ok: 1 })
    expect(seen).toEqual([
      { url: 'https://p.test/options', method: 'GET', headers: {}, body: undefined, signal: expect.any(AbortSignal) },
    ])
  })

  it('POSTs a body as JSON', async () => {
    const { fetch, seen } = fakeFetch({})
    await providerRequest('https://p.test/quote', { amount: '1' }, fetch)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { amount: '1' },
    })
  })

  it('turns a network failure or a non-2xx status into "request failed", with the detail', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    await expect(providerRequest('https://p.test', undefined, down)).rejects.toMatchObject({
      message: 'The on-ramp provider request failed',
      detail: 'fetch failed',
    })
    await expect(
      providerRequest('https://p.test', undefined, fakeFetch(new Response('{}', { status: 502 })).fetch),
    ).rejects.toMatchObject({ message: 'The on-ramp provider request failed', detail: 'HTTP status code: 502' })
  })

  it('reads an answer of exactly the size limit, and refuses one byte more before parsing', async () => {
    const atLimit = JSON.stringify('a'.repeat(MAX_PROVIDER_ANSWER_BYTES - 2))
    await expect(
      providerRequest('https://p.test', undefined, fakeFetch(new Response(atLimit)).fetch),
    ).resolves.toHaveLength(MAX_PROVIDER_ANSWER_BYTES - 2)
    await expect(
      providerRequest('https://p.test', undefined, fakeFetch(new Response(`${atLimit} `)).fetch),
    ).rejects.toMatchObject({ message: 'The on-ramp provider sent an invalid answer', detail: 'answer too large' })
    expect(MAX_PROVIDER_ANSWER_BYTES).toBe(262_144)
  })

  it('refuses an answer that is not JSON', async () => {
    await expect(
      providerRequest('https://p.test', undefined, fakeFetch(new Response('<html>')).fetch),
    ).rejects.toMatchObject({ message: 'The on-ramp provider sent an invalid answer', detail: 'not JSON' })
  })
})

describe('the Meld-style provider: its API routes', () => {
  const make = (answer: unknown, apiUrl = 'https://ramp.test/api/') => {
    const { fetch, seen } = fakeFetch(answer)
    const provider = createUrlProvider({
      id: 'meld',
      name: 'Meld',
      publicKey: 'pk',
      checkoutUrl: 'https://ramp.test/c',
      apiUrl,
      fetch,
    })
    return { provider, seen }
  }

  it('names itself and needs no back end', () => {
    const { provider } = make({})
    expect([provider.id, provider.name, provider.backend]).toEqual(['meld', 'Meld', 'none'])
  })

  it('GETs the options for a country (encoded; empty when none), without the base URL’s trailing slash', async () => {
    const { provider, seen } = make(OPTIONS_ANSWER)
    await expect(provider.getOptions({ country: 'US & CA' })).resolves.toEqual(OPTIONS_ANSWER)
    await provider.getOptions({})
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://ramp.test/api/options?country=US%20%26%20CA',
      'GET https://ramp.test/api/options?country=',
    ])
  })

  it('POSTs the quote request and credits the quote to itself; the asset is matched whatever its case', async () => {
    const { provider, seen } = make({ purchaseAmount: { amount: '98.5' }, fees: '1.5' })
    await expect(provider.getQuote(QUOTE_REQUEST)).resolves.toEqual({
      provider: 'meld',
      purchaseAmount: { amount: '98.5' },
      fees: '1.5',
    })
    expect(seen).toMatchObject([{ method: 'POST', url: 'https://ramp.test/api/quote', body: QUOTE_REQUEST }])
  })

  it('GETs a checkout’s status by its encoded session id', async () => {
    const { provider, seen } = make({ status: 'SUCCESS', txHash: '0x1' }, 'https://ramp.test/api')
    await expect(provider.getStatus('a/b c')).resolves.toEqual({ status: 'SUCCESS', txHash: '0x1' })
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET https://ramp.test/api/status/a%2Fb%20c'])
  })

  it('sells SOL on Solana, and refuses USDC there before any request', async () => {
    const { provider, seen } = make({ purchaseAmount: { amount: '1' } })
    const solana = { ...QUOTE_REQUEST, network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    await expect(provider.getQuote({ ...solana, purchaseCurrency: 'sol' })).resolves.toMatchObject({ fees: '0' })
    await expect(provider.getQuote(solana)).rejects.toMatchObject({
      message: 'This provider sells only SOL on Solana and USDC elsewhere',
      detail: 'usdc',
    })
    expect(seen).toHaveLength(1)
    expect(destinationCurrencyCode('eip155:1')).toBe('USDC')
    expect(destinationCurrencyCode('solana:x')).toBe('SOL')
  })
})

describe('the brokered provider: its API and broker routes', () => {
  const make = (answer: unknown, urls = { apiUrl: 'https://p.test/api/', brokerUrl: 'https://host.test/base/' }) => {
    const { fetch, seen } = fakeFetch(answer)
    const provider = createBrokeredProvider({ id: 'my ramp', name: 'My Ramp', backend: 'sessionToken', ...urls, fetch })
    return { provider, seen }
  }

  it('names itself with its back end', () => {
    const { provider } = make({})
    expect([provider.id, provider.name, provider.backend]).toEqual(['my ramp', 'My Ramp', 'sessionToken'])
  })

  it('asks the provider’s API for options, quotes and status', async () => {
    const options = make(OPTIONS_ANSWER)
    await expect(options.provider.getOptions({ country: 'FR' })).resolves.toEqual(OPTIONS_ANSWER)
    await options.provider.getOptions({})
    const quote = make({ purchaseAmount: { amount: 97 }, fees: 3, quoteId: 'q1' })
    await expect(quote.provider.getQuote(QUOTE_REQUEST)).resolves.toEqual({
      provider: 'my ramp',
      purchaseAmount: { amount: '97' },
      fees: '3',
      quoteId: 'q1',
    })
    const status = make({ status: 'FAILED' })
    await expect(status.provider.getStatus('s/1')).resolves.toEqual({ status: 'FAILED' })
    expect([...options.seen, ...quote.seen, ...status.seen].map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET https://p.test/api/options?country=FR',
      'GET https://p.test/api/options?country=',
      'POST https://p.test/api/quote',
      'GET https://p.test/api/status/s%2F1',
    ])
    expect(quote.seen[0]?.body).toEqual(QUOTE_REQUEST)
  })

  it('POSTs the checkout request to the broker under /ramp/<encoded id>/checkout and accepts an http URL', async () => {
    const { provider, seen } = make(
      { url: 'http://buy.test/x', sessionId: 's1' },
      { apiUrl: 'https://p.test', brokerUrl: 'https://host.test' },
    )
    await expect(provider.createCheckout(CHECKOUT)).resolves.toEqual({ url: 'http://buy.test/x', sessionId: 's1' })
    expect(seen).toMatchObject([{ method: 'POST', url: 'https://host.test/ramp/my%20ramp/checkout', body: CHECKOUT }])
  })

  it('refuses a checkout URL of another scheme, naming it in the detail', async () => {
    const { provider } = make({ url: 'ftp://buy.test/x', sessionId: 's1' })
    await expect(provider.createCheckout(CHECKOUT)).rejects.toMatchObject({
      message: 'The on-ramp provider sent an unsafe checkout URL',
      detail: 'ftp:',
    })
  })
})
