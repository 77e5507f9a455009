import { describe, expect, it } from 'vitest'
import { dedupeAgainstInstalled, supportsChains } from './filters.js'
import { queryWallets, searchRank } from './queryWallets.js'
import { catalogueWallet } from './__fixtures__/wallets.js'

const w = catalogueWallet

describe('supportsChains: one match is enough', () => {
  it('on either side', () => {
    expect(supportsChains({ chains: ['eip155:1', 'solana:x'] }, ['eip155:1'])).toBe(true)
    expect(supportsChains({ chains: ['eip155:1'] }, ['eip155:1', 'solana:x'])).toBe(true)
  })
})

describe('dedupeAgainstInstalled', () => {
  it('keeps every wallet when none is installed', () => {
    const wallets = [w('a', 'A')]
    expect(dedupeAgainstInstalled(wallets, [])).toEqual(wallets)
  })

  it('matches an installed wallet’s name whatever its spaces', () => {
    expect(
      dedupeAgainstInstalled([w('p', 'Phantom'), w('b', 'Backpack')], [{ name: ' phantom ' }]).map((x) => x.id),
    ).toEqual(['b'])
  })
})

describe('searchRank: trimmed on both sides', () => {
  it('ranks exact, prefix and contained matches, and matches anything with a blank search', () => {
    expect(searchRank(' MetaMask ', 'metamask')).toBe(0)
    expect(searchRank('MetaMask', ' meta ')).toBe(1)
    expect(searchRank('MetaMask', '')).toBe(0)
    expect(searchRank('MetaMask', '   ')).toBe(0)
  })
})

describe('queryWallets: empty filters and ties', () => {
  const wallets = [w('a', 'Alpha Wallet', { rdns: 'io.a' }), w('b', 'Beta Wallet'), w('c', 'Wallet')]

  it('treats empty include, rdns and names lists as no filter', () => {
    expect(queryWallets(wallets, { page: 1, entries: 10, include: [], rdns: [], names: [] }).count).toBe(3)
  })

  it('ranks the exact match first and keeps catalogue order within a rank', () => {
    const many = [...wallets, w('d', 'Delta Wallet'), w('e', 'Echo Wallet')]
    expect(queryWallets(many, { page: 1, entries: 10, search: 'wallet' }).data.map((x) => x.id)).toEqual([
      'c',
      'a',
      'b',
      'd',
      'e',
    ])
  })
})
