import { describe, expect, it, vi } from 'vitest'
import { closeModal, openModal } from '../core/navigation.js'
import { setAccount } from '../core/store.js'
import { checkSignIn } from './checkSignIn.js'
import { signIn } from './signIn.js'
import {
  connectAccount,
  createTestContext,
  siwxTestContext,
  EVM_CAIP_ADDRESS,
  memorySiwxStorage,
  siwxSession,
} from './testContext.js'

describe('checkSignIn (spec section 4)', () => {
  it('opens SIWXSignMessage for an account without a session, and not for one with a session', async () => {
    const { context, store } = siwxTestContext()
    expect(await checkSignIn(context)).toBe('sign-in')
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'SIWXSignMessage' }] })
    await signIn(context)
    expect(await checkSignIn(context)).toBe('session')
    expect(store.getState().router.open).toBe(false)
  })

  it('finds a live session in the storage after a reload and keeps it in the store', async () => {
    const caipAddress = EVM_CAIP_ADDRESS
    const { context, store, storage } = siwxTestContext([siwxSession()])
    expect(await checkSignIn(context)).toBe('session')
    expect(store.getState().siwx.sessions[caipAddress]).toBe(storage.sessions[0])
  })

  it('does nothing without SIWX or without a connected account; a failing storage counts as no session', async () => {
    const off = createTestContext()
    connectAccount(off.store, 'eip155', 'eip155:31337')
    expect(await checkSignIn(off.context)).toBeUndefined()
    const broken = createTestContext({
      siwx: { storage: { ...memorySiwxStorage(), get: async () => Promise.reject(new Error('down')) } },
    })
    expect(await checkSignIn(broken.context)).toBeUndefined()
    connectAccount(broken.store, 'eip155', 'eip155:31337')
    expect(await checkSignIn(broken.context)).toBe('sign-in')
  })

  it('a live session already in the store answers without asking the storage', async () => {
    const caipAddress = EVM_CAIP_ADDRESS
    const { context, store, storage } = siwxTestContext()
    const session = siwxSession()
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [caipAddress]: session } } }))
    const get = vi.spyOn(storage, 'get')
    expect(await checkSignIn(context)).toBe('session')
    expect(get).not.toHaveBeenCalled()
    expect(store.getState().router.open).toBe(false)
  })

  it('a sign-in that ends while the storage is asked wins: the stale empty answer opens nothing', async () => {
    const storage = memorySiwxStorage()
    let answer: (sessions: never[]) => void = () => undefined
    const { context, store } = createTestContext({
      siwx: { storage: { ...storage, get: () => new Promise((resolve) => (answer = resolve)) } },
    })
    connectAccount(store, 'eip155', 'eip155:31337')
    const checking = checkSignIn(context)
    // The user signs in meanwhile (SIWXSignMessage, Sign): the session is kept and the modal closes.
    openModal(store, 'SIWXSignMessage')
    expect(await signIn(context)).toBeDefined()
    expect(store.getState().router.open).toBe(false)
    answer([])
    expect(await checking).toBe('session')
    expect(store.getState().router.open).toBe(false)
  })

  it('does nothing when the account changed while its session was looked up', async () => {
    const storage = memorySiwxStorage()
    const { context, store } = createTestContext({
      siwx: { storage: { ...storage, get: async () => (connectAccount(store, 'eip155', 'eip155:31338'), []) } },
    })
    connectAccount(store, 'eip155', 'eip155:31337')
    expect(await checkSignIn(context)).toBeUndefined()
    expect(store.getState().router.open).toBe(false)
  })

  it('a session found while the host opened SIWXSignMessage shows the default view instead', async () => {
    const { context, store } = siwxTestContext([siwxSession()])
    openModal(store, 'SIWXSignMessage')
    expect(await checkSignIn(context)).toBe('session')
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'Account' }] })
  })

  it('a session found while another view is open leaves that view', async () => {
    const { context, store, storage } = siwxTestContext([siwxSession()])
    openModal(store, 'Networks')
    expect(await checkSignIn(context)).toBe('session')
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'Networks' }] })
    closeModal(store)
    storage.sessions.push({ ...storage.sessions[0]! })
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: {} } }))
    await checkSignIn(context)
    expect(store.getState().router.open).toBe(false)
  })

  it('an account not yet connected is not asked to sign in, even when its address is already known', async () => {
    const { context, store, storage } = siwxTestContext()
    setAccount(store, 'eip155', { status: 'connecting', caipAddress: EVM_CAIP_ADDRESS, connectorId: 'io.demo' })
    const get = vi.spyOn(storage, 'get')
    expect(await checkSignIn(context)).toBeUndefined()
    expect(get).not.toHaveBeenCalled()
    expect(store.getState().router.open).toBe(false)
  })
})
