/**
 * What Bitcoin discovery accepts from the page: only well-formed sats-connect announcements
 * (objects with an id and a non-blank name) of providers with a request function, reached through
 * objects of window; their icons; a wallet listed once whatever the spaces around its name; and
 * listeners told of wallets leaving, until they unsubscribe.
 */
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createBitcoinDiscovery } from './discovery.js'

const page = globalThis as Record<string, unknown>
const request = async () => ({ result: null })
const standard = (name: string): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml,',
    chains: ['bitcoin:regtest'],
    accounts: [],
    features: { 'bitcoin:connect': {} },
  }) as unknown as Wallet

afterEach(() => {
  for (const key of ['btc_providers', 'GoodWallet', 'NoRequest', 'FnHolder', 'unisat']) delete page[key]
})

describe('sats-connect announcements', () => {
  it('skips entries that are not objects with an id and a non-blank name', () => {
    page.GoodWallet = { BitcoinProvider: { request } }
    page.btc_providers = [
      null,
      'GoodWallet.BitcoinProvider',
      // A function named like a wallet, with an id: not an announcement object.
      Object.assign(function Announced() {}, { id: 'GoodWallet.BitcoinProvider' }),
      { id: 'GoodWallet.BitcoinProvider', name: 42 },
      { id: 'GoodWallet.BitcoinProvider', name: '' },
      { id: 'GoodWallet.BitcoinProvider', name: '   ' },
      { id: 'GoodWallet.BitcoinProvider', name: 'Good', icon: 'data:image/png;base64,AA==' },
    ]
    const connectors = createBitcoinDiscovery().connectors()
    expect(connectors).toEqual([
      {
        id: 'sats-connect:GoodWallet.BitcoinProvider',
        name: 'Good',
        imageUrl: 'data:image/png;base64,AA==',
        chain: 'bip122',
        type: 'ANNOUNCED',
      },
    ])
  })

  it('lists a provider only where its path leads through objects to one with a request function', () => {
    page.NoRequest = { BitcoinProvider: { request: 'not a function' } }
    page.FnHolder = Object.assign(() => undefined, { BitcoinProvider: { request } })
    page.btc_providers = [
      { id: 'NoRequest.BitcoinProvider', name: 'No request' },
      { id: 'FnHolder.BitcoinProvider', name: 'Behind a function' },
    ]
    expect(createBitcoinDiscovery().connectors()).toEqual([])
  })
})

describe('one row per wallet', () => {
  it('names that differ only in spaces and case are one wallet, whichever comes first', () => {
    page.GoodWallet = { BitcoinProvider: { request } }
    page.btc_providers = [{ id: 'GoodWallet.BitcoinProvider', name: 'Xverse' }]
    page.unisat = { requestAccounts: async () => [] }
    const off = [getWallets().register(standard('xverse ')), getWallets().register(standard('Unisat '))]
    try {
      expect(
        createBitcoinDiscovery()
          .connectors()
          .map((c) => c.id),
      ).toEqual(['sats-connect:GoodWallet.BitcoinProvider', 'wallet-standard:Unisat '])
    } finally {
      for (const unregister of off) unregister()
    }
  })
})

describe('listeners', () => {
  it('are told when a Wallet Standard wallet leaves, and nothing after they unsubscribe', () => {
    const discovery = createBitcoinDiscovery()
    const heard: string[][] = []
    const stop = discovery.subscribe((connectors) => heard.push(connectors.map((c) => c.name)))
    const unregister = getWallets().register(standard('Leaving Wallet'))
    unregister()
    expect(heard).toEqual([['Leaving Wallet'], []])
    stop()
    const again = getWallets().register(standard('Unheard Wallet'))
    again()
    expect(heard).toHaveLength(2)
  })
})
