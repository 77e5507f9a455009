import { describe, expect, it } from 'vitest'
import { SIWX_SERVER_ERRORS } from './errors.js'
import { normalizeSessionQuery } from './sessionQuery.js'
import { evmAccount, SOLANA_NETWORK, solanaAccount } from './testFixtures.js'

const flipCase = (address: string) =>
  `0x${[...address.slice(2)].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')}`

describe('normalizeSessionQuery', () => {
  it('checksums an EVM address given in any letter case, a wrong checksum included', () => {
    for (const address of [
      evmAccount.address.toLowerCase(),
      evmAccount.address.toUpperCase().replace('0X', '0x'),
      flipCase(evmAccount.address),
    ]) {
      expect(normalizeSessionQuery({ caipNetworkId: 'eip155:1', address })).toEqual({
        caipNetworkId: 'eip155:1',
        address: evmAccount.address,
      })
    }
  })

  it('keeps the address of another namespace as given, even one that looks like an EVM address', () => {
    expect(normalizeSessionQuery({ caipNetworkId: SOLANA_NETWORK, address: solanaAccount.address }).address).toBe(
      solanaAccount.address,
    )
    const lower = evmAccount.address.toLowerCase()
    expect(
      normalizeSessionQuery({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', address: lower }).address,
    ).toBe(lower)
  })

  it('keeps an eip155 address that is no EVM address as given (it matches no session)', () => {
    expect(normalizeSessionQuery({ caipNetworkId: 'eip155:1', address: 'not-an-address' }).address).toBe(
      'not-an-address',
    )
  })

  it.each([
    [{ caipNetworkId: 'eip155:1' }],
    [{ address: evmAccount.address }],
    [{ caipNetworkId: 'eip155', address: evmAccount.address }],
    [{ caipNetworkId: null, address: null }],
  ])('refuses %o with 400', (query) => {
    expect(() => normalizeSessionQuery(query)).toThrow(
      expect.objectContaining({
        name: 'SiwxServerError',
        message: SIWX_SERVER_ERRORS.invalidSessionQuery,
        status: 400,
      }),
    )
  })
})
