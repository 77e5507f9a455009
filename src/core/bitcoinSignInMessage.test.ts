import { describe, expect, it } from 'vitest'
import { createBitcoinSignInMessage } from './bitcoinSignInMessage.js'
import type { SiwxMessageFields } from './siwx.js'

const fields: SiwxMessageFields = {
  domain: 'app.example.com',
  accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  chainId: 'bip122:000000000019d6689c085ae165831e93',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'abcdefgh12345678',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

/** The message's first lines for {@link fields}: who asks, the account, a blank line. */
const HEADER_LINES = [
  'app.example.com wants you to sign in with your Bitcoin account:',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  '',
]

/** The required field lines for {@link fields}, in order. */
const REQUIRED_FIELD_LINES = [
  'URI: https://app.example.com/login',
  'Version: 1',
  'Chain ID: bip122:000000000019d6689c085ae165831e93',
  'Nonce: abcdefgh12345678',
  'Issued At: 2026-01-01T00:00:00.000Z',
]

describe('createBitcoinSignInMessage (CAIP-122 on Bitcoin)', () => {
  it('has only the required lines when no optional field is given', () => {
    expect(createBitcoinSignInMessage(fields)).toBe([...HEADER_LINES, ...REQUIRED_FIELD_LINES].join('\n'))
  })

  it('adds the statement and every optional line, in order', () => {
    const message = createBitcoinSignInMessage({
      ...fields,
      statement: 'Sign in to Example',
      expirationTime: '2026-01-02T00:00:00.000Z',
      notBefore: '2026-01-01T00:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://example.com/a', 'ipfs://b'],
    })
    expect(message.split('\n')).toEqual([
      ...HEADER_LINES,
      'Sign in to Example',
      '',
      ...REQUIRED_FIELD_LINES,
      'Expiration Time: 2026-01-02T00:00:00.000Z',
      'Not Before: 2026-01-01T00:00:00.000Z',
      'Request ID: req-1',
      'Resources:',
      '- https://example.com/a',
      '- ipfs://b',
    ])
  })

  it('keeps an empty Request ID, which CAIP-122 allows', () => {
    expect(createBitcoinSignInMessage({ ...fields, requestId: '' }).endsWith('\nRequest ID: ')).toBe(true)
  })
})
