import { describe, expect, it } from 'vitest'
import {
  parseCheckoutAnswer,
  parseOptionsAnswer,
  parseProviderList,
  parseQuoteAnswer,
  parseQuoteList,
  parseStatusAnswer,
} from './answers.js'
import { createBrokeredProvider } from './brokeredProvider.js'
import { checkAmount, DEFAULT_USD_PAYMENT_METHOD_LIMITS } from './limits.js'
import { collectQuotes, sortQuotesCheapestFirst } from './quotes.js'
import { isRestrictedTimeZone } from '../../../core/onramp/restrictedTimeZones.js'
import type { OnRampProvider, OnRampQuote, QuoteRequest } from './types.js'
import { buildProviderUrl, createUrlProvider } from './urlProvider.js'

const quote = (provider: string, amount: string, fees: string): OnRampQuote => ({
  provider,
  purchaseAmount: { amount },
  fees,
})
const request: QuoteRequest = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'eip155:31337',
}
const checkout = {
  walletAddress: '0xabc',
  network: 'eip155:31337',
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}
/** A Meld-style URL provider (checkout at ramp.test) over `fetch`. */
const meld = (fetch: (input: RequestInfo | URL) => Promise<Response>) =>
  createUrlProvider({
    id: 'meld',
    name: 'Meld',
    publicKey: 'pk',
    checkoutUrl: 'https://ramp.test/c',
    apiUrl: 'https://ramp.test/api',
    fetch: fetch as typeof globalThis.fetch,
  })

describe('quote selection', () => {
  it('puts the quote that delivers the most first, then the lower fee', () => {
    const sorted = sortQuotesCheapestFirst([
      quote('a', '98.10', '1.90'),
      quote('b', '98.90', '1.10'),
      quote('c', '98.90', '1.00'),
    ])
    expect(sorted.map((q) => q.provider)).toEqual(['c', 'b', 'a'])
  })

  it('keeps the quotes that came and the first failure', async () => {
    const ok = (id: string, amount: string): OnRampProvider =>
      ({ id, getQuote: async () => quote(id, amount, '1') }) as unknown as OnRampProvider
    const broken = {
      id: 'x',
      getQuote: async () => {
        throw new Error('The on-ramp provider request failed')
      },
    } as unknown as OnRampProvider
    const result = await collectQuotes([ok('a', '98'), broken, ok('b', '99')], request)
    expect(result.quotes.map((q) => q.provider)).toEqual(['b', 'a'])
    expect(result.error).toBe('The on-ramp provider request failed')
  })
})

describe('limits (spec section 9)', () => {
  it.each([
    ['9.99', 'card', 'Minimum amount is 10.00 USD', 'min', 10],
    ['7500.01', 'card', 'Maximum amount is 7500.00 USD', 'max', 7500],
    ['25000.01', 'ach_bank_account', 'Maximum amount is 25000.00 USD', 'max', 25000],
    ['', 'card', 'Enter an amount', 'empty', undefined],
    ['1e3', 'card', 'Enter an amount', 'empty', undefined],
    ['10', 'wire', 'Unsupported payment method', 'method', undefined],
  ])('refuses %s by %s', (raw, method, message, reason, limit) => {
    expect(checkAmount(raw, 'USD', method, DEFAULT_USD_PAYMENT_METHOD_LIMITS)).toEqual({
      ok: false,
      message,
      reason,
      ...(limit === undefined ? {} : { limit }),
    })
  })

  it.each([
    ['10', 'card'],
    ['7500.00', 'card'],
    ['25000', 'ach_bank_account'],
  ])('accepts %s by %s', (raw, method) => {
    expect(checkAmount(raw, 'USD', method, DEFAULT_USD_PAYMENT_METHOD_LIMITS)).toEqual({
      ok: true,
      amount: Number(raw),
    })
  })
})

