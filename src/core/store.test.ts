import { describe, expect, it } from 'vitest'
import { EVM_AND_SOLANA_TEST_NETWORKS } from './__fixtures__/networks.js'
import { resolveOptions } from './options.js'
import { initialRouterState } from './router.js'
import { initialSendState } from '../features/send/slice.js'
import {
  activeCaipNetworkId,
  createModalStore,
  defaultView,
  isUnsupportedNetwork,
  namespaceOf,
  setAccount,
  showToast,
  type AccountState,
} from './store.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
const networks = EVM_AND_SOLANA_TEST_NETWORKS
const evm = (status: AccountState['status'], caipNetworkId = 'eip155:31337'): AccountState => ({
  status,
  address: A,
  caipAddress: `${caipNetworkId}:${A}` as AccountState['caipAddress'],
  connectorId: 'io.demo',
})
const solana = (status: AccountState['status']): AccountState => ({
  status,
  address: SOL,
  caipAddress: `solana:localnet:${SOL}`,
  connectorId: 'phantom',
})

describe('createModalStore', () => {
  it('starts closed, disconnected, on the first network, with nothing in progress', () => {
    const options = resolveOptions({ networks })
    expect(createModalStore(options).getState()).toStrictEqual({
      router: initialRouterState,
      activeNamespace: undefined,
      accounts: {},
      network: { caipNetwork: networks[0] },
      connectors: [],
      recentConnectorIds: [],
      attempt: {},
      errors: {},
      options,
      siwx: { sessions: {}, signing: false },
      send: initialSendState,
      toast: undefined,
      walletConnect: { uri: undefined, pending: false },
      embedded: { emailFlow: undefined, approval: false, captured: undefined },
    })
  })
})

describe('setAccount: which namespace is active', () => {
  it('a second namespace that is only connecting does not hide the connected one', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', evm('connected'))
    setAccount(store, 'solana', solana('connecting'))
    expect(store.getState().activeNamespace).toBe('eip155')
    expect(store.getState().accounts.solana?.status).toBe('connecting')
  })

  it('a second namespace that connects becomes the active one', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', evm('connected'))
    setAccount(store, 'solana', solana('connected'))
    expect(store.getState().activeNamespace).toBe('solana')
  })

  it('the first namespace becomes active whatever its status', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'solana', solana('connecting'))
    expect(store.getState().activeNamespace).toBe('solana')
  })
})

describe('activeCaipNetworkId', () => {
  it('follows the account only once connected; while connecting it is the selected network', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', evm('connecting', 'eip155:31338'))
    expect(activeCaipNetworkId(store.getState())).toBe('eip155:31337')
    setAccount(store, 'eip155', evm('connected', 'eip155:31338'))
    expect(activeCaipNetworkId(store.getState())).toBe('eip155:31338')
  })
})

describe('namespaceOf', () => {
  it('knows the three namespaces this version connects', () => {
    expect(namespaceOf('eip155:1')).toBe('eip155')
    expect(namespaceOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(namespaceOf('bip122:000000000019d6689c085ae165831e93')).toBe('bip122')
    expect(namespaceOf('cosmos:cosmoshub-4')).toBeUndefined()
    expect(namespaceOf(undefined)).toBeUndefined()
  })
})

describe('isUnsupportedNetwork and defaultView', () => {
  it('a wallet connected on a network the host did not configure opens UnsupportedChain', () => {
    const store = createModalStore(resolveOptions({ networks }))
    setAccount(store, 'eip155', evm('connected', 'eip155:1'))
    expect(isUnsupportedNetwork(store.getState())).toBe(true)
    expect(defaultView(store.getState())).toBe('UnsupportedChain')
  })

  it('without a connected wallet nothing is unsupported, even when the selected network is no longer configured', () => {
    const store = createModalStore(resolveOptions({ networks }))
    store.setState((s) => ({ options: resolveOptions({ networks: networks.slice(1) }, s.options) }))
    expect(isUnsupportedNetwork(store.getState())).toBe(false)
    expect(defaultView(store.getState())).toBe('Connect')
  })

  it('a connected wallet whose network is not known yet is not flagged', () => {
    const store = createModalStore(resolveOptions({ networks: [] }))
    setAccount(store, 'eip155', { status: 'connected', address: A, connectorId: 'io.demo' })
    expect(activeCaipNetworkId(store.getState())).toBeUndefined()
    expect(isUnsupportedNetwork(store.getState())).toBe(false)
    expect(defaultView(store.getState())).toBe('Account')
  })
})

describe('showToast', () => {
  it('gives each toast a larger id than the one before, so the same text is announced again', () => {
    const store = createModalStore(resolveOptions({ networks }))
    showToast(store, { variant: 'error', message: 'Error signing message' })
    const first = store.getState().toast
    showToast(store, { variant: 'error', message: 'Error signing message' })
    const second = store.getState().toast
    expect(first?.message).toBe('Error signing message')
    expect(second!.id).toBeGreaterThan(first!.id)
    showToast(store, undefined)
    expect(store.getState().toast).toBeUndefined()
  })
})
