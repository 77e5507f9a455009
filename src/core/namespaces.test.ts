import { describe, expect, it } from 'vitest'
import {
  configuredNamespaces,
  EMBEDDED_WALLET_NAMESPACES,
  isChainNamespace,
  NAMESPACES,
  namespaceOf,
  WALLET_CONNECT_NAMESPACES,
} from './namespaces.js'

describe('namespace registry', () => {
  it('lists EVM, Solana and Bitcoin in that order', () => {
    expect(NAMESPACES).toEqual(['eip155', 'solana', 'bip122'])
    expect(isChainNamespace('bip122')).toBe(true)
    expect(isChainNamespace('cosmos')).toBe(false)
    expect(isChainNamespace('toString')).toBe(false)
  })

  it('reads the namespace of CAIP-2 and CAIP-10 ids', () => {
    expect(namespaceOf('eip155:1')).toBe('eip155')
    expect(namespaceOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc')).toBe('solana')
    expect(namespaceOf('cosmos:cosmoshub-4')).toBeUndefined()
    expect(namespaceOf(undefined)).toBeUndefined()
  })

  it('lists the configured namespaces in listing order, optionally among those of a feature', () => {
    const networks = [
      { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba' },
      { caipNetworkId: 'solana:localnet' },
      { caipNetworkId: 'eip155:31337' },
    ] as const
    expect(configuredNamespaces(networks)).toEqual(['eip155', 'solana', 'bip122'])
    expect(configuredNamespaces(networks, WALLET_CONNECT_NAMESPACES)).toEqual(['eip155', 'solana'])
    expect(configuredNamespaces(networks.slice(0, 1), EMBEDDED_WALLET_NAMESPACES)).toEqual([])
  })
})
