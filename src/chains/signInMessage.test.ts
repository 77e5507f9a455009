import { parseSignInMessageText } from '@solana/wallet-standard-util'
import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import type { SiwxMessageFields } from '../core/siwx.js'
import { createSiwxMessage } from './signInMessage.js'

const base: Omit<SiwxMessageFields, 'accountAddress' | 'chainId'> = {
  domain: '127.0.0.1:14173',
  uri: 'http://127.0.0.1:14173',
  version: '1',
  nonce: 'Abc123def456GHI7',
  statement: 'Sign in to the wallet-modal demo.',
  resources: ['https://example.com/terms'],
  requestId: 'req-1',
  issuedAt: '2026-11-22T10:00:00.000Z',
  notBefore: '2026-11-22T10:00:00.000Z',
  expirationTime: '2026-11-23T10:00:00.000Z',
}

describe('createSiwxMessage', () => {
  it('writes EIP-4361 that the reference siwe package parses back field for field', () => {
    const text = createSiwxMessage({
      ...base,
      accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 'eip155:31337',
    })
    const parsed = new SiweMessage(text)
    expect(parsed.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(parsed.chainId).toBe(31337)
    expect(parsed.domain).toBe(base.domain)
    expect(parsed.uri).toBe(base.uri)
    expect(parsed.nonce).toBe(base.nonce)
    expect(parsed.statement).toBe(base.statement)
    expect(parsed.resources).toEqual(base.resources)
    expect(parsed.requestId).toBe(base.requestId)
    expect(parsed.issuedAt).toBe(base.issuedAt)
    expect(parsed.expirationTime).toBe(base.expirationTime)
    expect(parsed.notBefore).toBe(base.notBefore)
  })

  it('writes CAIP-122 Sign-In With Solana carrying the CAIP-2 id', () => {
    const address = '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u'
    const text = createSiwxMessage({
      ...base,
      accountAddress: address,
      chainId: 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE',
    })
    expect(text.startsWith(`${base.domain} wants you to sign in with your Solana account:\n${address}`)).toBe(true)
    const parsed = parseSignInMessageText(text)
    expect(parsed).toMatchObject({
      domain: base.domain,
      address,
      chainId: 'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE',
      nonce: base.nonce,
      uri: base.uri,
      expirationTime: base.expirationTime,
    })
  })

  // The last column: the statement Solana's own parser (@solana/wallet-standard-util) reads back; it reads only the Solana wording.
  it.each([
    [
      'Solana',
      '83xaygDkAM9tkFEgtP1Gj1PtVWZiBa2xSrtWGtv1Hf9u',
      'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE',
      'solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE',
      base.statement,
    ],
    ['Ethereum', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'eip155:31337', '31337', undefined],
  ] as const)(
    'writes every line of the %s message, the statement included (EIP-4361 and CAIP-122 layouts)',
    (chain, accountAddress, chainId, chainIdLine, parsedStatement) => {
      const text = createSiwxMessage({ ...base, accountAddress, chainId })
      expect(text.split('\n')).toEqual([
        `127.0.0.1:14173 wants you to sign in with your ${chain} account:`,
        accountAddress,
        '',
        'Sign in to the wallet-modal demo.',
        '',
        'URI: http://127.0.0.1:14173',
        'Version: 1',
        `Chain ID: ${chainIdLine}`,
        'Nonce: Abc123def456GHI7',
        'Issued At: 2026-11-22T10:00:00.000Z',
        'Expiration Time: 2026-11-23T10:00:00.000Z',
        'Not Before: 2026-11-22T10:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://example.com/terms',
      ])
      expect(parseSignInMessageText(text)?.statement).toBe(parsedStatement)
    },
  )

  it('writes CAIP-122 on Bitcoin, with the full CAIP-2 id', () => {
    const text = createSiwxMessage({
      ...base,
      accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      '127.0.0.1:14173 wants you to sign in with your Bitcoin account:',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    ])
    expect(text).toContain('\nChain ID: bip122:000000000019d6689c085ae165831e93\n')
  })

  it('refuses a namespace other than EVM, Solana or Bitcoin', () => {
    expect(() => createSiwxMessage({ ...base, accountAddress: 'cosmos1q', chainId: 'cosmos:cosmoshub-4' })).toThrow(
      'Unsupported chain',
    )
  })
})
