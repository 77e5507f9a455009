import { describe, expect, it, vi } from 'vitest'
import { EVM_AND_SOLANA_TEST_NETWORKS } from './__fixtures__/networks.js'
import { resolveOptions } from './options.js'
import { createModalStore, setAccount, type AccountState } from './store.js'
import { clearFlowError, setConnectedAccount, setLinkedAccount, setProfileName } from './storeUpdates.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const networks = EVM_AND_SOLANA_TEST_NETWORKS
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

const solanaAccount: AccountState = {
  status: 'connected',
  address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  caipAddress: 'solana:localnet:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  connectorId: 'embedded',
}

describe('setConnectedAccount', () => {
  it('records the account, makes its namespace active and moves to the network its wallet is on', () => {
    const store = connectedStore()
    setConnectedAccount(store, 'eip155', 'eip155:31338', connected('eip155:31338', B))
    const state = store.getState()
    expect(state.accounts.eip155).toEqual(connected('eip155:31338', B))
    expect(state.activeNamespace).toBe('eip155')
    expect(state.network.caipNetwork).toEqual(networks[1])
  })

  it('keeps the current network when the wallet is on one the host did not configure', () => {
    const store = connectedStore()
    setConnectedAccount(store, 'eip155', 'eip155:31338', connected('eip155:31338', A))
    setConnectedAccount(store, 'eip155', 'eip155:999', {
      ...connected('eip155:31338', A),
      caipAddress: `eip155:999:${A}`,
    })
    expect(store.getState().network.caipNetwork).toEqual(networks[1])
  })

  it('takes the name the new report gives over the one it held', () => {
    const store = connectedStore()
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    setConnectedAccount(store, 'eip155', 'eip155:31337', { ...connected('eip155:31337', A), profileName: 'alice.eth' })
    expect(store.getState().accounts.eip155?.profileName).toBe('alice.eth')
    setConnectedAccount(store, 'eip155', 'eip155:31337', { ...connected('eip155:31337', A), profileName: undefined })
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
  })
})

describe('setLinkedAccount (a wallet connecting several namespaces at once)', () => {
  it('records the account without switching away from another namespace that is connected and active', () => {
    const store = connectedStore()
    setLinkedAccount(store, 'solana', 'solana:localnet', solanaAccount)
    const state = store.getState()
    expect(state.accounts.solana).toEqual(solanaAccount)
    expect(state.accounts.eip155).toEqual(connected('eip155:31337', A))
    expect(state.activeNamespace).toBe('eip155')
    expect(state.network.caipNetwork).toEqual(networks[0])
  })

  it('makes the namespace active when nothing is active yet', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setLinkedAccount(store, 'solana', 'solana:localnet', solanaAccount)
    expect(store.getState().accounts.solana).toEqual(solanaAccount)
    expect(store.getState().activeNamespace).toBe('solana')
    expect(store.getState().network.caipNetwork).toEqual(networks[2])
  })

  it('makes the namespace active when the active namespace has no connected account', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', { status: 'connecting' })
    setLinkedAccount(store, 'solana', 'solana:localnet', solanaAccount)
    expect(store.getState().activeNamespace).toBe('solana')
    expect(store.getState().network.caipNetwork).toEqual(networks[2])
  })

  it('updates the network when the account is in the active namespace', () => {
    const store = connectedStore()
    setLinkedAccount(store, 'eip155', 'eip155:31338', connected('eip155:31338', A))
    expect(store.getState().accounts.eip155).toEqual(connected('eip155:31338', A))
    expect(store.getState().network.caipNetwork).toEqual(networks[1])
  })
})

describe('setProfileName on an account not connected', () => {
  it('leaves an account that is still connecting alone', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', { ...connected('eip155:31337', A), status: 'connecting' })
    setProfileName(store, `eip155:31337:${A}`, 'alice1234.modal.test')
    expect(store.getState().accounts.eip155?.profileName).toBeUndefined()
  })
})

describe('clearFlowError', () => {
  it('clears the failure of that flow only', () => {
    const store = connectedStore()
    const failed = { code: 'UNKNOWN' as const, message: 'Something went wrong' }
    store.setState({ errors: { connect: failed, send: failed } })
    clearFlowError(store, 'connect')
    expect(store.getState().errors.connect).toBeUndefined()
    expect(store.getState().errors.send).toEqual(failed)
  })

  it('does not notify subscribers when the flow has no failure', () => {
    const store = connectedStore()
    const listener = vi.fn()
    store.subscribe(listener)
    clearFlowError(store, 'connect')
    expect(listener).not.toHaveBeenCalled()
  })
})
