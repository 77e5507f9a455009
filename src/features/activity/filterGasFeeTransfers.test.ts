import { describe, expect, it } from 'vitest'
import { fungible, nft } from './__fixtures__/transactions.js'
import { filterGasFeeTransfers } from './filterGasFeeTransfers.js'

const show = (transfers: ReturnType<typeof filterGasFeeTransfers>) =>
  transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`)

describe('filterGasFeeTransfers (spec 9: thresholds 10% and 1%, AppKit semantics)', () => {
  it('keeps a lone transfer per token', () => {
    expect(show(filterGasFeeTransfers([fungible('out', '0.0001', 'ETH'), fungible('in', '5', 'USDC')]))).toEqual([
      'out 0.0001 ETH',
      'in 5 USDC',
    ])
  })

  describe('one in and one out of the same token: the 10% rule', () => {
    it('drops an out below 10% of the in', () => {
      expect(show(filterGasFeeTransfers([fungible('in', '1'), fungible('out', '0.0999')]))).toEqual(['in 1 ETH'])
    })

    it('drops an in below 10% of the out', () => {
      expect(show(filterGasFeeTransfers([fungible('out', '2'), fungible('in', '0.19')]))).toEqual(['out 2 ETH'])
    })

    it('keeps both at exactly 10% or more (strict comparison)', () => {
      expect(show(filterGasFeeTransfers([fungible('in', '100'), fungible('out', '10')]))).toEqual([
        'in 100 ETH',
        'out 10 ETH',
      ])
      expect(show(filterGasFeeTransfers([fungible('in', '1'), fungible('out', '0.5')]))).toEqual([
        'in 1 ETH',
        'out 0.5 ETH',
      ])
    })

    it('keeps an in of exactly 10% of the out (strict comparison, the other way round)', () => {
      expect(show(filterGasFeeTransfers([fungible('out', '100'), fungible('in', '10')]))).toEqual([
        'out 100 ETH',
        'in 10 ETH',
      ])
    })

    it('drops a self transfer of the group along with the gas leg (as AppKit)', () => {
      expect(
        show(filterGasFeeTransfers([fungible('in', '1'), fungible('out', '0.01'), fungible('self', '0.5')])),
      ).toEqual(['in 1 ETH'])
    })
  })

  describe('any other mix of the same token: the 1% rule', () => {
    it('drops amounts below 1% of the largest', () => {
      expect(
        show(filterGasFeeTransfers([fungible('out', '10'), fungible('out', '5'), fungible('in', '0.0999')])),
      ).toEqual(['out 10 ETH', 'out 5 ETH'])
      expect(show(filterGasFeeTransfers([fungible('in', '3'), fungible('in', '0.02')]))).toEqual(['in 3 ETH'])
    })

    it('keeps an amount of exactly 1% of the largest while dropping the smaller ones', () => {
      expect(show(filterGasFeeTransfers([fungible('in', '100'), fungible('in', '1'), fungible('out', '0.5')]))).toEqual(
        ['in 100 ETH', 'in 1 ETH'],
      )
    })

    it('keeps all when none is below 1% — even below 10% (the 10% rule needs exactly one in and one out)', () => {
      expect(
        show(filterGasFeeTransfers([fungible('out', '10'), fungible('out', '0.1'), fungible('in', '0.5')])),
      ).toEqual(['out 10 ETH', 'out 0.1 ETH', 'in 0.5 ETH'])
      expect(show(filterGasFeeTransfers([fungible('in', '1'), fungible('in', '0.05')]))).toEqual([
        'in 1 ETH',
        'in 0.05 ETH',
      ])
    })
  })

  it('groups by token name, not symbol', () => {
    const bridged = fungible('out', '0.001', 'USDC', { name: 'USD Coin (Bridged)' })
    expect(show(filterGasFeeTransfers([fungible('in', '100', 'USDC', { name: 'USD Coin' }), bridged]))).toEqual([
      'in 100 USDC',
      'out 0.001 USDC',
    ])
  })

  it('always keeps NFTs and unnamed transfers, in the input order', () => {
    const unnamed = { direction: 'in' as const, quantity: { numeric: '0.000001' } }
    const out = filterGasFeeTransfers([
      nft('in', 'Punk #1', false),
      fungible('in', '1'),
      unnamed,
      fungible('out', '0.001'),
    ])
    expect(out).toHaveLength(3)
    expect(out[0]!.nft_info?.name).toBe('Punk #1')
    expect(out[2]).toBe(unnamed)
  })
})
