import { describe, expect, it } from 'vitest'
import { openModal, pushView } from '../core/navigation.js'
import { setAccount } from '../core/store.js'
import { cancelConnect } from './cancelConnect.js'
import { connectAccount, createTestContext } from './testContext.js'

describe('cancelConnect', () => {
  it('forgets the attempt and its error, returns connecting namespaces to disconnected and goes back', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    pushView(store, 'ConnectingExternal', { connectorId: 'io.demo' })
    setAccount(store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    store.setState({
      attempt: { connectorId: 'io.demo' },
      errors: { connect: { code: 4001, message: 'Connection rejected' } },
    })
    await cancelConnect(context)
    expect(store.getState().attempt).toEqual({})
    expect(store.getState().errors.connect).toBeUndefined()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect'])
  })

  it("keeps the other flows' errors and a namespace that is connected", async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    pushView(store, 'ConnectingExternal', { connectorId: 'wallet-standard:Demo' })
    connectAccount(store, 'eip155', 'eip155:31337')
    setAccount(store, 'solana', { status: 'connecting', connectorId: 'wallet-standard:Demo' })
    store.setState({ errors: { switchNetwork: { code: 4001, message: 'Switch declined in the wallet' } } })
    await cancelConnect(context)
    expect(store.getState().errors.switchNetwork).toEqual({ code: 4001, message: 'Switch declined in the wallet' })
    expect(store.getState().accounts.eip155?.status).toBe('connected')
    expect(store.getState().accounts.solana).toEqual({ status: 'disconnected' })
  })
})
