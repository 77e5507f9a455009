/** Fee estimates keyed by target 0 or below (not a confirmation target) are never chosen. */
import { describe, expect, it } from 'vitest'
import { pickFeeRate } from './fees.js'

describe('the fee rate’s confirmation target', () => {
  it('ignores targets of 0 or below blocks, even when they are the only ones within the target', () => {
    expect(pickFeeRate({ '0': 50, '144': 2 })).toBe(2)
    expect(pickFeeRate({ '-1': 99, '0': 50, '144': 2 })).toBe(2)
    expect(pickFeeRate({ '-3': 99, '12': 3, '144': 2 })).toBe(3)
  })
})
