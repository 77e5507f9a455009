import { describe, expect, it } from 'vitest'
import { connectAccount, createTestContext, siwxTestContext, memorySiwxStorage } from '../../actions/testContext.js'
import { setAccount } from '../../core/store.js'
import { watchSignIn } from './watchSignIn.js'

const signInOpened = (test: ReturnType<typeof createTestContext>) =>
  expect.poll(() => test.store.getState().router.history.at(-1)?.view).toBe('SIWXSignMessage')

describe('watchSignIn (spec section 4)', () => {
  it('restores the last network that had a session, for Cancel', () => {
    const test = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    test.context.persistence.set('siwx:lastNetwork', 'eip155:31338')
    watchSignIn(test.context)
    expect(test.store.getState().siwx.lastSessionNetwork).toBe('eip155:31338')
    const corrupt = createTestContext()
    corrupt.context.persistence.set('siwx:lastNetwork', 7)
    watchSignIn(corrupt.context)
    expect(corrupt.store.getState().siwx.lastSessionNetwork).toBeUndefined()
  })

  it('asks for a sign-in when an account connects and when the connected account changes', async () => {
    const test = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    watchSignIn(test.context)
    connectAccount(test.store, 'eip155', 'eip155:31337')
    await signInOpened(test)
    test.store.setState({ router: { open: false, history: [] } })
    connectAccount(test.store, 'solana', 'solana:localnet')
    await signInOpened(test)
  })

  it('asks again after a reconnect of the same account', async () => {
    const test = siwxTestContext()
    watchSignIn(test.context)
    setAccount(test.store, 'eip155', { status: 'connecting' })
    connectAccount(test.store, 'eip155', 'eip155:31337')
    await signInOpened(test)
  })

  it('asks again when the same account comes back from connecting, even if its address was kept meanwhile', async () => {
    const test = siwxTestContext()
    watchSignIn(test.context)
    const account = test.store.getState().accounts.eip155!
    setAccount(test.store, 'eip155', { ...account, status: 'connecting' })
    setAccount(test.store, 'eip155', { ...account, status: 'connected' })
    await signInOpened(test)
  })

  it('without SIWX, or for the same account reported again, asks nothing', async () => {
    const off = createTestContext()
    watchSignIn(off.context)
    connectAccount(off.store, 'eip155', 'eip155:31337')
    const same = siwxTestContext()
    watchSignIn(same.context)
    connectAccount(same.store, 'eip155', 'eip155:31337')
    // checkSignIn loads lazily: give a wrongly triggered one the time a triggered one takes above.
    const control = createTestContext({ siwx: { storage: memorySiwxStorage() } })
    watchSignIn(control.context)
    connectAccount(control.store, 'eip155', 'eip155:31337')
    await signInOpened(control)
    expect(off.store.getState().router.open).toBe(false)
    expect(same.store.getState().router.open).toBe(false)
  })
})
