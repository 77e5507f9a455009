import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../../core/store.js'
import { namespaceToConnect, orderConnectors } from './orderConnectors.js'

const c = (
  id: string,
  type: ConnectorInfo['type'] = 'ANNOUNCED',
  chain: ConnectorInfo['chain'] = 'eip155',
  name = id,
): ConnectorInfo => ({ id, name, chain, type })

describe('orderConnectors', () => {
  it('puts recent connectors first, most recent marked last used', () => {
    const out = orderConnectors([c('a'), c('b'), c('c')], ['c', 'b'])
    expect(out.map((x) => x.key)).toEqual(['c', 'b', 'a'])
    expect(out.map((x) => x.lastUsed)).toEqual([true, false, false])
    expect(out.map((x) => x.recent)).toEqual([true, true, false])
  })
  it('lists announced wallets before the legacy injected one', () => {
    const out = orderConnectors([c('injected', 'INJECTED'), c('x'), c('y')], [])
    expect(out.map((x) => x.key)).toEqual(['x', 'y', 'injected'])
  })
  it('ignores recent ids of wallets that are not present', () => {
    const out = orderConnectors([c('a')], ['gone', 'a'])
    expect(out.map((x) => x.key)).toEqual(['a'])
    expect(out[0]?.lastUsed).toBe(true)
  })
  it('merges one wallet found in two namespaces into a MULTI_CHAIN row with both ids', () => {
    const out = orderConnectors(
      [
        c('dev.demo', 'ANNOUNCED', 'eip155', 'Demo Wallet'),
        c('other'),
        c('ws:Demo Wallet', 'ANNOUNCED', 'solana', 'Demo Wallet'),
      ],
      [],
    )
    expect(out).toHaveLength(2)
    expect(out[0]).toMatchObject({
      name: 'Demo Wallet',
      type: 'MULTI_CHAIN',
      namespaces: ['eip155', 'solana'],
      ids: { eip155: 'dev.demo', solana: 'ws:Demo Wallet' },
    })
  })
  it('lists WalletConnect first, before recent wallets (spec connector order)', () => {
    const out = orderConnectors([c('a'), c('walletConnect', 'WALLET_CONNECT'), c('b')], ['b'])
    expect(out.map((x) => x.key)).toEqual(['walletconnect', 'b', 'a'])
    expect(out.map((x) => x.lastUsed)).toEqual([false, true, false])
  })
  it('filters out namespaces with no configured network', () => {
    const out = orderConnectors([c('e'), c('s', 'ANNOUNCED', 'solana')], [], ['eip155'])
    expect(out.map((x) => x.key)).toEqual(['e'])
  })
  it('connects the selected namespace when the wallet has it, else its first', () => {
    const [row] = orderConnectors([c('e', 'ANNOUNCED', 'eip155', 'W'), c('s', 'ANNOUNCED', 'solana', 'W')], [])
    expect(namespaceToConnect(row!, 'solana')).toBe('solana')
    expect(namespaceToConnect(row!, undefined)).toBe('eip155')
    const [solOnly] = orderConnectors([c('s', 'ANNOUNCED', 'solana', 'S')], [])
    expect(namespaceToConnect(solOnly!, 'eip155')).toBe('solana')
  })
})

describe('orderConnectors follows CONNECTOR_ORDER (spec section 1)', () => {
  it('lists walletConnect, recent, injected (announced before legacy), then external', () => {
    const out = orderConnectors(
      [
        c('ext', 'EXTERNAL'),
        c('injected', 'INJECTED'),
        c('old'),
        c('walletConnect', 'WALLET_CONNECT'),
        c('new'),
        c('used'),
      ],
      ['used'],
    )
    expect(out.map((x) => x.key)).toEqual(['walletconnect', 'used', 'old', 'new', 'injected', 'ext'])
  })
  it('keeps a recent WalletConnect in the first group', () => {
    const out = orderConnectors([c('a'), c('walletConnect', 'WALLET_CONNECT')], ['a', 'walletConnect'])
    expect(out.map((x) => [x.key, x.recent])).toEqual([
      ['walletconnect', true],
      ['a', true],
    ])
  })
})

