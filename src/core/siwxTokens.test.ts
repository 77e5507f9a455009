import { describe, expect, it } from 'vitest'
import { createMemoryBackend, createPersistence } from './storage.js'
import { accountKey, sessionTokenOf, TOKENS_KEY } from './siwxTokens.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOL_NET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const TOKEN = 'tok_0123456789abcdef-XYZ'
const OTHER_TOKEN = 'tok_fedcba9876543210-abc'

const setup = (tokens?: unknown) => {
  const backend = createMemoryBackend()
  const persistence = createPersistence('wm', backend)
  if (tokens !== undefined) backend.setItem(`wm:${TOKENS_KEY}`, JSON.stringify(tokens))
  return { backend, persistence }
}

describe('accountKey', () => {
  it('lower-cases EVM addresses and keeps base58 addresses as they are', () => {
    expect(accountKey('eip155:1', EVM)).toBe(`eip155:1:${EVM.toLowerCase()}`)
    expect(accountKey(SOL_NET, SOL)).toBe(`${SOL_NET}:${SOL}`)
  })
})

describe('sessionTokenOf', () => {
  it('finds the token of an EVM account in any letter case', () => {
    const { persistence } = setup({ [`eip155:1:${EVM.toLowerCase()}`]: TOKEN })
    expect(sessionTokenOf(persistence, `eip155:1:${EVM}`)).toBe(TOKEN)
    expect(sessionTokenOf(persistence, `eip155:1:${EVM.toUpperCase().replace('0X', '0x')}`)).toBe(TOKEN)
    expect(sessionTokenOf(persistence, `eip155:10:${EVM}`)).toBeUndefined()
  })

  it('matches Solana addresses case-sensitively', () => {
    const { persistence } = setup({ [`${SOL_NET}:${SOL}`]: TOKEN, [`${SOL_NET}:${SOL.toLowerCase()}`]: OTHER_TOKEN })
    expect(sessionTokenOf(persistence, `${SOL_NET}:${SOL}`)).toBe(TOKEN)
    expect(sessionTokenOf(persistence, `${SOL_NET}:${SOL.toLowerCase()}`)).toBe(OTHER_TOKEN)
  })

  it('is undefined for something that is not a CAIP-10 account id', () => {
    const { persistence } = setup({ [`eip155:1:${EVM.toLowerCase()}`]: TOKEN })
    expect(sessionTokenOf(persistence, 'eip155:1')).toBeUndefined()
    expect(sessionTokenOf(persistence, `eip155:1:${EVM}:extra`)).toBeUndefined()
  })

  it('is undefined when nothing is stored, or a null where the map should be', () => {
    expect(sessionTokenOf(setup().persistence, `eip155:1:${EVM}`)).toBeUndefined()
    expect(sessionTokenOf(setup(null).persistence, `eip155:1:${EVM}`)).toBeUndefined()
  })

  it.each([
    ['a number', 5],
    ['a string', TOKEN],
    ['a list', [TOKEN]],
    ['a token too short', { other: 'short' }],
    ['a token one character short of 16', { other: 'a'.repeat(15) }],
    ['a token too long', { other: 'a'.repeat(129) }],
    ['a token with a character outside [A-Za-z0-9_-]', { other: `${TOKEN}!` }],
    ['a token starting with a character outside [A-Za-z0-9_-]', { other: `!${TOKEN}` }],
    ['a token that is a number', { other: 12345678901234567890 }],
  ])('discards a corrupt token map (%s) as a whole', (_, tokens) => {
    const map =
      typeof tokens === 'object' && !Array.isArray(tokens)
        ? { [`eip155:1:${EVM.toLowerCase()}`]: TOKEN, ...tokens }
        : tokens
    const { backend, persistence } = setup(map)
    expect(sessionTokenOf(persistence, `eip155:1:${EVM}`)).toBeUndefined()
    expect(backend.getItem(`wm:${TOKENS_KEY}`)).toBeNull()
  })

  it('accepts tokens of 16 to 128 characters', () => {
    const { persistence } = setup({
      [`eip155:1:${EVM.toLowerCase()}`]: 'a'.repeat(16),
      [`${SOL_NET}:${SOL}`]: 'b'.repeat(128),
    })
    expect(sessionTokenOf(persistence, `eip155:1:${EVM}`)).toBe('a'.repeat(16))
    expect(sessionTokenOf(persistence, `${SOL_NET}:${SOL}`)).toBe('b'.repeat(128))
  })
})
