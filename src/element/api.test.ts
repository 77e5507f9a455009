import { describe, expect, it } from 'vitest'
import { WalletModalError } from '../core/errors.js'
import type { WalletModalOptions } from '../core/options.js'
import type { ViewName } from '../core/navigation.js'
import { setConnectedAccount } from '../core/storeUpdates.js'
import type { Controller } from './controller.js'
import { createTestController } from './__fixtures__/testController.js'
import type { WalletModalState } from './types.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAIP_ADDRESS = `eip155:31337:${ADDRESS}` as const
const create = (options: WalletModalOptions = {}) => createTestController({ storageKey: 'api-test', ...options })

/** Connects the account in the store, as the EVM adapter does. */
function connect({ context }: Controller) {
  setConnectedAccount(context.store, 'eip155', 'eip155:31337', {
    status: 'connected',
    address: ADDRESS,
    caipAddress: CAIP_ADDRESS,
  })
}

describe('open({ view })', () => {
  it('throws a WalletModalError naming the valid views for a view that does not exist', () => {
    const { api } = create()
    let thrown: unknown
    try {
      api.open({ view: 'Nope' as ViewName })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(WalletModalError)
    expect(thrown).toMatchObject({
      code: 'INVALID_VIEW',
      message:
        'Cannot open view "Nope": the views open() takes here are Connect, Networks, WalletReceive, WalletSend, Account',
    })
    expect(api.getState().open).toBe(false)
  })

  it('refuses a view whose feature is off, and views that live inside a flow', () => {
    const { api } = create()
    expect(() => api.open({ view: 'SIWXSignMessage' })).toThrow('Cannot open view "SIWXSignMessage"')
    expect(() => api.open({ view: 'AllWallets' })).toThrow('Cannot open view "AllWallets"')
    expect(() => api.open({ view: 'ConnectingExternal' })).toThrow('Cannot open view "ConnectingExternal"')
    expect(() => api.open({ view: 'SwitchNetwork' })).toThrow('Cannot open view "SwitchNetwork"')
    expect(() => api.open({ view: 'EmailLogin' })).toThrow('Cannot open view "EmailLogin"')
    expect(() => api.open({ view: 'ApproveTransaction' })).toThrow('Cannot open view "ApproveTransaction"')
  })

  it('takes the views of the features the host turned on', () => {
    const { api } = create({
      siwx: { required: false },
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
    })
    expect(() => api.open({ view: 'Nope' as ViewName })).toThrow(
      'the views open() takes here are Connect, Networks, SIWXSignMessage, AllWallets, ConnectWallets, ConnectingWalletConnect, WalletReceive, WalletSend, Account',
    )
    api.open({ view: 'AllWallets' })
    expect(api.getState()).toMatchObject({ open: true, view: 'AllWallets' })
  })
})

describe('required sign-in (spec section 2)', () => {
  it("survives the host's close(), and open() of any view shows it again until a session exists", () => {
    const c = create({ siwx: { required: true } })
    connect(c)
    c.api.open({ view: 'Account' })
    expect(c.api.getState().view).toBe('SIWXSignMessage')
    c.api.close()
    expect(c.api.getState()).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    c.api.open({ view: 'Networks' })
    expect(c.api.getState().view).toBe('SIWXSignMessage')

    c.context.store.setState((s) => ({
      siwx: {
        ...s.siwx,
        sessions: {
          [CAIP_ADDRESS]: {
            caipAddress: CAIP_ADDRESS,
            caipNetworkId: 'eip155:31337',
            message: 'm',
            signature: 's',
            issuedAt: '',
          },
        },
      },
    }))
    c.api.close()
    expect(c.api.getState().open).toBe(false)
    c.api.open()
    expect(c.api.getState().view).toBe('Account')
  })

  it('does not hold anything when sign-in is optional', () => {
    const c = create({ siwx: { required: false } })
    connect(c)
    c.api.open()
    expect(c.api.getState().view).toBe('Account')
    c.api.open({ view: 'SIWXSignMessage' })
    c.api.close()
    expect(c.api.getState().open).toBe(false)
  })
})

describe('subscribeState', () => {
  it('delivers each change once, in order, with the latest state; unsubscribe stops it', () => {
    const controller = create()
    const { api, context } = controller
    const seen: WalletModalState[] = []
    const unsubscribe = api.subscribeState((state) => seen.push(state))
    api.open()
    api.open({ view: 'Networks' })
    // A store update that changes nothing public is not delivered.
    context.store.setState({ recentConnectorIds: ['x'] })
    connect(controller)
    api.close()
    expect(seen.map((s) => [s.open, s.view, s.status])).toEqual([
      [true, 'Connect', 'disconnected'],
      [true, 'Networks', 'disconnected'],
      [true, 'Networks', 'connected'],
      [false, null, 'connected'],
    ])
    expect(seen[2]!.caipAddress).toBe(CAIP_ADDRESS)
    unsubscribe()
    api.open()
    expect(seen).toHaveLength(4)
  })

  it('a listener that changes the state itself gets the nested change after the first, never an older state', () => {
    const { api } = create()
    const seen: (string | null)[] = []
    api.subscribeState((state) => {
      seen.push(state.view)
      if (state.view === 'Connect') api.open({ view: 'Networks' })
    })
    api.open()
    expect(seen).toEqual(['Connect', 'Networks'])
  })
})
