import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  allWalletsList,
  hasMorePages,
  initialWalletListingState,
  loadInitial,
  loadNextPage,
  search,
  searchWithMinimumWait,
} from './listing.js'
import { queryWallets } from './queryWallets.js'
import type { CatalogueQuery, CatalogueSource } from './catalogueSource.js'
import type { Wallet } from './types.js'
import { catalogueWallet } from './__fixtures__/wallets.js'

function w(i: number, extra: Partial<Wallet> = {}): Wallet {
  const id = `w${String(i).padStart(3, '0')}`
  return catalogueWallet(id, `Wallet ${id}`, { rdns: `com.${id}`, ...extra })
}

/** An in-memory source recording its queries. */
function memorySource(wallets: Wallet[]) {
  const queries: CatalogueQuery[] = []
  const source: CatalogueSource = {
    getWallets: async (query) => {
      queries.push(query)
      return queryWallets(wallets, query)
    },
    imageUrl: (wallet) => wallet.image_id,
  }
  return { source, queries }
}

const brokenSource: CatalogueSource = {
  getWallets: async () => {
    throw new Error('Invalid getWallets answer: data: Invalid input: expected array, received undefined')
  },
  imageUrl: () => '',
}

const ids = (wallets: Wallet[]) => wallets.map((x) => x.id)
const hundred = Array.from({ length: 100 }, (_, i) => w(i + 1))

afterEach(() => {
  vi.useRealTimers()
})

