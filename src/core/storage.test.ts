import { describe, it, expect, vi } from 'vitest'
import { createMemoryBackend, createPersistence, type KeyValueBackend } from './storage.js'

const isString = (v: unknown): v is string => typeof v === 'string'
const isWallets = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)

describe('createPersistence', () => {
  it('round-trips JSON values under namespaced keys', () => {
    const backend = createMemoryBackend()
    const p = createPersistence('wm', backend)
    p.set('recentWallets', ['metamask', 'rainbow'])
    expect(p.keyOf('recentWallets')).toBe('wm:recentWallets')
    expect(backend.getItem('wm:recentWallets')).toBe('["metamask","rainbow"]')
    expect(p.get('recentWallets', isWallets)).toEqual(['metamask', 'rainbow'])
    p.remove('recentWallets')
    expect(p.get('recentWallets', isWallets)).toBeUndefined()
  })

  it('returns undefined for a missing key', () => {
    expect(createPersistence('wm', createMemoryBackend()).get('nothing', isString)).toBeUndefined()
  })

  it.each<[string, string, string, (v: unknown) => v is unknown]>([
    ['corrupt JSON', 'connector', '{not json', isString],
    ['an entry of the wrong shape', 'recentWallets', '{"a":1}', isWallets],
  ])('discards and removes %s', (_what, key, stored, guard) => {
    const backend = createMemoryBackend()
    backend.setItem(`wm:${key}`, stored)
    const p = createPersistence('wm', backend)
    expect(p.get(key, guard)).toBeUndefined()
    expect(backend.getItem(`wm:${key}`)).toBeNull()
  })

  it('removes corrupt JSON even under a guard that would take anything', () => {
    const backend = createMemoryBackend()
    backend.setItem('wm:any', '{not json')
    expect(createPersistence('wm', backend).get('any', (v: unknown): v is unknown => true)).toBeUndefined()
    expect(backend.getItem('wm:any')).toBeNull()
  })

  it('isolates namespaces sharing a backend', () => {
    const backend = createMemoryBackend()
    const a = createPersistence('a', backend)
    const b = createPersistence('b', backend)
    a.set('network', 'eip155:1')
    b.set('network', 'eip155:10')
    expect(a.get('network', isString)).toBe('eip155:1')
    expect(b.get('network', isString)).toBe('eip155:10')
    b.remove('network')
    expect(a.get('network', isString)).toBe('eip155:1')
  })

  it('setting undefined removes the entry', () => {
    const backend = createMemoryBackend()
    const p = createPersistence('wm', backend)
    p.set('k', 'v')
    p.set('k', undefined)
    expect(backend.getItem('wm:k')).toBeNull()
  })

  it('never throws when the backend throws (blocked or full storage)', () => {
    const blocked: KeyValueBackend = {
      getItem: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
      setItem: vi.fn(() => {
        throw new DOMException('full', 'QuotaExceededError')
      }),
      removeItem: vi.fn(() => {
        throw new DOMException('blocked', 'SecurityError')
      }),
    }
    const p = createPersistence('wm', blocked)
    expect(() => p.set('k', { a: 1 })).not.toThrow()
    expect(p.get('k', isString)).toBeUndefined()
    expect(() => p.remove('k')).not.toThrow()
    expect(blocked.setItem).toHaveBeenCalledOnce()
  })

  it('still discards corrupt entries when removal throws', () => {
    const backend: KeyValueBackend = {
      getItem: () => '{bad',
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('nope')
      },
    }
    expect(createPersistence('wm', backend).get('k', isString)).toBeUndefined()
  })

  it('swallows values JSON cannot hold', () => {
    const backend = createMemoryBackend()
    const p = createPersistence('wm', backend)
    expect(() => p.set('big', 1n)).not.toThrow()
    expect(backend.getItem('wm:big')).toBeNull()
  })

  it('defaults to localStorage when reachable, else to memory', () => {
    const local = createMemoryBackend()
    vi.stubGlobal('localStorage', local)
    try {
      createPersistence('wm').set('k', 1)
      expect(local.getItem('wm:k')).toBe('1')
      expect(local.getItem('wm:__probe__')).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      removeItem: () => undefined,
    })
    try {
      const p = createPersistence('wm')
      p.set('k', 2)
      expect(p.get('k', (v): v is number => typeof v === 'number')).toBe(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })
  it('reads back from and removes in localStorage what is stored there', () => {
    const local = createMemoryBackend()
    local.setItem('wm:recentWallets', '["metamask"]')
    vi.stubGlobal('localStorage', local)
    try {
      const p = createPersistence('wm')
      expect(p.get('recentWallets', isWallets)).toEqual(['metamask'])
      p.remove('recentWallets')
      expect(local.getItem('wm:recentWallets')).toBeNull()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('keeps values in memory when reading localStorage throws (sandboxed iframe, cookies blocked)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      const p = createPersistence('wm')
      p.set('recentWallets', ['metamask'])
      expect(p.get('recentWallets', isWallets)).toEqual(['metamask'])
      p.remove('recentWallets')
      expect(p.get('recentWallets', isWallets)).toBeUndefined()
    } finally {
      if (original) Object.defineProperty(globalThis, 'localStorage', original)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })

  it('keeps values in memory when localStorage is not a Storage (no getItem)', () => {
    const setItem = vi.fn()
    vi.stubGlobal('localStorage', { setItem, removeItem: vi.fn() })
    try {
      const p = createPersistence('wm')
      p.set('recentWallets', ['metamask'])
      expect(p.get('recentWallets', isWallets)).toEqual(['metamask'])
      expect(setItem).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
