import { describe, expect, it } from 'vitest'
import type { ConnectorInfo } from '../../core/store.js'
import { namespaceToConnect, orderConnectors } from './orderConnectors.js'

const c = (id: string, type: ConnectorInfo['type'] = 'ANNOUNCED', chain: ConnectorInfo['chain'] = 'eip155', name = id): ConnectorInfo => ({ id, name, chain, type })

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
    const out = orderConnectors([c('dev.demo', 'ANNOUNCED', 'eip155', 'Demo Wallet'), c('other'), c('ws:Demo Wallet', 'ANNOUNCED', 'solana', 'Demo Wallet')], [])
    expect(out).toHaveLength(2)
    expect(out[0]).toMatchObject({ name: 'Demo Wallet', type: 'MULTI_CHAIN', namespaces: ['eip155', 'solana'], ids: { eip155: 'dev.demo', solana: 'ws:Demo Wallet' } })
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
      [c('ext', 'EXTERNAL'), c('injected', 'INJECTED'), c('old'), c('walletConnect', 'WALLET_CONNECT'), c('new'), c('used')],
      ['used'],
    )
    expect(out.map((x) => x.key)).toEqual(['walletconnect', 'used', 'old', 'new', 'injected', 'ext'])
  })
  it('keeps a recent WalletConnect in the first group', () => {
    const out = orderConnectors([c('a'), c('walletConnect', 'WALLET_CONNECT')], ['a', 'walletConnect'])
    expect(out.map((x) => [x.key, x.recent])).toEqual([['walletconnect', true], ['a', true]])
  })
})
