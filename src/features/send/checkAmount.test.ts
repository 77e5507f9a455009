import { describe, expect, it } from 'vitest'
import { checkAmount } from './checkAmount.js'

const usdc = { raw: 5_000_000n, quantity: { decimals: 6, numeric: '5' } }

describe('checkAmount (WalletSend, spec sections 4 and 5)', () => {
  it('allows sending exactly the whole balance, refuses one base unit more', () => {
    expect(checkAmount(usdc, '5')).toEqual({ value: 5_000_000n, insufficient: false, positive: true })
    expect(checkAmount(usdc, '5.000001')).toEqual({ value: 5_000_001n, insufficient: true, positive: true })
    expect(checkAmount(usdc, '4.999999')).toEqual({ value: 4_999_999n, insufficient: false, positive: true })
  })

  it('a zero or missing amount is not positive; without a token nothing is known', () => {
    expect(checkAmount(usdc, '0')).toEqual({ value: 0n, insufficient: false, positive: false })
    expect(checkAmount(usdc, '')).toEqual({ value: undefined, insufficient: false, positive: false })
    expect(checkAmount(undefined, '1')).toEqual({ value: undefined, insufficient: false, positive: false })
    expect(checkAmount({ raw: 0n, quantity: { decimals: 18, numeric: '0' } }, '0')).toMatchObject({
      insufficient: false,
      positive: false,
    })
  })
})
