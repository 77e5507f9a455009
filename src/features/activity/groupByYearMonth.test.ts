import { describe, expect, it } from 'vitest'
import { transaction } from './__fixtures__/transactions.js'
import { groupByYearMonth } from './groupByYearMonth.js'

describe('groupByYearMonth', () => {
  it('groups by year then month index (0 = January), newest first within a month', () => {
    const grouped = groupByYearMonth([
      transaction('mar-early', '2024-03-02T12:00:00Z'),
      transaction('mar-late', '2024-03-28T12:00:00Z'),
      transaction('jan', '2024-01-15T12:00:00Z'),
      transaction('dec', '2023-12-15T12:00:00Z'),
    ])
    expect(grouped).toEqual({
      2023: { 11: [expect.objectContaining({ id: 'dec' })] },
      2024: {
        0: [expect.objectContaining({ id: 'jan' })],
        2: [expect.objectContaining({ id: 'mar-late' }), expect.objectContaining({ id: 'mar-early' })],
      },
    })
  })

  it('lists an id once, the later occurrence winning', () => {
    const grouped = groupByYearMonth([
      transaction('a', '2024-03-10T12:00:00Z', [], { status: 'pending' }),
      transaction('a', '2024-03-12T12:00:00Z', [], { status: 'confirmed' }),
    ])
    expect(grouped[2024]![2]!.map((t) => [t.id, t.metadata.status])).toEqual([['a', 'confirmed']])
  })

  it('leaves out invalid dates and handles nothing', () => {
    expect(groupByYearMonth([transaction('bad', 'not a date')])).toEqual({})
    expect(groupByYearMonth([])).toEqual({})
  })
})
