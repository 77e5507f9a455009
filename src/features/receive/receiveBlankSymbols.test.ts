/**
 * Receive names only assets that have a symbol: a host's token or network currency whose symbol is
 * empty or blank is left out of the lists and of the note (never 'Send only , ETH and …').
 */
import { describe, expect, it } from 'vitest'
import type { NetworkConfig } from '../../core/options.js'
import type { TokenConfig } from '../../core/tokens.js'
import { receivableAssets, receiveNote } from './receivableAssets.js'

const network = (reference: number, symbol: string): NetworkConfig => ({
  caipNetworkId: `eip155:${reference}`,
  name: `Chain ${reference}`,
  rpcUrl: `http://127.0.0.1:${reference}`,
  nativeCurrency: { name: 'Coin', symbol, decimals: 18 },
})
const token = (address: string, symbol: string): TokenConfig => ({ address, name: 'Token', symbol, decimals: 6 })

describe('Receive leaves out blank symbols', () => {
  it('of network currencies, empty or made of spaces', () => {
    const assets = receivableAssets(
      { networks: [network(31337, ''), network(31338, '   '), network(31339, 'ETH')], tokens: {} },
      'eip155',
      'eip155:31337',
    )
    expect(assets.natives).toEqual(['ETH'])
    expect(receiveNote(assets)).toBe('Send only ETH and ERC-20 tokens on these networks to this address.')
  })

  it('of the host’s tokens', () => {
    const tokens = { 'eip155:31337': [token('0x01', ' '), token('0x02', ''), token('0x03', 'DEMO')] }
    expect(receivableAssets({ networks: [network(31337, 'ETH')], tokens }, 'eip155', undefined).tokens).toEqual([
      'DEMO',
    ])
  })
})
