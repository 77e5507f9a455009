import { describe, expect, it } from 'vitest'
import { isEvmAddress } from '../eip155/isEvmAddress.js'
import { isSolanaAddress } from '../solana/isSolanaAddress.js'
import { accountsOn, sameAddress, validateApprovedNamespaces } from './namespaces.js'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOL = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const LOCAL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const requested = { eip155: { chains: ['eip155:31337', 'eip155:31338'] }, solana: { chains: [LOCAL] } }
const options = { isAddress: { eip155: isEvmAddress, solana: isSolanaAddress } }
const ns = (accounts: unknown) => ({ accounts, methods: [], events: [] })

describe('validateApprovedNamespaces', () => {
  it('returns every approved account, parsed, by namespace, in the wallet’s order', () => {
    const accounts = validateApprovedNamespaces(
      { eip155: ns([`eip155:31338:${B}`, `eip155:31337:${A}`, `eip155:31337:${A}`]), solana: ns([`${LOCAL}:${SOL}`]) },
      requested,
      { ...options, required: ['eip155'] },
    )
    expect(accounts.eip155).toEqual([
      { caipAddress: `eip155:31338:${B}`, caipNetworkId: 'eip155:31338', namespace: 'eip155', address: B },
      { caipAddress: `eip155:31337:${A}`, caipNetworkId: 'eip155:31337', namespace: 'eip155', address: A },
    ])
    expect(accounts.solana).toEqual([
      { caipAddress: `${LOCAL}:${SOL}`, caipNetworkId: LOCAL, namespace: 'solana', address: SOL },
    ])
  })

  it('ignores accounts on chains that were not requested (chain 1; mainnet Solana when only the local cluster was asked; a namespace not asked for): Sign spec 2.8', () => {
    expect(validateApprovedNamespaces({ eip155: ns([`eip155:1:${A}`]) }, requested, options)).toEqual({})
    expect(() =>
      validateApprovedNamespaces({ eip155: ns([`eip155:1:${A}`]) }, requested, { ...options, required: ['eip155'] }),
    ).toThrow('The wallet approved no EVM account on the networks this app asked for. The connection was closed.')
    expect(
      validateApprovedNamespaces(
        { eip155: ns([`eip155:31337:${A}`]), solana: ns([`${MAINNET}:${SOL}`]) },
        requested,
        options,
      ),
    ).toEqual({
      eip155: [{ caipAddress: `eip155:31337:${A}`, caipNetworkId: 'eip155:31337', namespace: 'eip155', address: A }],
    })
    expect(validateApprovedNamespaces({ cosmos: ns(['cosmos:cosmoshub-4:cosmos1abc']) }, requested, options)).toEqual(
      {},
    )
  })

  it('refuses accounts that are not CAIP-10, not addresses of their namespace, or listed under another namespace', () => {
    for (const account of [
      'eip155:31337:0xnot-an-address',
      'eip155:31337:0x1234',
      `eip155:31337:${A.slice(0, 5)}${A.slice(5).toLowerCase().replace('c', 'C')}`, // a broken EIP-55 checksum
      `eip155:31337`,
      `eip155:31337:${A}:extra`,
      `EIP155:31337:${A}`,
      `solana:${LOCAL.slice(7)}:${A}`,
      `eip155:31337:${A}\n`,
      '',
      42,
      null,
      { account: A },
    ]) {
      const error = (() => {
        try {
          validateApprovedNamespaces({ eip155: ns([account]) }, requested, options)
        } catch (e) {
          return e as Error & { code: string }
        }
      })()
      expect(error?.message, JSON.stringify(account)).toMatch(
        /^The wallet approved an invalid account \(.*\)\. The connection was closed\.$/s,
      )
      expect(error?.code).toBe('INVALID_ACCOUNTS')
    }
    expect(() => validateApprovedNamespaces({ solana: ns([`${LOCAL}:0xnot-base58`]) }, requested, options)).toThrow(
      'invalid account',
    )
    expect(() => validateApprovedNamespaces({ solana: ns([`${LOCAL}:${A}`]) }, requested, options)).toThrow(
      'invalid account',
    )
  })

  it('refuses namespaces without an accounts array, and a non-object', () => {
    expect(() => validateApprovedNamespaces({ eip155: { methods: [] } }, requested, options)).toThrow('invalid account')
    expect(() => validateApprovedNamespaces({ eip155: ns(`eip155:31337:${A}`) }, requested, options)).toThrow(
      'invalid account',
    )
    expect(() => validateApprovedNamespaces({ eip155: null }, requested, options)).toThrow('invalid account')
    for (const approved of [null, undefined, 'eip155', [ns([])]])
      expect(() => validateApprovedNamespaces(approved, requested, options)).toThrow(
        'The wallet approved a session WalletConnect does not allow (Namespaces must be an object of namespaces). The connection was closed.',
      )
  })

  it('a CAIP-25 key with its chain (eip155:31337) counts as its namespace', () => {
    expect(
      validateApprovedNamespaces({ 'eip155:31337': ns([`eip155:31337:${A}`]) }, requested, options).eip155,
    ).toHaveLength(1)
    expect(() => validateApprovedNamespaces({ 'solana:x': ns([`eip155:31337:${A}`]) }, requested, options)).toThrow(
      'invalid account',
    )
  })

  it('requires an account in each required namespace', () => {
    expect(() =>
      validateApprovedNamespaces({ solana: ns([`${LOCAL}:${SOL}`]) }, requested, { ...options, required: ['eip155'] }),
    ).toThrow('The wallet approved no EVM account on the networks this app asked for. The connection was closed.')
    // An empty accounts list is refused by the spec itself (2.1).
    expect(() =>
      validateApprovedNamespaces({ eip155: ns([]) }, requested, { ...options, required: ['eip155'] }),
    ).toThrow('(Accounts must not be empty)')
    expect(() => validateApprovedNamespaces({}, requested, { ...options, required: ['solana'] })).toThrow(
      'no Solana account',
    )
    expect(validateApprovedNamespaces({}, requested, options)).toEqual({})
  })

  it('shortens what it quotes from the wallet', () => {
    const long = `eip155:31337:${'a'.repeat(500)}`
    expect(() => validateApprovedNamespaces({ eip155: ns([long]) }, requested, options)).toThrow(
      /\(eip155:31337:a{106}…\)/,
    )
  })
})

describe('accountsOn / sameAddress', () => {
  const accounts = validateApprovedNamespaces(
    { eip155: ns([`eip155:31337:${A}`, `eip155:31338:${B}`, `eip155:31337:${B}`]) },
    requested,
    options,
  ).eip155!
  it('lists the addresses of one chain, in order', () => {
    expect(accountsOn(accounts, 'eip155:31337')).toEqual([A, B])
    expect(accountsOn(accounts, 'eip155:31338')).toEqual([B])
    expect(accountsOn(accounts, 'eip155:1')).toEqual([])
  })
  it('compares EVM addresses without case, others exactly', () => {
    expect(sameAddress('eip155', A, A.toLowerCase())).toBe(true)
    expect(sameAddress('solana', SOL, SOL.toLowerCase())).toBe(false)
  })
})
