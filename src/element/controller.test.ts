import { describe, expect, it, vi } from 'vitest'
import { setConnectedAccount } from '../core/storeUpdates.js'
import { CLOSED_DISCONNECTED_STATE } from '../react/useWalletModalState.js'
import { createTestController } from './__fixtures__/testController.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const create = () => createTestController({ storageKey: 'controller-test' })

describe('createController (the wiring)', () => {
  it('getState() is a full snapshot from the start: view is null while closed, never missing', () => {
    const { api } = create()
    // The state the React hooks report before they find an element, on the first network.
    expect(api.getState()).toEqual({
      ...CLOSED_DISCONNECTED_STATE,
      caipNetworkId: 'eip155:31337',
      networkName: 'Anvil A',
    })
    expect(Object.keys(api.getState())).toContain('view')
    api.open()
    expect(api.getState()).toMatchObject({ open: true, view: 'Connect' })
    api.open({ view: 'Networks' })
    expect(api.getState().view).toBe('Networks')
    api.close()
    expect(api.getState().view).toBeNull()
  })

  it('a host that configures no project makes no request; open() refuses a view whose flag is off, clearly', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const { api } = create()
    api.setOptions({ swaps: { api: 'http://127.0.0.1:9/convert' }, themeMode: 'dark' })
    api.open()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetch).not.toHaveBeenCalled()
    fetch.mockRestore()
    api.close()
    api.open({ view: 'Swap' })
    expect(api.getState().view).toBe('Swap')
    api.close()
    api.setOptions({ features: { swaps: false } })
    expect(api.getState().features.swaps).toBe(false)
    expect(() => api.open({ view: 'Swap' })).toThrow('Cannot open view "Swap": the feature "swaps" is turned off')
    expect(api.getState().open).toBe(false)
  })

  it("getSiwxToken() is the active account's token from the SIWX back end (EVM address in any case), undefined otherwise", () => {
    const { context, api } = create()
    const token = 'tok_0123456789abcdef0123'
    context.persistence.set('siwx:tokens', { [`eip155:31337:${ADDRESS.toLowerCase()}`]: token })
    expect(api.getSiwxToken()).toBeUndefined()
    setConnectedAccount(context.store, 'eip155', 'eip155:31337', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(api.getSiwxToken()).toBe(token)
    setConnectedAccount(context.store, 'eip155', 'eip155:31338', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31338:${ADDRESS}`,
    })
    expect(api.getSiwxToken()).toBeUndefined()
  })

  it('a wallet on an unconfigured chain opens UnsupportedChain (a feature reaction) before the host hears connect', () => {
    const { host, context, api } = create()
    const heard: string[] = []
    host.addEventListener('wallet-modal:connect', () => heard.push(`connect ${api.getState().view}`))
    setConnectedAccount(context.store, 'eip155', 'eip155:1', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
    })
    expect(heard).toEqual(['connect UnsupportedChain'])
    setConnectedAccount(context.store, 'eip155', 'eip155:31337', {
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(api.getState()).toMatchObject({ open: false, view: null })
    expect(JSON.parse(localStorage.getItem('controller-test:network')!)).toBe('eip155:31337')
  })

  it('subscribeState hears each change once with the latest snapshot; destroy ends the DOM events', () => {
    const { host, api, destroy } = create()
    const listener = vi.fn()
    api.subscribeState(listener)
    api.open()
    api.open()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ open: true, view: 'Connect' }))
    const closed = vi.fn()
    host.addEventListener('wallet-modal:close', closed)
    destroy()
    api.close()
    expect(closed).not.toHaveBeenCalled()
  })

  it("switchNetwork() throws 'Network not found' for an unconfigured id; disconnected, it selects the network", async () => {
    const { api } = create()
    await expect(api.switchNetwork('eip155:1')).rejects.toThrow('Network not found')
    await api.switchNetwork('eip155:31338')
    expect(api.getState().caipNetworkId).toBe('eip155:31338')
  })
})
