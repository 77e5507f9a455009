import { afterEach, describe, expect, it } from 'vitest'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createBitcoinDiscovery } from './discovery.js'

const page = globalThis as Record<string, unknown>
const standard = (name: string, features: string[]): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml,',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: Object.fromEntries(features.map((f) => [f, {}])),
  }) as unknown as Wallet

describe('Bitcoin discovery', () => {
  afterEach(() => {
    for (const key of ['btc_providers', 'XverseProviders', 'DemoBitcoinWallet', 'LeatherProvider', 'unisat'])
      delete page[key]
  })

  it('lists sats-connect providers, Wallet Standard Bitcoin wallets, Leather and Unisat, each wallet once by name, all installed', () => {
    const request = async () => ({ result: null })
    page.XverseProviders = { BitcoinProvider: { request } }
    page.DemoBitcoinWallet = { BitcoinProvider: { request } }
    page.btc_providers = [
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml,x' },
      { id: 'DemoBitcoinWallet.BitcoinProvider', name: 'Demo Wallet' },
      { id: 'Missing.Provider', name: 'Gone' },
      { name: 'no id' },
    ]
    page.LeatherProvider = { request }
    page.unisat = { requestAccounts: async () => [] }
    const off = [
      getWallets().register(standard('Demo Wallet', ['bitcoin:connect'])),
      getWallets().register(standard('Magic Eden', ['sats-connect:'])),
      getWallets().register(standard('A Solana wallet', ['solana:signMessage'])),
    ]
    const discovery = createBitcoinDiscovery()
    expect(discovery.connectors().map((c) => [c.id, c.name, c.type, c.chain])).toEqual([
      ['sats-connect:XverseProviders.BitcoinProvider', 'Xverse', 'ANNOUNCED', 'bip122'],
      ['sats-connect:DemoBitcoinWallet.BitcoinProvider', 'Demo Wallet', 'ANNOUNCED', 'bip122'],
      ['wallet-standard:Magic Eden', 'Magic Eden', 'ANNOUNCED', 'bip122'],
      ['leather', 'Leather', 'ANNOUNCED', 'bip122'],
      ['unisat', 'Unisat', 'ANNOUNCED', 'bip122'],
    ])
    expect(discovery.source('sats-connect:DemoBitcoinWallet.BitcoinProvider')?.kind).toBe('sats-connect')
    expect(discovery.source('wallet-standard:Magic Eden')?.kind).toBe('wallet-standard')
    expect(discovery.source('unisat')?.kind).toBe('unisat')
    expect(discovery.source('wallet-standard:Demo Wallet')).toBeUndefined()
    off.forEach((unregister) => unregister())
  })

  it('tells its listener when a Wallet Standard wallet registers', () => {
    const discovery = createBitcoinDiscovery()
    const heard: string[][] = []
    const stop = discovery.subscribe((connectors) => heard.push(connectors.map((c) => c.name)))
    const unregister = getWallets().register(standard('Late Wallet', ['bitcoin:connect']))
    expect(heard).toEqual([['Late Wallet']])
    stop()
    unregister()
  })
})
