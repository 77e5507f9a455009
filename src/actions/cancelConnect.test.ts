import { describe, expect, it } from 'vitest'
import { openModal, pushView } from '../core/navigation.js'
import { setAccount } from '../core/store.js'
import { cancelConnect } from './cancelConnect.js'
import { createTestContext } from './testContext.js'

describe('cancelConnect', () => {
  it('forgets the attempt and its error, returns connecting namespaces to disconnected and goes back', async () => {
    const { context, store } = createTestContext()
    openModal(store, 'Connect')
    pushView(store, 'ConnectingExternal', { connectorId: 'io.demo' })
    setAccount(store, 'eip155', { status: 'connecting', connectorId: 'io.demo' })
    store.setState({ attempt: { connectorId: 'io.demo' }, errors: { connect: { code: 4001, message: 'Connection rejected' } } })
    await cancelConnect(context)
    expect(store.getState().attempt).toEqual({})
    expect(store.getState().errors.connect).toBeUndefined()
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
    expect(store.getState().router.history.map((e) => e.view)).toEqual(['Connect'])
  })
})
