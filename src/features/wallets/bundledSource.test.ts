import { describe, expect, it, vi } from 'vitest'
import { createBundledSource } from './bundledSource.js'
import { catalogueWallets } from './catalogueData.js'
import { queryWallets, searchRank } from './queryWallets.js'
import { parseGetWalletsAnswer, type Wallet } from './types.js'
import { catalogueWallet } from './__fixtures__/wallets.js'

const w = catalogueWallet

describe('the bundled catalogue data', () => {
  it('holds 60+ real wallets with unique ids, unique rdns and valid shapes', () => {
    expect(catalogueWallets.length).toBeGreaterThanOrEqual(60)
    expect(new Set(catalogueWallets.map((x) => x.id)).size).toBe(catalogueWallets.length)
    const rdns = catalogueWallets.flatMap((x) => (x.rdns ? [x.rdns] : []))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(() => parseGetWalletsAnswer({ data: catalogueWallets, count: catalogueWallets.length })).not.toThrow()
    for (const wallet of catalogueWallets) {
      expect(wallet.chains.length).toBeGreaterThan(0)
      expect(wallet.homepage).toMatch(/^https:\/\//)
    }
  })

  it('records the well-known rdns values', () => {
    const rdnsOf = (id: string) => catalogueWallets.find((x) => x.id === id)?.rdns
    expect(rdnsOf('metamask')).toBe('io.metamask')
    expect(rdnsOf('coinbase')).toBe('com.coinbase.wallet')
    expect(rdnsOf('rainbow')).toBe('me.rainbow')
    expect(rdnsOf('phantom')).toBe('app.phantom')
    expect(rdnsOf('trust')).toBe('com.trustwallet.app')
  })
})

describe('searchRank', () => {
  it('ranks exact 0, prefix 1, contains 2, else undefined (case-insensitive)', () => {
    expect(searchRank('Rainbow', 'rainbow')).toBe(0)
    expect(searchRank('Rainbow', 'RAIN')).toBe(1)
    expect(searchRank('Rainbow', 'bow')).toBe(2)
    expect(searchRank('Rainbow', 'metamask')).toBeUndefined()
  })
})

describe('queryWallets', () => {
  const list = [
    w('a', 'Best Trust'),
    w('b', 'Trust Wallet'),
    w('c', 'Trust'),
    w('d', 'Other'),
    w('e', 'Trusty', { chains: ['solana'] }),
  ]

  it('orders search results exact > prefix > contains, catalogue order within a rank', () => {
    expect(queryWallets(list, { page: 1, entries: 10, search: ' trust ' }).data.map((x) => x.id)).toEqual([
      'c',
      'b',
      'e',
      'a',
    ])
  })

  it('pages and counts after filtering', () => {
    const answer = queryWallets(list, { page: 2, entries: 2, exclude: ['d'] })
    expect(answer).toEqual({ data: [list[2], list[4]], count: 4 })
  })

  it('honours include, chains, rdns, names and badge', () => {
    const more = [...list, w('f', 'Meta', { rdns: 'io.metamask', badge_type: 'certified' })]
    expect(queryWallets(more, { page: 1, entries: 9, include: ['a', 'f'] }).count).toBe(2)
    expect(
      queryWallets(more, { page: 1, entries: 9, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }).data.map(
        (x) => x.id,
      ),
    ).toEqual(['e'])
    expect(queryWallets(more, { page: 1, entries: 9, rdns: ['IO.METAMASK'] }).data.map((x) => x.id)).toEqual(['f'])
    expect(queryWallets(more, { page: 1, entries: 9, names: ['trust wallet'] }).data.map((x) => x.id)).toEqual(['b'])
    expect(queryWallets(more, { page: 1, entries: 9, badge_type: 'certified' }).count).toBe(1)
    expect(queryWallets(more, { page: 1, entries: 9, badge: 'certified' }).count).toBe(1)
  })
})

describe('createBundledSource', () => {
  it('loads the catalogue once and answers queries in memory', async () => {
    const load = vi.fn(async () => [w('a', 'Alpha'), w('b', 'Beta')])
    const source = createBundledSource({ load })
    await expect(source.getWallets({ page: 1, entries: 1 })).resolves.toEqual({ data: [w('a', 'Alpha')], count: 2 })
    await source.getWallets({ page: 2, entries: 1 })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('retries a failed load on the next call', async () => {
    const load = vi
      .fn<() => Promise<Wallet[]>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue([w('a', 'Alpha')])
    const source = createBundledSource({ load })
    await expect(source.getWallets({ page: 1, entries: 1 })).rejects.toThrow('chunk failed')
    await expect(source.getWallets({ page: 1, entries: 1 })).resolves.toMatchObject({ count: 1 })
  })

  it('serves the real catalogue by default, with no images of its own (the views show the icon set)', async () => {
    const source = createBundledSource()
    const { data } = await source.getWallets({ page: 1, entries: 100, search: 'metamask' })
    expect(data[0]?.name).toBe('MetaMask')
    expect(source.imageUrl(data[0] as Wallet)).toBeUndefined()
    expect(source.imageUrl({ ...(data[0] as Wallet), image_url: 'https://cdn.example.com/mm.png' })).toBe(
      'https://cdn.example.com/mm.png',
    )
  })
})
