import { describe, expect, it } from 'vitest'
import { fungible, nft, transaction } from './__fixtures__/transactions.js'
import { isAllSpam } from './isAllSpam.js'

describe('isAllSpam (spec 5)', () => {
  it('is true only when every transfer is a spam-flagged NFT', () => {
    expect(isAllSpam(transaction('a', '2024-01-01T00:00:00Z', [nft('in', 'x', true)]))).toBe(true)
    expect(isAllSpam(transaction('a', '2024-01-01T00:00:00Z', [nft('in', 'x', true), nft('in', 'y', true)]))).toBe(true)
    expect(isAllSpam(transaction('a', '2024-01-01T00:00:00Z', [nft('in', 'x', true), nft('in', 'y', false)]))).toBe(
      false,
    )
    expect(isAllSpam(transaction('a', '2024-01-01T00:00:00Z', [nft('in', 'x', true), fungible('in', '1')]))).toBe(false)
  })

  it('does not call a transaction without transfers spam (AppKit would, vacuously)', () => {
    expect(isAllSpam(transaction('a', '2024-01-01T00:00:00Z', []))).toBe(false)
  })
})
