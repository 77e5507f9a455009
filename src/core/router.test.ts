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
    const a = push(openRouter(initialRouterState, 'Connect'), 'ConnectingExternal', { wallet: { id: 'x', chains: ['eip155:1'] } })
    expect(push(a, 'ConnectingExternal', { wallet: { id: 'x', chains: ['eip155:1'] } })).toBe(a)
    expect(push(openRouter(initialRouterState, 'Connect'), 'Connect').history).toHaveLength(1)
    expect(views(push(a, 'ConnectingExternal', { wallet: { id: 'y', chains: ['eip155:1'] } }))).toHaveLength(3)
    expect(views(push(a, 'ConnectingExternal'))).toHaveLength(3)
    expect(views(push(a, 'ConnectingExternal', { wallet: { id: 'x', chains: ['eip155:1', 'eip155:10'] } }))).toHaveLength(3)
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
