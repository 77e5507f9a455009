import { describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../../core/options.js'
import type { TokenConfig } from '../../core/tokens.js'
import { receivableAssets, receiveNote } from './receivableAssets.js'

const anvilA: NetworkConfig = { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://127.0.0.1:1' }
const anvilB: NetworkConfig = { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://127.0.0.1:2' }
const polygon: NetworkConfig = {
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
  rpcUrl: 'http://127.0.0.1:3',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
}
const solanaLocal: NetworkConfig = {
  caipNetworkId: 'solana:localnet',
  name: 'Solana Local',
  rpcUrl: 'http://127.0.0.1:4',
}
const token = (address: string, symbol: string, decimals = 6): TokenConfig => ({
  address,
  name: symbol,
  symbol,
  decimals,
})

describe('receivableAssets', () => {
  it('lists only the namespace’s networks, in the host’s order, marking the active one', () => {
    const assets = receivableAssets({ networks: [anvilA, solanaLocal, anvilB], tokens: {} }, 'eip155', 'eip155:31338')
    expect(assets.networks).toEqual([
      { caipNetworkId: 'eip155:31337', name: 'Anvil A', active: false },
      { caipNetworkId: 'eip155:31338', name: 'Anvil B', active: true },
    ])
    expect(
      receivableAssets({ networks: [anvilA, solanaLocal, anvilB], tokens: {} }, 'solana', 'solana:localnet').networks,
    ).toEqual([{ caipNetworkId: 'solana:localnet', name: 'Solana Local', active: true }])
  })

  it('names each native currency and configured token once, with the namespace’s token standard', () => {
    const tokens = {
      'eip155:31337': [token('0x01', 'USDC'), token('0x02', 'DEMO', 18)],
      'eip155:31338': [token('0x03', 'USDC'), token('0x04', 'ETH', 18)],
      'solana:localnet': [token('Mint1111', 'USDC')],
    }
    const evm = receivableAssets({ networks: [anvilA, anvilB, polygon, solanaLocal], tokens }, 'eip155', 'eip155:31337')
    // Polygon's built-in fund-wallet tokens (USDC, USDT) come after the host's: same symbols once.
    expect(evm).toMatchObject({ natives: ['ETH', 'POL'], standard: 'ERC-20', tokens: ['USDC', 'DEMO', 'USDT'] })
    const sol = receivableAssets({ networks: [anvilA, solanaLocal], tokens }, 'solana', 'solana:localnet')
    expect(sol).toMatchObject({ natives: ['SOL'], standard: 'SPL', tokens: ['USDC'] })
  })

  it('leaves out token entries the modal cannot use (as the Tokens tab does)', () => {
    const tokens = {
      'eip155:31337': [
        token('0x01', 'ZERO', 0),
        { address: '', name: 'x', symbol: 'BAD', decimals: 6 },
      ] as TokenConfig[],
    }
    expect(receivableAssets({ networks: [anvilA], tokens }, 'eip155', undefined).tokens).toEqual([])
  })
})

describe('receiveNote', () => {
  it('says which assets to send on which networks', () => {
    const tokens = { 'eip155:31337': [token('0x01', 'USDC'), token('0x02', 'DEMO', 18)] }
    expect(receiveNote(receivableAssets({ networks: [anvilA, anvilB], tokens }, 'eip155', 'eip155:31337'))).toBe(
      'Send only ETH and ERC-20 tokens (such as USDC and DEMO) on these networks to this address.',
    )
    expect(receiveNote(receivableAssets({ networks: [anvilA, polygon], tokens: {} }, 'eip155', 'eip155:137'))).toBe(
      'Send only ETH, POL, and ERC-20 tokens (such as USDC and USDT) on these networks to this address.',
    )
  })

  it('speaks of one network in the singular and leaves out the examples when no token is configured', () => {
    expect(receiveNote(receivableAssets({ networks: [solanaLocal], tokens: {} }, 'solana', 'solana:localnet'))).toBe(
      'Send only SOL and SPL tokens on this network to this address.',
    )
  })
})