describe('orderConnectors, merging and ranking edge cases', () => {
  it('merges by name whatever its case and surrounding spaces', () => {
    const out = orderConnectors(
      [c('e', 'ANNOUNCED', 'eip155', 'Demo Wallet'), c('s', 'ANNOUNCED', 'solana', '  demo WALLET ')],
      [],
    )
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({
      key: 'demo wallet',
      name: 'Demo Wallet',
      namespaces: ['eip155', 'solana'],
      ids: { eip155: 'e', solana: 's' },
    })
  })

  it('keeps the first of two same-named wallets in one namespace: its id, one namespace, its type', () => {
    const out = orderConnectors(
      [c('first', 'ANNOUNCED', 'eip155', 'Twin'), c('second', 'INJECTED', 'eip155', 'Twin')],
      [],
    )
    expect(out).toEqual([
      expect.objectContaining({ ids: { eip155: 'first' }, namespaces: ['eip155'], type: 'ANNOUNCED' }),
    ])
  })

  it('keeps WalletConnect found in two namespaces a WALLET_CONNECT row; any other pair is MULTI_CHAIN', () => {
    const wc = orderConnectors(
      [
        c('wc-evm', 'WALLET_CONNECT', 'eip155', 'WalletConnect'),
        c('wc-sol', 'WALLET_CONNECT', 'solana', 'WalletConnect'),
      ],
      [],
    )
    expect(wc).toEqual([expect.objectContaining({ type: 'WALLET_CONNECT', namespaces: ['eip155', 'solana'] })])
    const mixed = orderConnectors(
      [c('wc', 'WALLET_CONNECT', 'eip155', 'Same'), c('x', 'ANNOUNCED', 'solana', 'Same')],
      [],
    )
    expect(mixed[0]?.type).toBe('MULTI_CHAIN')
  })

  it('takes the image of a later namespace only when the first had none', () => {
    const withImage = (id: string, chain: ConnectorInfo['chain'], imageUrl?: string): ConnectorInfo => ({
      ...c(id, 'ANNOUNCED', chain, 'Pic'),
      ...(imageUrl ? { imageUrl } : {}),
    })
    expect(orderConnectors([withImage('e', 'eip155'), withImage('s', 'solana', 'data:s')], [])[0]?.imageUrl).toBe(
      'data:s',
    )
    expect(
      orderConnectors([withImage('e', 'eip155', 'data:e'), withImage('s', 'solana', 'data:s')], [])[0]?.imageUrl,
    ).toBe('data:e')
  })

  it('a merged wallet is legacy injected only when every namespace found it as legacy injected', () => {
    const merged = orderConnectors(
      [
        c('legacy', 'INJECTED', 'eip155', 'Mixed'),
        c('std', 'ANNOUNCED', 'solana', 'Mixed'),
        c('plain', 'ANNOUNCED', 'eip155', 'Plain'),
      ],
      [],
    )
    // Not legacy any more: discovery order decides, so Mixed (found first) stays before Plain.
    expect(merged.map((x) => x.name)).toEqual(['Mixed', 'Plain'])
    const bothLegacy = orderConnectors(
      [
        c('a', 'INJECTED', 'eip155', 'Old'),
        c('b', 'INJECTED', 'solana', 'Old'),
        c('plain', 'ANNOUNCED', 'eip155', 'Plain'),
      ],
      [],
    )
    expect(bothLegacy.map((x) => x.name)).toEqual(['Plain', 'Old'])
  })

  it('a merged wallet is recent from any of its namespaces, ranked by its most recent one', () => {
    // 'Multi' was used in Solana (second most recent), never in EVM; 'Other' is the most recent.
    const out = orderConnectors(
      [c('m-evm', 'ANNOUNCED', 'eip155', 'Multi'), c('other'), c('m-sol', 'ANNOUNCED', 'solana', 'Multi')],
      ['other', 'm-sol'],
    )
    expect(out.map((x) => [x.name, x.recent, x.lastUsed])).toEqual([
      ['other', true, true],
      ['Multi', true, false],
    ])
    // Used in Solana just now (index 0): it leads the recent group.
    const latest = orderConnectors(
      [c('m-evm', 'ANNOUNCED', 'eip155', 'Multi'), c('other'), c('m-sol', 'ANNOUNCED', 'solana', 'Multi')],
      ['m-sol', 'other'],
    )
    expect(latest.map((x) => [x.name, x.lastUsed])).toEqual([
      ['Multi', true],
      ['other', false],
    ])
    // Used in neither: not recent, after the recent group.
    const never = orderConnectors(
      [c('m-evm', 'ANNOUNCED', 'eip155', 'Multi'), c('other'), c('m-sol', 'ANNOUNCED', 'solana', 'Multi')],
      ['other'],
    )
    expect(never.map((x) => [x.name, x.recent])).toEqual([
      ['other', true],
      ['Multi', false],
    ])
  })

  it('orders rows of one group that are not both recent by discovery, even beside a recent one', () => {
    // Two WalletConnect-type rows share the first group; only the second is recent.
    const out = orderConnectors(
      [c('wc-a', 'WALLET_CONNECT', 'eip155', 'WC A'), c('wc-b', 'WALLET_CONNECT', 'eip155', 'WC B')],
      ['wc-b'],
    )
    expect(out.map((x) => x.name)).toEqual(['WC A', 'WC B'])
  })

  it('orders many wallets of one group by discovery', () => {
    const names = ['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8', 'n9', 'n10', 'n11']
    expect(
      orderConnectors(
        names.map((n) => c(n)),
        [],
      ).map((x) => x.key),
    ).toEqual(names)
  })
})
