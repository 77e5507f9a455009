import { describe, expect, it } from 'vitest'
import { resolveOptions, type NetworkConfig } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import { onrampOf, setOnramp, syncOnrampState } from './onrampStore.js'

const NETWORKS: NetworkConfig[] = [
  { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://e' },
  { caipNetworkId: 'eip155:10', name: 'Optimism', rpcUrl: 'http://o' },
  { caipNetworkId: 'eip155:8453', name: 'Base', rpcUrl: 'http://b' },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'http://s' },
]
const store = () =>
  createModalStore(resolveOptions({ networks: NETWORKS, onramp: { providers: ['meld'], adapters: {} } }))
const chains = (s: ReturnType<typeof store>) => [
  ...new Set(onrampOf(s.getState()).purchaseCurrencies.map((c) => c.networks[0]!.chain_id)),
]
const EUR = { id: 'EUR', payment_method_limits: [{ id: 'card', min: 20, max: 5000 }] }

describe('syncOnrampState: which assets, in which order', () => {
  it('offers every configured network’s assets without a namespace', () => {
    const s = store()
    syncOnrampState(s, undefined, undefined)
    expect(chains(s)).toEqual(['eip155:1', 'eip155:10', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it('puts the active network first and keeps the others in their configured order', () => {
    const s = store()
    syncOnrampState(s, 'eip155', 'eip155:8453')
    expect(chains(s)).toEqual(['eip155:8453', 'eip155:1', 'eip155:10'])
  })
})

describe('syncOnrampState: the choices made', () => {
  it('keeps a chosen purchase currency still on offer, and picks the first one when it is gone', () => {
    const s = store()
    syncOnrampState(s, 'eip155', undefined)
    const second = onrampOf(s.getState()).purchaseCurrencies[1]!
    setOnramp(s, { purchaseCurrency: second })
    syncOnrampState(s, 'eip155', undefined)
    expect(onrampOf(s.getState()).purchaseCurrency?.id).toBe(second.id)
    syncOnrampState(s, 'solana', undefined)
    expect(onrampOf(s.getState()).purchaseCurrency?.id).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501')
  })

  it('keeps the payment currencies a provider answered, and the one chosen among them', () => {
    const s = store()
    syncOnrampState(s, 'eip155', undefined)
    const usd = onrampOf(s.getState()).paymentCurrency!
    setOnramp(s, { paymentCurrencies: [usd, EUR], paymentCurrency: EUR })
    syncOnrampState(s, 'eip155', undefined)
    expect(onrampOf(s.getState())).toMatchObject({ paymentCurrencies: [usd, EUR], paymentCurrency: EUR })
    setOnramp(s, { paymentCurrency: { ...EUR, id: 'GBP' } })
    syncOnrampState(s, 'eip155', undefined)
    expect(onrampOf(s.getState()).paymentCurrency).toEqual(usd)
  })
})
