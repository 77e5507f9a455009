import { describe, expect, it } from 'vitest'
import { clientIdOf } from './clientId.js'
import type { ModalContext } from './context.js'
import { createMemoryBackend, createPersistence } from './storage.js'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const STORED = '0f8fad5b-d9cb-469f-a165-70867728950e'

/** clientIdOf reads only the context's persistence. */
function contextWith(stored?: unknown) {
  const backend = createMemoryBackend()
  if (stored !== undefined) backend.setItem('wm:clientId', JSON.stringify(stored))
  return { backend, context: { persistence: createPersistence('wm', backend) } as unknown as ModalContext }
}

describe('clientIdOf (spec section 7)', () => {
  it('makes a random UUID on first use, stores it, and returns it from then on', () => {
    const { backend, context } = contextWith()
    const id = clientIdOf(context)
    expect(id).toMatch(UUID_V4)
    expect(backend.getItem('wm:clientId')).toBe(JSON.stringify(id))
    expect(clientIdOf(context)).toBe(id)
  })

  it('keeps the id this browser already has', () => {
    const { backend, context } = contextWith(STORED)
    expect(clientIdOf(context)).toBe(STORED)
    expect(backend.getItem('wm:clientId')).toBe(JSON.stringify(STORED))
  })

  it('replaces a stored value that is no client id', () => {
    for (const bad of ['not-a-client-id', `${STORED}0`, `x${STORED}`, STORED.toUpperCase(), 42]) {
      const { backend, context } = contextWith(bad)
      const id = clientIdOf(context)
      expect(id, String(bad)).toMatch(UUID_V4)
      expect(id).not.toBe(bad)
      expect(backend.getItem('wm:clientId')).toBe(JSON.stringify(id))
    }
  })
})
