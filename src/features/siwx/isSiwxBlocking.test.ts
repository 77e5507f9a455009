import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import { setConnectedAccount } from '../../core/storeUpdates.js'
import { isSignInPending, isSiwxBlocking } from './isSiwxBlocking.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks = [{ caipNetworkId: 'eip155:31337' as const, name: 'A', rpcUrl: 'http://a' }]

describe('isSiwxBlocking (spec section 2)', () => {
  it('is blocking only while required, on SIWXSignMessage, with no session', () => {
    const caipAddress = `eip155:31337:${ADDRESS}` as const
    const store = createModalStore(resolveOptions({ networks, siwx: { required: true } }))
    setConnectedAccount(store, 'eip155', 'eip155:31337', { status: 'connected', address: ADDRESS, caipAddress })
    store.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(store.getState())).toBe(true)
    store.setState((s) => ({
      siwx: {
        ...s.siwx,
        sessions: {
          [caipAddress]: { caipAddress, caipNetworkId: 'eip155:31337', message: 'm', signature: 's', issuedAt: '' },
        },
      },
    }))
    expect(isSiwxBlocking(store.getState())).toBe(false)
    const optional = createModalStore(resolveOptions({ networks, siwx: {} }))
    optional.setState({ router: { open: true, history: [{ view: 'SIWXSignMessage' }] } })
    expect(isSiwxBlocking(optional.getState())).toBe(false)
  })
})

describe('isSignInPending (spec section 2)', () => {
  const caipAddress = `eip155:31337:${ADDRESS}` as const
  const session = { caipAddress, caipNetworkId: 'eip155:31337' as const, message: 'm', signature: 's', issuedAt: '' }
  const connected = (siwx: Parameters<typeof resolveOptions>[0]['siwx']) => {
    const store = createModalStore(resolveOptions({ networks, siwx }))
    setConnectedAccount(store, 'eip155', 'eip155:31337', { status: 'connected', address: ADDRESS, caipAddress })
    return store
  }

  it('is pending while sign-in is required and enabled and the connected account has no session', () => {
    const store = connected({ required: true })
    expect(isSignInPending(store.getState())).toBe(true)
    store.setState((s) => ({ siwx: { ...s.siwx, sessions: { [caipAddress]: session } } }))
    expect(isSignInPending(store.getState())).toBe(false)
  })

  it('is not pending when sign-in is optional, turned off, or not configured', () => {
    expect(isSignInPending(connected({}).getState())).toBe(false)
    expect(isSignInPending(connected({ required: true, enabled: false }).getState())).toBe(false)
    expect(isSignInPending(connected(undefined).getState())).toBe(false)
  })

  it('is not pending without a connected account, or with one that has no CAIP-10 id yet', () => {
    expect(isSignInPending(createModalStore(resolveOptions({ networks, siwx: { required: true } })).getState())).toBe(
      false,
    )
    const connecting = connected({ required: true })
    connecting.setState((s) => ({
      accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, status: 'connecting' } },
    }))
    expect(isSignInPending(connecting.getState())).toBe(false)
    const noId = connected({ required: true })
    noId.setState((s) => ({ accounts: { ...s.accounts, eip155: { ...s.accounts.eip155!, caipAddress: undefined } } }))
    expect(isSignInPending(noId.getState())).toBe(false)
  })
})

describe('isSiwxBlocking on other views', () => {
  it('does not block any view but SIWXSignMessage, even while a required sign-in is pending', () => {
    const caipAddress = `eip155:31337:${ADDRESS}` as const
    const store = createModalStore(resolveOptions({ networks, siwx: { required: true } }))
    setConnectedAccount(store, 'eip155', 'eip155:31337', { status: 'connected', address: ADDRESS, caipAddress })
    for (const view of ['Account', 'Connect', 'Networks'] as const) {
      store.setState({ router: { open: true, history: [{ view }] } })
      expect(isSiwxBlocking(store.getState())).toBe(false)
    }
    store.setState({ router: { open: false, history: [] } })
    expect(isSiwxBlocking(store.getState())).toBe(false)
  })
})
