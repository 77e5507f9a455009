import { describe, expect, it } from 'vitest'
import type { CatalogueQuery, CatalogueSource } from './catalogueSource.js'
import {
  hasMorePages,
  initialWalletListingState,
  loadInitial,
  loadNextPage,
  search,
  searchWithMinimumWait,
} from './listing.js'
import { queryWallets } from './queryWallets.js'
import type { Wallet } from './types.js'
import { catalogueWallet } from './__fixtures__/wallets.js'

const w = (i: number, extra: Partial<Wallet> = {}): Wallet =>
  catalogueWallet(`w${i}`, `Wallet ${i}`, { rdns: `com.w${i}`, ...extra })
const ids = (wallets: readonly Wallet[]) => wallets.map((x) => x.id)
const TEN = Array.from({ length: 10 }, (_, i) => w(i + 1))

/** A source answering from `wallets` (every id of `always` is in every answer, as a remote API may do); records the queries. */
function memorySource(wallets: Wallet[], always: Wallet[] = []) {
  const queries: CatalogueQuery[] = []
  const source: CatalogueSource = {
    getWallets: async (query) => {
      queries.push(query)
      const answer = queryWallets(wallets, query)
      return { ...answer, data: [...always, ...answer.data] }
    },
    imageUrl: () => '',
  }
  return { source, queries }
}

describe('the listing state', () => {
  it('starts empty, not loading, without a query', () => {
    expect(initialWalletListingState(['x', 'x'])).toEqual({
      featured: [],
      recommended: [],
      wallets: [],
      search: [],
      count: 0,
      page: 0,
      excludedWallets: ['x'],
      explorerWallets: [],
      searchQuery: '',
      loading: false,
      error: undefined,
    })
  })

  it('has no more pages once page × 40 reaches the count', () => {
    const state = initialWalletListingState()
    expect(hasMorePages({ ...state, page: 1, count: 40 })).toBe(false)
    expect(hasMorePages({ ...state, page: 1, count: 41 })).toBe(true)
  })
})

describe('loadInitial: what it asks and keeps', () => {
  it('asks nothing for featured wallets when there are none', async () => {
    const { source, queries } = memorySource(TEN)
    await loadInitial(initialWalletListingState(), source)
    expect(queries).toHaveLength(1)
    expect(queries[0]).toMatchObject({ entries: 4 })
  })

  it('asks for the featured ids that are not excluded, and only the included ones when the host includes', async () => {
    const excluded = memorySource(TEN)
    await loadInitial(initialWalletListingState(['w2']), excluded.source, { featuredIds: ['w1', 'w2'] })
    expect(excluded.queries[0]).toMatchObject({ entries: 1, include: ['w1'] })
    const included = memorySource(TEN)
    const state = await loadInitial(initialWalletListingState(), included.source, {
      featuredIds: ['w1', 'w2', 'w3'],
      includeIds: ['w3', 'w1', 'w9'],
    })
    expect(included.queries[0]).toMatchObject({ entries: 3, include: ['w1', 'w3'] })
    expect(ids(state.featured)).toEqual(['w1', 'w3'])
  })

  it('keeps featured wallets out of the recommended and at most 4 of them, whatever the source answers, and records both as explorer wallets', async () => {
    const { source } = memorySource(TEN, [w(1), w(20)])
    const state = await loadInitial(initialWalletListingState(), source, { featuredIds: ['w1'] })
    expect(ids(state.recommended)).toEqual(['w20', 'w2', 'w3', 'w4'])
    expect(ids(state.explorerWallets)).toEqual(['w1', 'w20', 'w2', 'w3', 'w4'])
    expect(state.loading).toBe(false)
  })
})

describe('the other steps end loading', () => {
  it('loadNextPage, with a page, with none left and on a failure', async () => {
    const loading = { ...initialWalletListingState(), loading: true }
    const { source } = memorySource(TEN)
    expect((await loadNextPage(loading, source)).loading).toBe(false)
    expect((await loadNextPage({ ...loading, page: 1, count: 10 }, source)).loading).toBe(false)
    const broken: CatalogueSource = { getWallets: () => Promise.reject(new Error('down')), imageUrl: () => '' }
    expect(await loadNextPage(loading, broken)).toMatchObject({ loading: false, error: 'down' })
  })

  it('search, with a text, without one and on a failure', async () => {
    const loading = { ...initialWalletListingState(), loading: true }
    const timing = { sleep: async () => undefined }
    const { source } = memorySource(TEN)
    expect((await search(loading, source, 'Wallet 1', { timing })).loading).toBe(false)
    expect((await search(loading, source, '  ', { timing })).loading).toBe(false)
    const broken: CatalogueSource = { getWallets: () => Promise.reject(new Error('down')), imageUrl: () => '' }
    expect(await search(loading, broken, 'x', { timing })).toMatchObject({ loading: false, error: 'down' })
  })
})

describe('searchWithMinimumWait', () => {
  it('does not wait at all when the answer took the whole wait', async () => {
    const slept: number[] = []
    const times = [1000, 1300]
    const { source } = memorySource(TEN)
    await searchWithMinimumWait(source, { page: 1, entries: 1 }, 300, {
      now: () => times.shift()!,
      sleep: async (ms) => void slept.push(ms),
    })
    expect(slept).toEqual([])
  })
})
