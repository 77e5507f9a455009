import { describe, expect, it } from 'vitest'
import { resolveOptions } from './options.js'
import { goBack, inHistory, openModal, popTo, pushView, replaceView, resetView, topView } from './navigation.js'
import { createModalStore } from './store.js'

const views = (store: ReturnType<typeof createModalStore>) => store.getState().router.history.map((e) => e.view)

describe('navigation', () => {
  const create = () => createModalStore(resolveOptions({ networks: [] }))

  it('pushes, replaces and resets with typed data', () => {
    const store = create()
    openModal(store, 'Account')
    pushView(store, 'Networks')
    pushView(store, 'SwitchNetwork', { caipNetworkId: 'eip155:1' })
    expect(views(store)).toEqual(['Account', 'Networks', 'SwitchNetwork'])
    expect(store.getState().router.history[2]).toEqual({ view: 'SwitchNetwork', data: { caipNetworkId: 'eip155:1' } })
    replaceView(store, 'Swap')
    expect(views(store)).toEqual(['Account', 'Networks', 'Swap'])
    resetView(store, 'Connect')
    expect(store.getState().router).toEqual({ open: true, history: [{ view: 'Connect' }] })
  })

  it('goBack pops a view and closes when the history runs out', () => {
    const store = create()
    openModal(store, 'Account')
    pushView(store, 'Networks')
    goBack(store)
    expect(views(store)).toEqual(['Account'])
    goBack(store)
    expect(store.getState().router).toEqual({ open: false, history: [] })
  })

  it('popTo returns to the nearest entry of a view, and changes nothing without one', () => {
    const store = create()
    openModal(store, 'Account')
    pushView(store, 'OnRampTokenSelect')
    pushView(store, 'OnRampProviders')
    pushView(store, 'OnRampTokenSelect')
    expect(popTo(store, 'OnRampProviders')).toBe(true)
    expect(views(store)).toEqual(['Account', 'OnRampTokenSelect', 'OnRampProviders'])
    expect(popTo(store, 'Swap')).toBe(false)
    expect(views(store)).toEqual(['Account', 'OnRampTokenSelect', 'OnRampProviders'])
    expect(popTo(store, 'Account')).toBe(true)
    expect(topView(store.getState().router)).toBe('Account')
    expect(inHistory(store.getState().router, 'OnRampProviders')).toBe(false)
    pushView(store, 'Swap')
    expect(inHistory(store.getState().router, 'Account')).toBe(true)
  })
})
