import { afterEach, describe, expect, it } from 'vitest'
import { defineWalletModal } from './define.js'
import type { WalletModalElement } from './elementTypes.js'

const NETWORKS = [
  { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://127.0.0.1:1' },
  { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://127.0.0.1:2' },
]

let tag = 0
function create(): WalletModalElement & { networks?: unknown } {
  const name = `wallet-modal-define-test-${++tag}`
  defineWalletModal(name)
  return document.createElement(name) as unknown as WalletModalElement & { networks?: unknown }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('the networks attribute and property', () => {
  it('takes the attribute as JSON (what React 18 and HTML set)', () => {
    const el = create()
    el.setAttribute('networks', JSON.stringify(NETWORKS.slice(1)))
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })

  it('takes a JSON string set as the property (what React 19 sets for networks={JSON.stringify(...)})', () => {
    const el = create()
    el.networks = JSON.stringify(NETWORKS.slice(1))
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })

  it('takes an array set as the property', () => {
    const el = create()
    el.networks = NETWORKS.slice(1)
    document.body.append(el)
    expect(el.getState().caipNetworkId).toBe('eip155:31338')
  })
})

describe('mounting', () => {
  it('commits the idle mount within the idle task, so an open() after it renders within its own call', () => {
    const idle: (() => void)[] = []
    const saved = { request: globalThis.requestIdleCallback, cancel: globalThis.cancelIdleCallback }
    globalThis.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof requestIdleCallback
    globalThis.cancelIdleCallback = (() => undefined) as typeof cancelIdleCallback
    try {
      const el = create()
      el.setAttribute('networks', JSON.stringify(NETWORKS))
      document.body.append(el)
      const root = el.shadowRoot!
      const styled = () => root.adoptedStyleSheets.length > 0 || root.querySelector('style') !== null
      expect(styled()).toBe(false)
      idle.shift()!()
      // The Root's first render and its effects (the stylesheet) are done when the idle task ends.
      expect(styled()).toBe(true)
      el.open()
      expect(root.querySelector('[role=dialog] [data-view=Connect]')).not.toBeNull()
      el.close()
      el.remove()
    } finally {
      globalThis.requestIdleCallback = saved.request
      globalThis.cancelIdleCallback = saved.cancel
    }
  })
})
