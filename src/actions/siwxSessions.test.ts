import { describe, expect, it } from 'vitest'
import { siwxStorageOf } from './siwxSessions.js'
import { createTestContext, memorySiwxStorage } from './testContext.js'

describe('siwxStorageOf', () => {
  it("the host's storage first", () => {
    const storage = memorySiwxStorage()
    const { context } = createTestContext({ siwx: { storage, serverUrl: 'https://siwx.test/api' } })
    expect(siwxStorageOf(context)).toBe(storage)
  })

  it('one server storage per instance and URL, a new one when the URL changes', () => {
    const { context, store } = createTestContext({ siwx: { serverUrl: 'https://siwx.test/api' } })
    const first = siwxStorageOf(context)
    expect(siwxStorageOf(context)).toBe(first)
    expect(siwxStorageOf(createTestContext({ siwx: { serverUrl: 'https://siwx.test/api' } }).context)).not.toBe(first)
    store.setState((s) => ({ options: { ...s.options, siwx: { serverUrl: 'https://other.test/api' } } }))
    const second = siwxStorageOf(context)
    expect(second).not.toBe(first)
    expect(siwxStorageOf(context)).toBe(second)
  })
})
