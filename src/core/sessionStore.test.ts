import { describe, expect, it } from 'vitest'
import { sessionStore } from './sessionStore.js'
import { createMemoryBackend, createPersistence } from './storage.js'

const setup = () => {
  const backend = createMemoryBackend()
  const persistence = createPersistence('wm', backend)
  return { backend, store: sessionStore(() => persistence) }
}

describe('sessionStore: the stored session', () => {
  it('remembers the connector per namespace and the active namespace across instances', () => {
    const { backend, store } = setup()
    store.remember('eip155', 'io.metamask')
    store.remember('solana', 'app.phantom')
    expect(store.read()).toEqual({
      connections: { eip155: 'io.metamask', solana: 'app.phantom' },
      activeNamespace: 'solana',
    })
    expect(JSON.parse(backend.getItem('wm:session')!)).toEqual({
      connections: { eip155: 'io.metamask', solana: 'app.phantom' },
      activeNamespace: 'solana',
    })
  })

  it('reads a session stored without an active namespace', () => {
    const { backend, store } = setup()
    backend.setItem('wm:session', '{"connections":{"eip155":"io.metamask"}}')
    expect(store.read()).toEqual({ connections: { eip155: 'io.metamask' } })
    expect(backend.getItem('wm:session')).not.toBeNull()
  })

  it.each([
    ['null', 'null'],
    ['a number', '5'],
    ['no connections', '{"activeNamespace":"eip155"}'],
    ['null connections', '{"connections":null}'],
    ['numeric connections', '{"connections":5}'],
    ['an unknown active namespace', '{"connections":{"eip155":"io.metamask"},"activeNamespace":"cosmos"}'],
    ['an unknown namespace among known ones', '{"connections":{"eip155":"io.metamask","cosmos":"keplr"}}'],
    ['only an unknown namespace', '{"connections":{"cosmos":"keplr"}}'],
    ['a connector id that is not a string', '{"connections":{"eip155":5}}'],
  ])('reads a corrupt entry (%s) as no session and discards it', (_, raw) => {
    const { backend, store } = setup()
    backend.setItem('wm:session', raw)
    expect(store.read()).toEqual({ connections: {} })
    expect(backend.getItem('wm:session')).toBeNull()
  })

  it('a corrupt entry does not break remembering a new connection', () => {
    const { backend, store } = setup()
    backend.setItem('wm:session', 'null')
    store.remember('eip155', 'io.metamask')
    expect(store.read()).toEqual({ connections: { eip155: 'io.metamask' }, activeNamespace: 'eip155' })
  })

  it('setActive switches only to a namespace that has a connection', () => {
    const { store } = setup()
    store.remember('eip155', 'io.metamask')
    store.remember('solana', 'app.phantom')
    store.setActive('eip155')
    expect(store.read().activeNamespace).toBe('eip155')
    store.setActive('bip122')
    expect(store.read()).toEqual({
      connections: { eip155: 'io.metamask', solana: 'app.phantom' },
      activeNamespace: 'eip155',
    })
  })

  it('forget(namespace) drops that connection and activates a remaining one; forget() drops everything', () => {
    const { backend, store } = setup()
    store.remember('eip155', 'io.metamask')
    store.remember('solana', 'app.phantom')
    store.forget('solana')
    expect(store.read()).toEqual({ connections: { eip155: 'io.metamask' }, activeNamespace: 'eip155' })
    store.forget()
    expect(backend.getItem('wm:session')).toBeNull()
    expect(store.read()).toEqual({ connections: {} })
  })
})

describe('sessionStore: recent connectors', () => {
  it('has none at first', () => {
    expect(setup().store.recent()).toEqual([])
  })

  it('keeps the list under the recentConnectors key', () => {
    const { backend, store } = setup()
    store.setRecent(['io.metamask', 'app.phantom'])
    expect(backend.getItem('wm:recentConnectors')).toBe('["io.metamask","app.phantom"]')
    expect(store.recent()).toEqual(['io.metamask', 'app.phantom'])
  })

  it.each([
    ['a string', '"io.metamask"'],
    ['an object', '{"0":"io.metamask"}'],
    ['a list with a non-string', '["io.metamask",5]'],
  ])('reads a corrupt list (%s) as empty and discards it', (_, raw) => {
    const { backend, store } = setup()
    backend.setItem('wm:recentConnectors', raw)
    expect(store.recent()).toEqual([])
    expect(backend.getItem('wm:recentConnectors')).toBeNull()
  })
})
