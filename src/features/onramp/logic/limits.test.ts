import { describe, expect, it } from 'vitest'
import { onrampMessages } from '../messages.js'
import { checkAmount, DEFAULT_USD_PAYMENT_METHOD_LIMITS, describeRefusal, type RefusalTexts } from './limits.js'

const TEXTS: RefusalTexts = {
  onrampEnterAmount: 'EMPTY',
  onrampMinimumAmount: (amount: string, currency: string) => `MIN ${amount} ${currency}`,
  onrampMaximumAmount: (amount: string, currency: string) => `MAX ${amount} ${currency}`,
  onrampUnsupportedMethod: 'METHOD',
} as unknown as RefusalTexts

describe('describeRefusal (a refusal in the active locale)', () => {
  it('words each reason with the given texts and number format', () => {
    const format = (n: number) => `#${n}`
    expect(describeRefusal({ reason: 'min', limit: 10 }, 'EUR', TEXTS, format)).toBe('MIN #10 EUR')
    expect(describeRefusal({ reason: 'max', limit: 7500 }, 'EUR', TEXTS, format)).toBe('MAX #7500 EUR')
    expect(describeRefusal({ reason: 'empty' }, 'EUR', TEXTS, format)).toBe('EMPTY')
    expect(describeRefusal({ reason: 'method' }, 'EUR', TEXTS, format)).toBe('METHOD')
  })

  it('defaults to the English texts with two decimals, and 0 for a missing limit', () => {
    expect(describeRefusal({ reason: 'min', limit: 10 }, 'USD')).toBe('Minimum amount is 10.00 USD')
    expect(describeRefusal({ reason: 'min' }, 'USD')).toBe(onrampMessages.onrampMinimumAmount('0.00', 'USD'))
    expect(describeRefusal({ reason: 'max' }, 'USD')).toBe(onrampMessages.onrampMaximumAmount('0.00', 'USD'))
  })
})

describe('checkAmount: the edges', () => {
  const check = (raw: string) => checkAmount(raw, 'USD', 'card', DEFAULT_USD_PAYMENT_METHOD_LIMITS)

  it('refuses zero and more than two decimals as no amount', () => {
    for (const raw of ['0', '0.00', '10.123', '10.', '.5', '-10', '10 USD'])
      expect(check(raw), raw).toMatchObject({ ok: false, reason: 'empty' })
  })

  it('trims spaces and accepts one or two decimals', () => {
    expect(check(' 10.5 ')).toEqual({ ok: true, amount: 10.5 })
    expect(check('7499.99')).toEqual({ ok: true, amount: 7499.99 })
  })

  it('names the limit in the currency asked for', () => {
    expect(checkAmount('5', 'EUR', 'card', [{ id: 'card', min: 20, max: 30 }])).toEqual({
      ok: false,
      reason: 'min',
      limit: 20,
      message: 'Minimum amount is 20.00 EUR',
    })
  })
})
