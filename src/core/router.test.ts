import { describe, it, expect } from 'vitest'
import {
  close,
  currentView,
  goBack,
  initialRouterState,
  openRouter,
  push,
  replace,
  reset,
  type RouterState,
} from './router.js'

const views = (s: RouterState) => s.history.map((e) => e.view)

describe('router (spec 2)', () => {
  it('starts closed and empty', () => {
    expect(initialRouterState).toEqual({ open: false, history: [] })
    expect(currentView(initialRouterState)).toBeUndefined()
  })

  it('openRouter opens with a single entry, dropping old history', () => {
    const s = openRouter(push(push(initialRouterState, 'Connect'), 'AllWallets'), 'Account', { tab: 'Tokens' })
    expect(s).toEqual({ open: true, history: [{ view: 'Account', data: { tab: 'Tokens' } }] })
    expect(openRouter(initialRouterState, 'Connect').history[0]).toEqual({ view: 'Connect' })
  })

  it('push stacks views without mutating the previous state', () => {
    const a = openRouter(initialRouterState, 'Connect')
    const b = push(a, 'AllWallets')
    const c = push(b, 'ConnectingExternal', { connectorId: 'io.metamask' })
    expect(views(a)).toEqual(['Connect'])
    expect(views(c)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(currentView(c)).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } })
    expect(c.open).toBe(true)
  })

  it('ignores pushing the top view again with equal data', () => {
    const a = push(openRouter(initialRouterState, 'Connect'), 'ConnectingExternal', {
      wallet: { id: 'x', chains: ['eip155:1'] },
    })
    expect(push(a, 'ConnectingExternal', { wallet: { id: 'x', chains: ['eip155:1'] } })).toBe(a)
    expect(push(openRouter(initialRouterState, 'Connect'), 'Connect').history).toHaveLength(1)
    expect(views(push(a, 'ConnectingExternal', { wallet: { id: 'y', chains: ['eip155:1'] } }))).toHaveLength(3)
    expect(views(push(a, 'ConnectingExternal'))).toHaveLength(3)
    expect(
      views(push(a, 'ConnectingExternal', { wallet: { id: 'x', chains: ['eip155:1', 'eip155:10'] } })),
    ).toHaveLength(3)
  })

  it('push keeps a closed router closed', () => {
    expect(push(initialRouterState, 'Connect')).toEqual({ open: false, history: [{ view: 'Connect' }] })
  })

  it('replace swaps the top entry, or adds one to an empty history', () => {
    const s = replace(push(openRouter(initialRouterState, 'Connect'), 'Networks'), 'SwitchNetwork', { to: 'eip155:10' })
    expect(views(s)).toEqual(['Connect', 'SwitchNetwork'])
    expect(currentView(s)?.data).toEqual({ to: 'eip155:10' })
    expect(views(replace(initialRouterState, 'Connect'))).toEqual(['Connect'])
  })

  it('goBack pops; with a single entry the modal closes', () => {
    const two = push(openRouter(initialRouterState, 'Connect'), 'AllWallets')
    const one = goBack(two)
    expect(one).toEqual({ open: true, history: [{ view: 'Connect' }] })
    expect(goBack(one)).toEqual({ open: false, history: [] })
    expect(goBack(initialRouterState)).toEqual({ open: false, history: [] })
  })

  it('reset leaves a single entry and keeps open as it was', () => {
    const open = push(openRouter(initialRouterState, 'Connect'), 'ConnectingExternal')
    expect(reset(open, 'Account')).toEqual({ open: true, history: [{ view: 'Account' }] })
    expect(reset(initialRouterState, 'Connect').open).toBe(false)
  })

  it('close closes and clears; closing a closed router is a no-op', () => {
    const s = push(openRouter(initialRouterState, 'Connect'), 'Networks')
    expect(close(s)).toEqual({ open: false, history: [] })
    expect(close(initialRouterState)).toBe(initialRouterState)
    expect(initialRouterState).toEqual({ open: false, history: [] })
  })
})

describe('router: entries and structural equality of view data', () => {
  const base = () => push(openRouter(initialRouterState, 'Connect'), 'Networks')

  it('an entry opened without data has no data key at all', () => {
    expect(currentView(openRouter(initialRouterState, 'Connect'))).toStrictEqual({ view: 'Connect' })
    expect(currentView(push(base(), 'Account'))).toStrictEqual({ view: 'Account' })
  })

  it('pushing data onto the same view opened without data stacks it', () => {
    const s = base()
    expect(views(push(s, 'Networks', {}))).toEqual(['Connect', 'Networks', 'Networks'])
  })

  it('null and an object in the data are different values, either way round', () => {
    const withNull = push(base(), 'SwitchNetwork', { to: null })
    expect(views(push(withNull, 'SwitchNetwork', { to: {} }))).toHaveLength(4)
    const withObject = push(base(), 'SwitchNetwork', { to: {} })
    expect(views(push(withObject, 'SwitchNetwork', { to: null }))).toHaveLength(4)
    expect(push(withNull, 'SwitchNetwork', { to: null })).toBe(withNull)
  })

  it('a plain object and a null-prototype object with the same keys differ; two null-prototype ones are equal', () => {
    const bare = (): Record<string, unknown> =>
      Object.assign(Object.create(null) as Record<string, unknown>, { id: 'x' })
    const s = push(base(), 'ConnectingExternal', { wallet: { id: 'x' } })
    expect(views(push(s, 'ConnectingExternal', { wallet: bare() }))).toHaveLength(4)
    const t = push(base(), 'ConnectingExternal', { wallet: bare() })
    expect(push(t, 'ConnectingExternal', { wallet: bare() })).toBe(t)
  })

  it('an empty array and an empty object in the data differ, either way round', () => {
    const withArray = push(base(), 'WalletSend', { items: [] })
    expect(views(push(withArray, 'WalletSend', { items: {} }))).toHaveLength(4)
    const withObject = push(base(), 'WalletSend', { items: {} })
    expect(views(push(withObject, 'WalletSend', { items: [] }))).toHaveLength(4)
    expect(push(withArray, 'WalletSend', { items: [] })).toBe(withArray)
  })

  it('class instances (a Date) are never equal, so pushing them again stacks', () => {
    const s = push(base(), 'WalletSend', { at: new Date(1) })
    expect(views(push(s, 'WalletSend', { at: new Date(2) }))).toHaveLength(4)
    expect(views(push(s, 'WalletSend', { at: new Date(1) }))).toHaveLength(4)
  })

  it('replace and goBack keep the entries below the top of a deeper history', () => {
    const three = push(base(), 'SwitchNetwork')
    expect(views(replace(three, 'UnsupportedChain'))).toEqual(['Connect', 'Networks', 'UnsupportedChain'])
    expect(goBack(three)).toEqual({ open: true, history: [{ view: 'Connect' }, { view: 'Networks' }] })
  })

  it('close clears the history of a closed router that has entries', () => {
    const closedWithHistory = push(initialRouterState, 'Connect')
    expect(close(closedWithHistory)).toEqual({ open: false, history: [] })
  })
})
