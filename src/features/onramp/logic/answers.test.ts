import { describe, expect, it } from 'vitest'
import { parseCheckoutAnswer, parseQuoteAnswer, parseQuoteList, parseStatusAnswer } from './answers.js'

describe('provider answers: what is kept', () => {
  it('keeps a quote’s id and expiry when given, and leaves them out otherwise', () => {
    expect(
      parseQuoteAnswer('p', { purchaseAmount: { amount: '1' }, fees: 0.5, quoteId: 'q', expiresAt: 1700 }),
    ).toEqual({
      provider: 'p',
      purchaseAmount: { amount: '1' },
      fees: '0.5',
      quoteId: 'q',
      expiresAt: 1700,
    })
    const bare = parseQuoteAnswer('p', { purchaseAmount: { amount: '1' }, quoteId: '', expiresAt: 0 })
    expect(bare).toEqual({ provider: 'p', purchaseAmount: { amount: '1' }, fees: '0' })
    expect(Object.keys(bare)).toEqual(['provider', 'purchaseAmount', 'fees'])
  })

  it('takes decimals only: no sign, no exponent, no trailing dot, no text around them', () => {
    for (const amount of ['1.', '.5', '1e3', ' 1', '1 ', 'x1', '1x', '-1'])
      expect(() => parseQuoteAnswer('p', { purchaseAmount: { amount } }), amount).toThrow(
        'The on-ramp provider sent an invalid answer',
      )
    expect(parseQuoteAnswer('p', { purchaseAmount: { amount: '10.25' } }).purchaseAmount.amount).toBe('10.25')
  })

  it('throws errors named OnRampError', () => {
    expect(() => parseStatusAnswer(null)).toThrow(expect.objectContaining({ name: 'OnRampError' }))
  })

  it('says what was wrong in the error’s detail', () => {
    expect(() => parseStatusAnswer({ status: 'DONE' })).toThrow(
      expect.objectContaining({ detail: expect.stringContaining('status') }),
    )
  })

  it('accepts an https or http checkout, refuses another scheme and an empty session id', () => {
    expect(parseCheckoutAnswer({ url: 'https://buy.test/', sessionId: 's' })).toEqual({
      url: 'https://buy.test/',
      sessionId: 's',
    })
    expect(parseCheckoutAnswer({ url: 'http://buy.test/', sessionId: 's' }).url).toBe('http://buy.test/')
    expect(() => parseCheckoutAnswer({ url: 'data:text/html,x', sessionId: 's' })).toThrow(
      expect.objectContaining({ message: 'The on-ramp provider sent an unsafe checkout URL', detail: 'data:' }),
    )
    expect(() => parseCheckoutAnswer({ url: 'https://buy.test/', sessionId: '' })).toThrow(
      'The on-ramp provider sent an invalid answer',
    )
  })

  it('a well-formed quote list has its quotes and no error', () => {
    const list = parseQuoteList('p', [{ purchaseAmount: { amount: '2' } }])
    expect(list).toEqual({ quotes: [{ provider: 'p', purchaseAmount: { amount: '2' }, fees: '0' }] })
    expect('error' in list).toBe(false)
  })
})
