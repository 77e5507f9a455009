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

/** A local SIWX storage over a fresh memory backend (namespace 't'). */
const setup = () => {
  const backend = createMemoryBackend()
  const persistence = createPersistence('t', backend)
  return { backend, storage: createLocalSiwxStorage(() => persistence) }
}

describe('local SIWX storage', () => {
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
    await storage.add({
      message: 'm',
      signature: 's',
      session: session('eip155:1:0xA', new Date(Date.now() - 1).toISOString()),
    })
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

describe('local SIWX storage: one session per account', () => {
  it('replaces the session of an account signed in again and keeps other accounts', async () => {
    const { storage } = setup()
    const first = { ...session('eip155:1:0xA'), message: 'first' }
    const again = { ...session('eip155:1:0xA'), message: 'again' }
    await storage.add({ message: 'm', signature: 's', session: session('eip155:1:0xB') })
    await storage.add({ message: 'm', signature: 's', session: first })
    await storage.add({ message: 'm', signature: 's', session: again })
    expect(await storage.get('eip155:1', '0xA')).toEqual([again])
    expect(await storage.get('eip155:1', '0xB')).toEqual([session('eip155:1:0xB')])
  })

  it('delete removes only that account', async () => {
    const { storage } = setup()
    await storage.add({ message: 'm', signature: 's', session: session('eip155:1:0xA') })
    await storage.add({ message: 'm', signature: 's', session: session('eip155:1:0xB') })
    await storage.delete('eip155:1', '0xA')
    expect(await storage.get('eip155:1', '0xA')).toEqual([])
    expect(await storage.get('eip155:1', '0xB')).toEqual([session('eip155:1:0xB')])
  })

  it('a session is no longer live at the very millisecond it expires', () => {
    const at = '2026-06-01T12:00:00.000Z'
    expect(isLive(session('eip155:1:0xA', at), Date.parse(at) - 1)).toBe(true)
    expect(isLive(session('eip155:1:0xA', at), Date.parse(at))).toBe(false)
  })

  const valid = session('eip155:1:0xA')
  it.each([
    ['an object instead of a list', { 0: valid }],
    ['a null entry', [valid, null]],
    ['an entry that is not an object', [valid, 'eip155:1:0xA']],
    ['an entry without caipAddress', [valid, { ...valid, caipAddress: undefined }]],
    ['an entry without caipNetworkId', [valid, { ...valid, caipNetworkId: undefined }]],
    ['an entry without message', [valid, { ...valid, message: undefined }]],
    ['an entry without signature', [valid, { ...valid, signature: undefined }]],
    ['an entry without issuedAt', [valid, { ...valid, issuedAt: undefined }]],
    ['an entry with a numeric caipAddress', [valid, { ...valid, caipAddress: 1 }]],
  ])('discards the whole list when it holds %s', async (_, stored) => {
    const { storage, backend } = setup()
    backend.setItem('t:siwx:sessions', JSON.stringify(stored))
    expect(await storage.get('eip155:1', '0xA')).toEqual([])
    expect(backend.getItem('t:siwx:sessions')).toBeNull()
  })

  it.each([
    ['caipAddress', { caipAddress: undefined }],
    ['caipNetworkId', { caipNetworkId: undefined }],
    ['message', { message: undefined }],
    ['signature', { signature: undefined }],
    ['issuedAt', { issuedAt: undefined }],
  ])('never returns an entry that lacks %s', async (_, change) => {
    const { storage, backend } = setup()
    backend.setItem('t:siwx:sessions', JSON.stringify([{ ...valid, ...change }]))
    expect(await storage.get('eip155:1', '0xA')).toEqual([])
    expect(backend.getItem('t:siwx:sessions')).toBeNull()
  })
})
