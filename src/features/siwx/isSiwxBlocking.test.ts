import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import { setConnectedAccount } from '../../core/storeUpdates.js'
import { isSiwxBlocking } from './isSiwxBlocking.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [{ caipNetworkId: 'eip155:31337' as const, name: 'A', rpcUrl: 'http://a' }]

describe('isSiwxBlocking (spec section 2)', () => {
  it('is blocking only while required, on SIWXSignMessage, with no session', () => {
    const caipAddress = `eip155:31337:${ADDRESS}` as const
    const store = createModalStore(resolveOptions({ networks, siwx: { required: true } }))
    setConnectedAccount(store, 'eip155', 'eip155:31337', { status: 'connected', address: ADDRESS, caipAddress })
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(store.getState())).toBe(true)
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [caipAddress]: { caipAddress, caipNetworkId: 'eip155:31337', message: 'm', signature: 's', issuedAt: '' } } } }))
    expect(isSiwxBlocking(store.getState())).toBe(false)
    const optional = createModalStore(resolveOptions({ networks, siwx: {} }))
    optional.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(optional.getState())).toBe(false)
  })
})
