import { describe, expect, it } from 'vitest'
import { cancelSignIn } from './cancelSignIn.js'
import { signIn } from './signIn.js'
import { connectAccount, siwxTestContext, rejection } from './testContext.js'

describe('cancelSignIn (spec section 4)', () => {
  it('just closes when sign-in is not required', async () => {
    const { context, store } = siwxTestContext()
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(await cancelSignIn(context)).toBe('closed')
    expect(store.getState().router.open).toBe(false)
    expect(store.getState().accounts.eip155?.status).toBe('connected')
  })

  it('required: switches back to the last network with a session, else disconnects', async () => {
    const { context, store, fakes } = siwxTestContext([], { required: true })
    expect(await cancelSignIn(context)).toBe('disconnected')
    connectAccount(store, 'eip155', 'eip155:31337')
    await signIn(context)
    connectAccount(store, 'eip155', 'eip155:31338')
    expect(await cancelSignIn(context)).toBe('switched')
    expect(fakes.eip155.switchNetwork).toHaveBeenCalledWith('eip155:31337')
  })

  it('required: a wallet that rejects the switch back is disconnected', async () => {
    const { context, store, fakes } = siwxTestContext([], { required: true })
    await signIn(context)
    connectAccount(store, 'eip155', 'eip155:31338')
    fakes.eip155.switchNetwork.mockRejectedValueOnce(rejection())
    expect(await cancelSignIn(context)).toBe('disconnected')
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
  })

  it('required: when the last signed-in network is the current one, there is nothing to switch back to', async () => {
    const { context, store, fakes } = siwxTestContext([], { required: true })
    store.setState((s) => ({ siwx: { ...s.siwx, lastSessionNetwork: 'eip155:31337' } }))
    expect(await cancelSignIn(context)).toBe('disconnected')
    expect(fakes.eip155.switchNetwork).not.toHaveBeenCalled()
  })
})
