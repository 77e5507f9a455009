import { describe, expect, it } from 'vitest'
import { FUND_WALLET_TOKENS, tokenListFor } from './tokens.js'

describe('token lists', () => {
  it('holds the spec fund-wallet tokens: USDC on 6 networks, USDT on 5', () => {
    const all = Object.values(FUND_WALLET_TOKENS).flat()
    expect(all.filter((t) => t.symbol === 'USDC')).toHaveLength(6)
    expect(all.filter((t) => t.symbol === 'USDT')).toHaveLength(5)
    expect(all.every((t) => t.decimals === 6)).toBe(true)
  })
  it('adds host tokens after the built-in ones, without duplicates or 0-decimal tokens', () => {
    const list = tokenListFor('eip155:1', {
      'eip155:1': [
        { address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', name: 'dup', symbol: 'USDC', decimals: 6 },
        { address: '0x1111111111111111111111111111111111111111', name: 'Zero', symbol: 'ZERO', decimals: 0 },
        { address: '0x2222222222222222222222222222222222222222', name: 'Mine', symbol: 'MINE', decimals: 18 },
      ],
    })
    expect(list.map((t) => t.symbol)).toEqual(['USDC', 'USDT', 'MINE'])
  })
  it('is empty for a network with no tokens', () => {
    expect(tokenListFor('eip155:31337')).toEqual([])
  })
})
