import { describe, it, expect } from 'vitest'
import {
  evmCaipNetworkId,
  evmChainIdOf,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'
import { CaipError } from './specificErrors.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('parseCaipNetworkId (CAIP-2)', () => {
  it('splits namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:31337')).toEqual({ namespace: 'eip155', reference: '31337' })
    expect(parseCaipNetworkId(SOLANA_MAINNET)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  it.each([
    'eip155',
    'eip155:',
    ':1',
    'eip155:1:0xabc',
    '',
    'EIP155:1',
    'ab:1',
    'toolongns:1',
    'eip155:1.5',
    `eip155:${'a'.repeat(33)}`,
  ])('rejects %j with a CaipError and the exact text', (id) => {
    expect(() => parseCaipNetworkId(id)).toThrow(CaipError)
    expect(() => parseCaipNetworkId(id)).toThrow(`Invalid CAIP-2 network id "${id}": expected namespace:reference`)
  })

  it('gives the CaipError its code', () => {
    try {
      parseCaipNetworkId('nope')
      expect.unreachable()
    } catch (err) {
      expect((err as CaipError).code).toBe('INVALID_CAIP')
    }
  })
})

describe('formatCaipNetworkId', () => {
  it('joins valid parts and validates', () => {
    expect(formatCaipNetworkId('eip155', '1')).toBe('eip155:1')
    expect(() => formatCaipNetworkId('eip155', '')).toThrow(
      'Invalid CAIP-2 network id "eip155:": expected namespace:reference',
    )
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow(CaipError)
  })
})

describe('parseCaipAddress (CAIP-10)', () => {
  it('splits into namespace, reference, address and network id, keeping case', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: ADDRESS,
      caipNetworkId: 'eip155:1',
    })
  })

  it.each([
    'eip155:1',
    `eip155:1:${ADDRESS}:x`,
    `eip155::${ADDRESS}`,
    'eip155:1:',
    `:1:${ADDRESS}`,
    'eip155:1:has space',
  ])('rejects %j with the exact text', (id) => {
    expect(() => parseCaipAddress(id)).toThrow(
      `Invalid CAIP-10 account id "${id}": expected namespace:reference:address`,
    )
  })

  it('formatCaipAddress round-trips and validates', () => {
    const caip = formatCaipAddress('eip155:1', ADDRESS)
    expect(caip).toBe(`eip155:1:${ADDRESS}`)
    expect(parseCaipAddress(caip).address).toBe(ADDRESS)
    expect(() => formatCaipAddress('eip155', ADDRESS)).toThrow(
      `Invalid CAIP-10 account id "eip155:${ADDRESS}": expected namespace:reference:address`,
    )
    expect(() => formatCaipAddress('eip155:1', '')).toThrow(CaipError)
  })
})

describe('the CAIP-2 and CAIP-10 grammars at their edges', () => {
  it("a reference may hold '_' and '-' (CAIP-2 reference: [-_a-zA-Z0-9]{1,32})", () => {
    expect(parseCaipNetworkId('cosmos:cosmoshub_4-a')).toEqual({ namespace: 'cosmos', reference: 'cosmoshub_4-a' })
  })

  it("an address is 1 to 128 of [-.%a-zA-Z0-9] (CAIP-10): '.' and '%' pass, a 129th character does not", () => {
    for (const address of ['a', 'x'.repeat(128), 'alice.near', 'acct%3A1', 'a-b']) {
      expect(parseCaipAddress(`near:mainnet:${address}`).address).toBe(address)
    }
    expect(isCaipAddress(`near:mainnet:${'x'.repeat(129)}`)).toBe(false)
  })
})

describe('type guards', () => {
  it('isCaipNetworkId accepts only valid CAIP-2 strings', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId(SOLANA_MAINNET)).toBe(true)
    expect(isCaipNetworkId(`eip155:1:${ADDRESS}`)).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
    expect(isCaipNetworkId(undefined)).toBe(false)
  })

  it('isCaipAddress accepts only valid CAIP-10 strings', () => {
    expect(isCaipAddress(`eip155:1:${ADDRESS}`)).toBe(true)
    expect(isCaipAddress('eip155:1')).toBe(false)
    expect(isCaipAddress({})).toBe(false)
  })
})

describe('EVM helpers', () => {
  it('evmChainIdOf reads the EIP-155 chain id', () => {
    expect(evmChainIdOf('eip155:1')).toBe(1)
    expect(evmChainIdOf('eip155:31337')).toBe(31337)
  })

  it.each([
    SOLANA_MAINNET,
    'eip155:0',
    'eip155:01',
    'eip155:abc',
    'eip155:-1',
    'eip155',
    'eip155:99999999999999999999',
    'eip155:1e5',
    'eip155:1a',
    'cosmos:1',
    'bip122:31337',
  ])('evmChainIdOf rejects %j', (id) => {
    expect(() => evmChainIdOf(id)).toThrow(`Not an EVM network id "${id}"`)
    expect(() => evmChainIdOf(id)).toThrow(CaipError)
  })

  it('evmCaipNetworkId formats and validates', () => {
    expect(evmCaipNetworkId(8453)).toBe('eip155:8453')
    expect(evmChainIdOf(evmCaipNetworkId(31338))).toBe(31338)
    expect(() => evmCaipNetworkId(0)).toThrow('Invalid EVM chain id "0": expected a positive integer')
    expect(() => evmCaipNetworkId(1.5)).toThrow(CaipError)
  })
})
