import { describe, expect, it } from 'vitest'
import { createMemoryBackend, createPersistence } from './storage.js'
import type { SiwxSession } from './siwx.js'
import { createLocalSiwxStorage, isLive, randomNonce } from './siwxLocalStorage.js'

const session = (caipAddress: string, expirationTime?: string): SiwxSession => ({
  caipAddress: caipAddress as SiwxSession['caipAddress'],
  caipNetworkId: caipAddress.split(':').slice(0, 2).join(':') as SiwxSession['caipNetworkId'],
  message: 'm',
  signature: '0x00',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime,
})

describe('local SIWX storage', () => {
  const setup = () => {
    const backend = createMemoryBackend()
    const persistence = createPersistence('t', backend)
    return { backend, storage: createLocalSiwxStorage(() => persistence) }
  }

  it('keeps a session per CAIP-10 account and network', async () => {
    const { storage } = setup()
    const future = new Date(Date.now() + 60_000).toISOString()
    await storage.add({ message: 'm', signature: 's', session: session('eip155:1:0xA', future) })
    expect(await storage.get('eip155:1', '0xA')).toHaveLength(1)
    expect(await storage.get('eip155:2', '0xA')).toHaveLength(0)
    await storage.delete('eip155:1', '0xA')
    expect(await storage.get('eip155:1', '0xA')).toHaveLength(0)
  })

  it('drops sessions past their expirationTime', async () => {
    const { storage } = setup()
    await storage.add({ message: 'm', signature: 's', session: session('eip155:1:0xA', new Date(Date.now() - 1).toISOString()) })
    expect(await storage.get('eip155:1', '0xA')).toEqual([])
    expect(isLive(session('eip155:1:0xA'))).toBe(true)
  })

  it('discards a corrupt entry instead of failing', async () => {
    const { storage, backend } = setup()
    backend.setItem('t:siwx:sessions', '{"not": "a list"')
    expect(await storage.get('eip155:1', '0xA')).toEqual([])
    expect(backend.getItem('t:siwx:sessions')).toBeNull()
  })

  it('makes alphanumeric nonces of at least 8 characters, different each time', () => {
    const a = randomNonce()
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/)
    expect(randomNonce()).not.toBe(a)
  })
})
