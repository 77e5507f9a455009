import { describe, expect, it } from 'vitest'
import { solanaNetworkId } from './solanaNetworkId.js'

describe('solanaNetworkId', () => {
  it('keeps a CAIP-2 id and prefixes a bare reference', () => {
    expect(solanaNetworkId('solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE')).toBe('solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE')
    expect(solanaNetworkId('BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE')).toBe('solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE')
  })

  it('maps the Wallet Standard cluster names to genesis-hash ids; localnet stays', () => {
    expect(solanaNetworkId('solana:mainnet')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaNetworkId('mainnet')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaNetworkId('solana:devnet')).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaNetworkId('solana:testnet')).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(solanaNetworkId('solana:localnet')).toBe('solana:localnet')
  })

  it('refuses other namespaces and malformed references', () => {
    expect(solanaNetworkId('eip155:1')).toBeUndefined()
    expect(solanaNetworkId('solana:a:b')).toBeUndefined()
    expect(solanaNetworkId('solana:')).toBeUndefined()
    expect(solanaNetworkId('solana:has space')).toBeUndefined()
    expect(solanaNetworkId(`solana:${'x'.repeat(33)}`)).toBeUndefined()
  })
})
