import { describe, expect, it } from 'vitest'
import { signIn } from './signIn.js'
import { signOut } from './signOut.js'
import { createTestContext, siwxTestContext, EVM_ADDRESS, memorySiwxStorage, siwxSession } from './testContext.js'

describe('signOut', () => {
  it('forgets the sessions of the accounts, in the store and in the storage', async () => {
    const { context, store, storage } = siwxTestContext()
    await signIn(context)
    await signOut(context, { caipAddresses: [`eip155:31337:${EVM_ADDRESS}`] })
    expect(store.getState().siwx.sessions).toEqual({})
    expect(storage.sessions).toEqual([])
  })
  it('ignores a storage that cannot delete, and does nothing without SIWX', async () => {
    const storage = { ...memorySiwxStorage(), delete: async () => Promise.reject(new Error('down')) }
    const { context } = createTestContext({ siwx: { storage } })
    await expect(signOut(context, { caipAddresses: [`eip155:31337:${EVM_ADDRESS}`] })).resolves.toBeUndefined()
    const off = createTestContext()
    await expect(signOut(off.context, { caipAddresses: [`eip155:31337:${EVM_ADDRESS}`] })).resolves.toBeUndefined()
  })

  it('without SIWX leaves the sessions alone', async () => {
    const { context, store } = createTestContext()
    const caipAddress = `eip155:31337:${EVM_ADDRESS}` as const
    const session = siwxSession()
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [caipAddress]: session } } }))
    await signOut(context, { caipAddresses: [caipAddress] })
    expect(store.getState().siwx.sessions).toEqual({ [caipAddress]: session })
  })
})
