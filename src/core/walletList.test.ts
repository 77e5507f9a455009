import { describe, expect, it } from 'vitest'
import { createMemoryBackend, createPersistence } from './storage.js'
import {
  fallbackNamespace,
  forgetWallet,
  isStoredWallets,
  otherWallets,
  readWallets,
  rememberWallet,
  replaceConnections,
  withoutWallet,
  withWallet,
} from './walletList.js'

const persistence = () => createPersistence('wm', createMemoryBackend())

describe('walletList (multi-wallet)', () => {
  it('adds a wallet once, at the end, and removes it', () => {
    expect(withWallet(['a', 'b'], 'a')).toEqual(['b', 'a'])
    expect(withWallet(undefined, 'a')).toEqual(['a'])
    expect(withoutWallet(['a', 'b'], 'a')).toEqual(['b'])
    expect(withoutWallet(undefined, 'a')).toEqual([])
  })

  it('remembers the wallets per namespace, and forgets one, a namespace, or all', () => {
    const p = persistence()
    rememberWallet(p, 'eip155', 'io.one')
    rememberWallet(p, 'eip155', 'io.two')
    rememberWallet(p, 'solana', 'wallet-standard:Demo')
    rememberWallet(p, 'eip155', 'io.one')
    expect(readWallets(p)).toEqual({ eip155: ['io.two', 'io.one'], solana: ['wallet-standard:Demo'] })
    forgetWallet(p, 'eip155', 'io.two')
    expect(readWallets(p)).toEqual({ eip155: ['io.one'], solana: ['wallet-standard:Demo'] })
    forgetWallet(p, 'solana')
    expect(readWallets(p)).toEqual({ eip155: ['io.one'] })
    forgetWallet(p, 'eip155', 'io.one')
    expect(p.get('wallets', isStoredWallets)).toBeUndefined()
    rememberWallet(p, 'eip155', 'io.one')
    forgetWallet(p)
    expect(readWallets(p)).toEqual({})
  })

  it('discards a corrupt stored list', () => {
    const backend = createMemoryBackend()
    const p = createPersistence('wm', backend)
    for (const bad of ['{"eip155":"io.one"}', '{"cosmos":["a"]}', '{"eip155":[1]}', '[]', 'null', '{oops']) {
      backend.setItem('wm:wallets', bad)
      expect(readWallets(p)).toEqual({})
      expect(backend.getItem('wm:wallets')).toBeNull()
    }
  })

  it('restores the others beside the active one, in order', () => {
    expect(otherWallets({ eip155: ['a', 'b', 'c'] }, 'eip155', 'b')).toEqual(['a', 'c'])
    expect(otherWallets({ eip155: ['a'] }, 'solana', 'x')).toEqual([])
  })

  it('replaces one namespace’s connections and keeps the others', () => {
    const evm = [{ connectorId: 'a', address: '0x1', caipAddress: 'eip155:1:0x1' as const }]
    const sol = [{ connectorId: 's', address: 'S', caipAddress: 'solana:x:S' as const }]
    expect(replaceConnections({ connections: { solana: sol } }, 'eip155', evm)).toEqual({ solana: sol, eip155: evm })
    expect(replaceConnections({}, 'solana', [])).toEqual({ solana: [] })
  })

  it('falls back to another namespace’s connected account', () => {
    expect(
      fallbackNamespace(
        { accounts: { eip155: { status: 'disconnected' }, solana: { status: 'connected' } } },
        'eip155',
      ),
    ).toBe('solana')
    expect(
      fallbackNamespace({ accounts: { eip155: { status: 'connected' }, solana: { status: 'connecting' } } }, 'eip155'),
    ).toBeUndefined()
  })
})

describe('isStoredWallets', () => {
  it('needs every namespace known and every id a string', () => {
    expect(isStoredWallets({ eip155: ['io.metamask'], solana: ['phantom'] })).toBe(true)
    expect(isStoredWallets({ eip155: ['io.metamask'], cosmos: ['keplr'] })).toBe(false)
    expect(isStoredWallets({ eip155: ['io.metamask', 42] })).toBe(false)
    expect(isStoredWallets(['io.metamask'])).toBe(false)
  })
})
