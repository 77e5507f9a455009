import { describe, expect, it } from 'vitest'
import { collectQuotes, sortQuotesCheapestFirst } from './quotes.js'
import type { OnRampProvider, OnRampQuote, QuoteRequest } from './types.js'

const quote = (provider: string, amount: string, fees: string): OnRampQuote => ({
  provider,
  purchaseAmount: { amount },
  fees,
})
const request: QuoteRequest = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'eip155:1' }
const answering = (id: string, answer: () => Promise<OnRampQuote>) =>
  ({ id, getQuote: answer }) as unknown as OnRampProvider

describe('quote order', () => {
  it('orders equal quotes by provider id, and leaves the given list as it was', () => {
    const given = [quote('b', '98', '1'), quote('a', '98', '1'), quote('c', '99', '2')]
    expect(sortQuotesCheapestFirst(given).map((q) => q.provider)).toEqual(['c', 'a', 'b'])
    expect(given.map((q) => q.provider)).toEqual(['b', 'a', 'c'])
  })

  it('compares amounts and fees as numbers, not as text', () => {
    expect(sortQuotesCheapestFirst([quote('a', '9', '1'), quote('b', '10', '1')]).map((q) => q.provider)).toEqual([
      'b',
      'a',
    ])
    expect(sortQuotesCheapestFirst([quote('a', '9', '10'), quote('b', '9', '9')]).map((q) => q.provider)).toEqual([
      'b',
      'a',
    ])
  })
})

describe('collectQuotes', () => {
  it('keeps the first failure only, in the providers’ order, and says a non-Error reason as text', async () => {
    const result = await collectQuotes(
      [
        answering('x', () => Promise.reject('rate limited')),
        answering('y', () => Promise.reject(new Error('second'))),
        answering('a', async () => quote('a', '1', '0')),
      ],
      request,
    )
    expect(result).toEqual({ quotes: [quote('a', '1', '0')], error: 'rate limited' })
  })

  it('asks each provider with the request, and has no error key when all answer', async () => {
    const asked: QuoteRequest[] = []
    const result = await collectQuotes(
      [answering('a', async () => (asked.push(request), quote('a', '1', '0')))],
      request,
    )
    expect(asked).toEqual([request])
    expect(Object.keys(result)).toEqual(['quotes'])
  })
})
