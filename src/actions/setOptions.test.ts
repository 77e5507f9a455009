import { describe, expect, it } from 'vitest'
import { setOptions } from './setOptions.js'
import { createTestContext, NETWORKS } from './testContext.js'

describe('setOptions', () => {
  it('keeps the selected network while it is configured, else selects the first, and starts discovery', () => {
    const { context, store } = createTestContext()
    store.setState({ network: { caipNetwork: NETWORKS[1] } })
    const persistence = context.persistence
    setOptions(context, { themeMode: 'dark' })
    expect(context.persistence).toBe(persistence)
    expect(store.getState().network.caipNetwork).toBe(NETWORKS[1])
    expect(store.getState().options.themeMode).toBe('dark')
    setOptions(context, { networks: [NETWORKS[2]!] })
    expect(store.getState().network.caipNetwork).toBe(NETWORKS[2])
    expect(context.adapters.discover).toHaveBeenLastCalledWith(['solana'])
  })

  it('switches persistence with the storage key', () => {
    const { context } = createTestContext()
    const before = context.persistence
    setOptions(context, { storageKey: 'other' })
    expect(context.persistence).not.toBe(before)
    expect(context.persistence.keyOf('session')).toBe('other:session')
  })

  it('throws at the call for an invalid network, and changes nothing', () => {
    const { context, store } = createTestContext()
    const options = store.getState().options
    expect(() => setOptions(context, { networks: [{ caipNetworkId: 'eip155:1', name: 'Mainnet', rpcUrl: '' }] })).toThrow('Invalid options: networks[0].rpcUrl: expected a non-empty string, got ""')
    expect(store.getState().options).toBe(options)
  })
})
