import { describe, expect, it } from 'vitest'
import { fungible, nft } from './__fixtures__/transactions.js'
import { visibleTransfers } from './visibleTransfers.js'

const show = (transfers: ReturnType<typeof visibleTransfers>) =>
  transfers.map((t) => `${t.direction} ${t.quantity.numeric} ${t.fungible_info?.symbol ?? t.nft_info?.name}`)

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
    const merged = visibleTransfers([
      fungible('in', '0.1', 'ETH', { value: 300 }),
      fungible('in', '0.2', 'ETH', { value: 600 }),
      fungible('out', '5', 'USDC'),
    ])
    expect(show(merged)).toEqual(['out 5 USDC', 'in 0.3 ETH'])
    expect(merged[1]!.value).toBe(900)
  })

  it('adds quantities of different scales exactly, as decimal text', () => {
    expect(show(visibleTransfers([fungible('in', '1.1', 'DAI'), fungible('in', '2.22', 'DAI')]))).toEqual([
      'in 3.32 DAI',
    ])
    // exponent text is not plain decimal: added as numbers
    expect(show(visibleTransfers([fungible('in', '2e-7', 'DAI'), fungible('in', '1e-7', 'DAI')]))).toEqual([
      'in 3e-7 DAI',
    ])
  })

  it('merges only the same direction: an in and an out of one token stay two rows', () => {
    expect(show(visibleTransfers([fungible('in', '1', 'ETH'), fungible('out', '0.5', 'ETH')]))).toEqual([
      'out 0.5 ETH',
      'in 1 ETH',
    ])
  })

  it('never merges unnamed transfers (NFTs) into another row', () => {
    expect(
      show(visibleTransfers([fungible('in', '1', 'AAA'), fungible('out', '2', 'BBB'), nft('in', 'Punk #1', false)])),
    ).toEqual(['out 2 BBB', 'in 1 AAA'])
  })

  it('a merged transfer has a USD value when either part has one, none when neither has', () => {
    expect(visibleTransfers([fungible('in', '1', 'DAI', { value: 1 }), fungible('in', '2', 'DAI')])[0]!.value).toBe(1)
    expect(visibleTransfers([fungible('in', '1', 'DAI'), fungible('in', '2', 'DAI', { value: 2 })])[0]!.value).toBe(2)
    expect(visibleTransfers([fungible('in', '1', 'DAI'), fungible('in', '2', 'DAI')])).toStrictEqual([
      fungible('in', '3', 'DAI'),
    ])
  })

  it('with 2 transfers or fewer keeps the input order within a direction (no sort by value)', () => {
    expect(
      show(visibleTransfers([fungible('in', '1', 'AAA', { value: 1 }), fungible('in', '1', 'BBB', { value: 10 })])),
    ).toEqual(['in 1 AAA', 'in 1 BBB'])
  })

  it('drops the gas leg before capping', () => {
    expect(
      show(
        visibleTransfers([fungible('out', '0.002', 'ETH'), fungible('in', '1', 'ETH'), nft('in', 'Punk #1', false)]),
      ),
    ).toEqual(['in 1 ETH', 'in 1 Punk #1'])
  })

  it('orders out before in', () => {
    expect(show(visibleTransfers([fungible('in', '1', 'DAI'), fungible('out', '1', 'USDC')]))).toEqual([
      'out 1 USDC',
      'in 1 DAI',
    ])
  })

  it('does not mutate its input', () => {
    const input = [fungible('in', '0.1', 'ETH', { value: 1 }), fungible('in', '0.2', 'ETH', { value: 2 })]
    const copy = structuredClone(input)
    visibleTransfers(input)
    expect(input).toEqual(copy)
  })
})
