import { describe, expect, it } from 'vitest'
import { FUND_WALLET_TOKENS, isUsableToken, tokenListFor } from './tokens.js'

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

describe('isUsableToken', () => {
  const token = { address: '0x2222222222222222222222222222222222222222', name: 'Mine', symbol: 'MINE', decimals: 18 }
  it('takes integer decimals from 0 to 255, both ends included', () => {
    expect(isUsableToken(token)).toBe(true)
    expect(isUsableToken({ ...token, decimals: 0 })).toBe(true)
    expect(isUsableToken({ ...token, decimals: 255 })).toBe(true)
    expect(isUsableToken({ ...token, decimals: -1 })).toBe(false)
    expect(isUsableToken({ ...token, decimals: 256 })).toBe(false)
    expect(isUsableToken({ ...token, decimals: 6.5 })).toBe(false)
  })
  it('refuses an address, name or symbol that is not a string', () => {
    expect(isUsableToken({ ...token, address: 0x22 })).toBe(false)
    expect(isUsableToken({ ...token, address: '' })).toBe(false)
    expect(isUsableToken({ ...token, name: undefined })).toBe(false)
    expect(isUsableToken({ ...token, symbol: 42 })).toBe(false)
    expect(isUsableToken(null)).toBe(false)
    expect(isUsableToken('MINE')).toBe(false)
  })
  it('refuses anything but an object, even a function carrying a token’s fields', () => {
    // A function's own `name` is a string already (read-only: not assigned here).
    const { address, symbol, decimals } = token
    expect(isUsableToken(Object.assign(() => {}, { address, symbol, decimals }))).toBe(false)
  })
  it('a host entry with a numeric address is skipped, not a crash of the whole list', () => {
    const list = tokenListFor('eip155:31337', { 'eip155:31337': [{ ...token, address: 0x22 } as never, token] })
    expect(list).toEqual([token])
  })
})

describe('tokenListFor: duplicates', () => {
  it('Solana addresses are case-sensitive: two mints differing only in case are both kept', () => {
    const mint = 'So11111111111111111111111111111111111111112'
    const tokens = [
      { address: mint, name: 'Wrapped SOL', symbol: 'WSOL', decimals: 9 },
      { address: mint.toLowerCase(), name: 'Other', symbol: 'OTH', decimals: 9 },
      { address: mint, name: 'Wrapped SOL again', symbol: 'WSOL', decimals: 9 },
    ]
    expect(tokenListFor('solana:localnet', { 'solana:localnet': tokens }).map((t) => t.symbol)).toEqual(['WSOL', 'OTH'])
  })
})
