import { describe, expect, it } from 'vitest'
import { fungible, nft } from './__fixtures__/transactions.js'
import { visibleTransfers } from './visibleTransfers.js'

const show = (transfers: ReturnType<typeof visibleTransfers>) => transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`)

describe('visibleTransfers (spec 9: at most 2 transfers)', () => {
  it('returns a lone transfer as is, even a tiny one', () => {
    expect(show(visibleTransfers([fungible('out', '0.000001')]))).toEqual(['out 0.000001 ETH'])
    expect(visibleTransfers([])).toEqual([])
  })

  it('caps at 2, keeping the highest USD values', () => {
    const transfers = [
      fungible('in', '1', 'AAA', { value: 5 }),
      fungible('in', '1', 'BBB', { value: 50 }),
      fungible('out', '1', 'CCC', { value: 20 }),
      fungible('in', '1', 'DDD'),
    ]
    expect(show(visibleTransfers(transfers))).toEqual(['out 1 CCC', 'in 1 BBB'])
  })

  it('merges same token and direction exactly, values added', () => {
    const merged = visibleTransfers([fungible('in', '0.1', 'ETH', { value: 300 }), fungible('in', '0.2', 'ETH', { value: 600 }), fungible('out', '5', 'USDC')])
    expect(show(merged)).toEqual(['out 5 USDC', 'in 0.3 ETH'])
    expect(merged[1]!.value).toBe(900)
  })

  it('drops the gas leg before capping', () => {
    expect(show(visibleTransfers([fungible('out', '0.002', 'ETH'), fungible('in', '1', 'ETH'), nft('in', 'Punk #1', false)]))).toEqual(['in 1 ETH', 'in 1 Punk #1'])
  })

  it('orders out before in', () => {
    expect(show(visibleTransfers([fungible('in', '1', 'DAI'), fungible('out', '1', 'USDC')]))).toEqual(['out 1 USDC', 'in 1 DAI'])
  })

  it('does not mutate its input', () => {
    const input = [fungible('in', '0.1', 'ETH', { value: 1 }), fungible('in', '0.2', 'ETH', { value: 2 })]
    const copy = structuredClone(input)
    visibleTransfers(input)
    expect(input).toEqual(copy)
  })
})
