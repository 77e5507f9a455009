import { describe, expect, it, vi } from 'vitest'
import { resolveOptions } from './options.js'
import { createModalStore, setAccount, type AccountState } from './store.js'
import { setConnectedAccount, setLinkedAccount, setProfileName } from './storeUpdates.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const networks = [
  { caipNetworkId: 'eip155:31337' as const, name: 'Anvil A', rpcUrl: 'http://a' },
  { caipNetworkId: 'eip155:31338' as const, name: 'Anvil B', rpcUrl: 'http://b' },
  { caipNetworkId: 'solana:localnet' as const, name: 'Solana Local', rpcUrl: 'http://s' },
]
const connected = (caipNetworkId: 'eip155:31337' | 'eip155:31338', address: string): AccountState => ({
  status: 'connected',
  address,
  caipAddress: `${caipNetworkId}:${address}`,
  connectorId: 'io.demo',
})

function connectedStore() {
  const store = createModalStore(resolveOptions({ networks }))
  setConnectedAccount(store, 'eip155', 'eip155:31337', connected('eip155:31337', A))
  return store
}

describe('setProfileName (spec section 3: profileName)', () => {
  it('sets the name of the connected account with that CAIP-10 id, and notifies only on a change', () => {
    const store = connectedStore()
    const listener = vi.fn()
    store.subscribe(listener)
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    expect(store.getState().accounts.eip155?.profileName).toBe('alice1234.modal.test')
    expect(listener).toHaveBeenCalledTimes(1)
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    expect(listener).toHaveBeenCalledTimes(1)
    setProfileName(store, `eip155:31337:${A}`, undefined)
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('drops an answer for an account that is gone: another account, another network, disconnected', () => {
    const store = connectedStore()
    setProfileName(store, `eip155:31337:${B}`, 'bob12345.modal.test')
    setProfileName(store, `eip155:31338:${A}`, 'other-chain.eth')
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
    setAccount(store, 'eip155', { status: 'disconnected' })
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    expect(store.getState().accounts.eip155).toEqual({ status: 'disconnected' })
  })
})

describe('the primary name across account updates', () => {
  it('is kept when the wallet reports the same account again', () => {
    const store = connectedStore()
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    setConnectedAccount(store, 'eip155', 'eip155:31337', connected('eip155:31337', A))
    expect(store.getState().accounts.eip155?.profileName).toBe('alice1234.modal.test')
    setLinkedAccount(store, 'eip155', 'eip155:31337', connected('eip155:31337', A))
    expect(store.getState().accounts.eip155?.profileName).toBe('alice1234.modal.test')
  })

  it('is cleared by another account, another network and a disconnect', () => {
    const store = connectedStore()
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    setConnectedAccount(store, 'eip155', 'eip155:31337', connected('eip155:31337', B))
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()

    setConnectedAccount(store, 'eip155', 'eip155:31337', connected('eip155:31337', A))
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    setConnectedAccount(store, 'eip155', 'eip155:31338', connected('eip155:31338', A))
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()

    setProfileName(store, `eip155:31338:${A}`, 'alice1234.modal.test')
    setAccount(store, 'eip155', { status: 'disconnected' })
    setConnectedAccount(store, 'eip155', 'eip155:31338', connected('eip155:31338', A))
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
  })
})
