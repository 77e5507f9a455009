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