describe('loadInitial', () => {
  it('lists featured in the host order and 4 recommended that are not featured, excluded or installed', async () => {
    const { source, queries } = memorySource(hundred)
    const state = await loadInitial(initialWalletListingState(['w002']), source, {
      featuredIds: ['w010', 'w005', 'w002'],
      installed: [{ rdns: 'com.w001', name: 'Installed One' }],
    })
    expect(ids(state.featured)).toEqual(['w010', 'w005'])
    expect(ids(state.recommended)).toEqual(['w003', 'w004', 'w006', 'w007'])
    expect(state.error).toBeUndefined()
    expect(queries[1]).toMatchObject({ page: 1, exclude: ['w002', 'w010', 'w005'] })
  })

  it('filters by the host networks even when the source ignores chains', async () => {
    const mixed = [w(1, { chains: ['solana'] }), w(2), w(3, { chains: ['solana'] }), w(4), w(5), w(6), w(7)]
    const ignoringChains: CatalogueSource = {
      getWallets: async (q) => queryWallets(mixed, { ...q, chains: undefined }),
      imageUrl: () => '',
    }
    const state = await loadInitial(initialWalletListingState(), ignoringChains, {
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
    expect(ids(state.recommended)).toEqual(['w001', 'w003'])
  })

  it('turns a malformed answer into empty lists and an error, never a throw', async () => {
    const state = await loadInitial(initialWalletListingState(), brokenSource, { featuredIds: ['a'] })
    expect(state.featured).toEqual([])
    expect(state.recommended).toEqual([])
    expect(state.error).toMatch(/^Invalid getWallets answer: /)
    expect(state.loading).toBe(false)
  })
})

describe('loadNextPage', () => {
  it('loads pages of 40, appends without duplicates and stops at count', async () => {
    const { source, queries } = memorySource(hundred)
    let state = await loadInitial(initialWalletListingState(), source, { featuredIds: ['w050'] })
    state = await loadNextPage(state, source)
    expect(queries.at(-1)).toMatchObject({ page: 1, entries: 40 })
    expect(queries.at(-1)?.exclude).toEqual(['w050', 'w001', 'w002', 'w003', 'w004'])
    expect(state.wallets).toHaveLength(40)
    expect(state.count).toBe(95)
    expect(state.page).toBe(1)
    state = await loadNextPage(state, source)
    state = await loadNextPage(state, source)
    expect(state.wallets).toHaveLength(95)
    expect(new Set(ids(state.wallets)).size).toBe(95)
    expect(hasMorePages(state)).toBe(false)
    const calls = queries.length
    state = await loadNextPage(state, source)
    expect(queries.length).toBe(calls)
    expect(allWalletsList(state)).toHaveLength(100)
    expect(ids(allWalletsList(state)).slice(0, 5)).toEqual(['w050', 'w001', 'w002', 'w003', 'w004'])
  })

  it('never lists excluded or installed wallets', async () => {
    const { source } = memorySource(hundred)
    const state = await loadNextPage(initialWalletListingState(['w001', 'w002']), source, {
      installed: [{ rdns: 'COM.W003', name: 'x' }],
    })
    expect(ids(state.wallets).slice(0, 2)).toEqual(['w004', 'w005'])
  })

  it('keeps loaded pages and sets an error when a page fails', async () => {
    const { source } = memorySource(hundred)
    const first = await loadNextPage(initialWalletListingState(), source)
    const failed = await loadNextPage(first, brokenSource)
    expect(failed.wallets).toHaveLength(40)
    expect(failed.page).toBe(1)
    expect(failed.error).toMatch(/^Invalid getWallets answer/)
    const empty = await loadNextPage(initialWalletListingState(), brokenSource)
    expect(empty.wallets).toEqual([])
    expect(empty.error).toMatch(/^Invalid getWallets answer/)
  })
})

describe('searchWithMinimumWait', () => {
  it('answers no sooner than 300 ms after the query started', async () => {
    vi.useFakeTimers()
    const { source } = memorySource(hundred)
    let settled = false
    const pending = searchWithMinimumWait(source, { page: 1, entries: 100, search: 'w01' }).then((answer) => {
      settled = true
      return answer
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect((await pending).count).toBe(10)
  })

  it('adds no wait when the answer took longer than the minimum', async () => {
    let clock = 0
    const sleep = vi.fn(async () => undefined)
    const slow: CatalogueSource = {
      getWallets: async () => {
        clock += 450
        return { data: [], count: 0 }
      },
      imageUrl: () => '',
    }
    await searchWithMinimumWait(slow, { page: 1, entries: 100 }, 300, { now: () => clock, sleep })
    expect(sleep).not.toHaveBeenCalled()
    clock = 0
    const fast: CatalogueSource = {
      getWallets: async () => ((clock += 120), { data: [], count: 0 }),
      imageUrl: () => '',
    }
    await searchWithMinimumWait(fast, { page: 1, entries: 100 }, 300, { now: () => clock, sleep })
    expect(sleep).toHaveBeenCalledWith(180)
  })

  it('reports a failure only after the wait too', async () => {
    vi.useFakeTimers()
    let rejected = false
    const pending = searchWithMinimumWait(brokenSource, { page: 1, entries: 100 }).catch(() => {
      rejected = true
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(rejected).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(rejected).toBe(true)
  })
})

describe('search', () => {
  it('asks for 100 entries by name and fills search after the minimum wait', async () => {
    vi.useFakeTimers()
    const { source, queries } = memorySource(hundred)
    const pending = search(initialWalletListingState(['w011']), source, '  W01 ')
    await vi.advanceTimersByTimeAsync(300)
    const state = await pending
    expect(queries[0]).toMatchObject({ page: 1, entries: 100, search: 'W01', exclude: ['w011'] })
    expect(state.searchQuery).toBe('W01')
    expect(ids(state.search)).toEqual(['w010', 'w012', 'w013', 'w014', 'w015', 'w016', 'w017', 'w018', 'w019'])
  })

  it('clears results at once for a blank query', async () => {
    const { source, queries } = memorySource(hundred)
    const state = await search({ ...initialWalletListingState(), search: [w(1)], searchQuery: 'x' }, source, '   ')
    expect(state.search).toEqual([])
    expect(state.searchQuery).toBe('')
    expect(queries).toHaveLength(0)
  })

  it('turns a failure into an empty result and an error', async () => {
    const state = await search(initialWalletListingState(), brokenSource, 'meta', { wait: 0 })
    expect(state.search).toEqual([])
    expect(state.error).toMatch(/^Invalid getWallets answer/)
  })
})
