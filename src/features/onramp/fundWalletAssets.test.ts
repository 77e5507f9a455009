import { describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../../core/options.js'
import { decimalsOf, fundWalletAssets, purchaseCurrenciesOf } from './fundWalletAssets.js'

const LOCAL_A: NetworkConfig = { caipNetworkId: 'eip155:31337', name: 'Anvil  A (local)', rpcUrl: 'http://a' }
const LOCAL_B: NetworkConfig = { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://b' }
const DEMO = { address: '0x00000000000000000000000000000000000000d6', name: 'Six', symbol: 'USDC', decimals: 6 }

describe('fund-wallet assets: the native currency', () => {
  it('offers ETH only where the native currency is ETH with 18 decimals', () => {
    const odd: NetworkConfig = { ...LOCAL_A, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } }
    expect(fundWalletAssets([odd])).toEqual([])
    expect(fundWalletAssets([LOCAL_A]).map((a) => a.asset)).toEqual(['native'])
  })
})

describe('purchase currencies', () => {
  it('names each asset’s own network, in lower case with one dash per run of other characters', () => {
    const currencies = purchaseCurrenciesOf(fundWalletAssets([LOCAL_A, LOCAL_B]), [LOCAL_A, LOCAL_B])
    expect(currencies.map((c) => c.networks[0])).toEqual([
      { name: 'anvil-a-local-', display_name: 'Anvil  A (local)', chain_id: 'eip155:31337', contract_address: '' },
      { name: 'anvil-b', display_name: 'Anvil B', chain_id: 'eip155:31338', contract_address: '' },
    ])
  })
})

describe('decimalsOf', () => {
  it('answers the matching asset’s decimals, and 18 for a currency it does not know', () => {
    const assets = fundWalletAssets([LOCAL_A], { 'eip155:31337': [DEMO] })
    const [eth, usdc] = purchaseCurrenciesOf(assets, [LOCAL_A])
    expect(decimalsOf(usdc!, assets)).toBe(6)
    expect(decimalsOf(eth!, assets)).toBe(18)
    expect(decimalsOf({ ...usdc!, id: 'eip155:1/erc20:0xunknown' }, assets)).toBe(18)
  })
})
