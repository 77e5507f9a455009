import { describe, expect, it } from 'vitest'
import {
  appendUnique,
  dedupeAgainstInstalled,
  excludeWallets,
  includeWallets,
  orderByIds,
  supportsChains,
} from './filters.js'
import type { Wallet } from './types.js'
import { catalogueWallet } from './__fixtures__/wallets.js'

const w = (id: string, chains: string[], rdns: string | null = null, name = id): Wallet =>
  catalogueWallet(id, name, { chains, rdns })

const evm = w('evm', ['eip155'], 'io.metamask', 'MetaMask')
const sol = w('sol', ['solana'], null, 'Solflare')
const both = w('both', ['eip155', 'solana'], 'app.phantom', 'Phantom')
const base = w('base', ['eip155:8453'])
const none = w('none', [])
const all = [evm, sol, both, base, none]

describe('supportsChains', () => {
  it('matches namespaces against CAIP-2 ids both ways, and CAIP-2 ids exactly', () => {
    expect(supportsChains(evm, ['eip155:1'])).toBe(true)
    expect(supportsChains(base, ['eip155'])).toBe(true)
    expect(supportsChains(base, ['eip155:1'])).toBe(false)
    expect(supportsChains(base, ['eip155:8453'])).toBe(true)
    expect(supportsChains(none, [])).toBe(true)
  })
})

describe('include / exclude', () => {
  it('drops excluded ids and keeps only included ones', () => {
    expect(excludeWallets(all, ['evm', 'sol']).map((x) => x.id)).toEqual(['both', 'base', 'none'])
    expect(includeWallets(all, ['sol', 'base']).map((x) => x.id)).toEqual(['sol', 'base'])
    expect(includeWallets(all, [])).toHaveLength(5)
  })
  it('orders by the given ids, skipping unknown and repeated ones', () => {
    expect(orderByIds(all, ['base', 'x', 'evm', 'base']).map((x) => x.id)).toEqual(['base', 'evm'])
  })
})

describe('dedupeAgainstInstalled', () => {
  it('removes catalogue wallets whose rdns an installed wallet announces (case-insensitive)', () => {
    const left = dedupeAgainstInstalled(all, [{ rdns: 'IO.METAMASK', name: 'MetaMask Flask-ish' }])
    expect(left.map((x) => x.id)).toEqual(['sol', 'both', 'base', 'none'])
  })
  it('matches by name only for installed wallets without rdns (Wallet Standard)', () => {
    expect(dedupeAgainstInstalled(all, [{ name: 'solflare' }]).map((x) => x.id)).toEqual([
      'evm',
      'both',
      'base',
      'none',
    ])
    // An rdns-announcing wallet with a catalogue name does not remove a different rdns.
    expect(dedupeAgainstInstalled(all, [{ rdns: 'com.other', name: 'Phantom' }])).toHaveLength(5)
  })
})

describe('appendUnique', () => {
  it('appends only unseen ids', () => {
    expect(appendUnique([evm], [sol, evm, sol]).map((x) => x.id)).toEqual(['evm', 'sol'])
  })
})