describe('provider URL (spec section 7)', () => {
  it('Meld style: SOL on Solana, with the public key, wallet address and customer id', () => {
    const url = new URL(
      buildProviderUrl('https://ramp.test/checkout', 'pk_1', {
        ...checkout,
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        walletAddress: 'So1ana',
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_1',
      destinationCurrencyCode: 'SOL',
      walletAddress: 'So1ana',
      externalCustomerId: 'cust-1',
      sourceAmount: '100',
      sourceCurrencyCode: 'USD',
    })
  })

  it('Meld style: USDC elsewhere; checkout needs no back end', async () => {
    const provider = meld(async () => {
      throw new Error('no network')
    })
    expect(provider.backend).toBe('none')
    const result = await provider.createCheckout(checkout)
    expect(new URL(result.url).searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(result.sessionId).toBe('cust-1')
  })

  it('Meld style: anything but SOL on Solana or USDC elsewhere is refused before any request', async () => {
    const calls: string[] = []
    const provider = meld(async (input) => {
      calls.push(String(input))
      return new Response('{}')
    })
    await expect(provider.getQuote({ ...request, purchaseCurrency: 'ETH' })).rejects.toThrow(
      'This provider sells only SOL on Solana and USDC elsewhere',
    )
    await expect(
      provider.createCheckout({
        ...checkout,
        purchaseCurrency: 'USDC',
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).rejects.toThrow('This provider sells only SOL on Solana and USDC elsewhere')
    expect(calls).toEqual([])
  })

  it('brokered: asks the broker for the checkout and refuses a non-http URL', async () => {
    const calls: string[] = []
    const answer = (body: unknown) => async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Response(JSON.stringify(body))
    }
    const make = (body: unknown) =>
      createBrokeredProvider({
        id: 'moonpay',
        name: 'MoonPay',
        backend: 'urlSignature',
        apiUrl: 'https://p.test',
        brokerUrl: 'https://host.test/',
        fetch: answer(body) as typeof fetch,
      })
    await expect(
      make({ url: 'https://buy.test/?signature=x', sessionId: 's1' }).createCheckout(checkout),
    ).resolves.toEqual({ url: 'https://buy.test/?signature=x', sessionId: 's1' })
    expect(calls).toEqual(['https://host.test/ramp/moonpay/checkout'])
    await expect(make({ url: 'javascript:alert(1)', sessionId: 's1' }).createCheckout(checkout)).rejects.toThrow(
      'The on-ramp provider sent an unsafe checkout URL',
    )
  })

  it('a non-2xx answer is a clear error', async () => {
    const provider = meld(async () => new Response('{}', { status: 500 }))
    await expect(provider.getQuote(request)).rejects.toThrow('The on-ramp provider request failed')
  })
})

describe('answer validation', () => {
  it('accepts the documented shapes', () => {
    expect(parseQuoteAnswer('p', { purchaseAmount: { amount: 98.5 }, fees: '1.5' })).toEqual(quote('p', '98.5', '1.5'))
    expect(parseStatusAnswer({ status: 'SUCCESS', txHash: '0x1' })).toEqual({ status: 'SUCCESS', txHash: '0x1' })
    expect(
      parseOptionsAnswer({
        purchaseCurrencies: [],
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 10, max: 7500 }] }],
      }).paymentCurrencies,
    ).toHaveLength(1)
  })

  it.each([
    [() => parseQuoteAnswer('p', { purchaseAmount: { amount: '-1' } })],
    [() => parseQuoteAnswer('p', { purchaseAmount: 5 })],
    [() => parseStatusAnswer({ status: 'DONE' })],
    [() => parseCheckoutAnswer({ url: 'not a url', sessionId: 's' })],
    [() => parseOptionsAnswer({ purchaseCurrencies: 'all' })],
  ])('malformed answer %# gives the clear error', (run) => {
    expect(run).toThrow('The on-ramp provider sent an invalid answer')
  })

  it('a malformed list becomes empty with the error kept', () => {
    expect(parseQuoteList('p', { not: 'a list' })).toEqual({
      quotes: [],
      error: 'The on-ramp provider sent an invalid answer',
    })
    expect(parseQuoteList('p', [{ purchaseAmount: { amount: '1' } }, { bad: true }])).toEqual({
      quotes: [],
      error: 'The on-ramp provider sent an invalid answer',
    })
  })

  it('spec section 5: providers that are not a list of strings become empty', () => {
    expect(parseProviderList(['meld', 'moonpay'])).toEqual(['meld', 'moonpay'])
    expect(parseProviderList(['meld', 3])).toEqual([])
    expect(parseProviderList('meld')).toEqual([])
    expect(parseProviderList(null)).toEqual([])
  })
})

describe('restricted time zones (spec section 9)', () => {
  it.each(['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'Asia/Urumqi', 'PRC'])('%s hides the on-ramp', (tz) =>
    expect(isRestrictedTimeZone(tz)).toBe(true),
  )
  it.each(['Asia/Tokyo', 'Europe/Berlin', 'Asia/Taipei'])('%s does not', (tz) =>
    expect(isRestrictedTimeZone(tz)).toBe(false),
  )
})
