import { describe, expect, it } from 'vitest'
import {
  buildNameRegistrationMessage,
  MAX_NAME_MESSAGE_LENGTH,
  parseNameRegistrationMessage,
  type NameRegistrationFields,
} from './registrationMessage.js'

const FIELDS: NameRegistrationFields = {
  name: 'alice1234.modal.id',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  coinType: 60,
  domain: '127.0.0.1:14273',
  nonce: '0123456789abcdef0123456789abcdef',
  issuedAt: '2026-11-23T19:00:00.000Z',
}

describe('name registration message', () => {
  it('builds the documented text and parses it back to the same fields', () => {
    const text = buildNameRegistrationMessage(FIELDS)
    expect(text).toBe(
      [
        'Register alice1234.modal.id for this account.',
        '',
        'Name: alice1234.modal.id',
        'Address: 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        'Coin type: 60',
        'Domain: 127.0.0.1:14273',
        'Nonce: 0123456789abcdef0123456789abcdef',
        'Issued At: 2026-11-23T19:00:00.000Z',
      ].join('\n'),
    )
    expect(parseNameRegistrationMessage(text)).toEqual(FIELDS)
  })

  it('round-trips a Solana registration (coin type 501, base58 address)', () => {
    const solana = { ...FIELDS, coinType: 501, address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' }
    expect(parseNameRegistrationMessage(buildNameRegistrationMessage(solana))).toEqual(solana)
  })

  it.each([
    ['a title naming another name', (t: string) => t.replace('Register alice1234', 'Register bob12345')],
    ['an extra line', (t: string) => `${t}\nResources: x`],
    ['a missing line', (t: string) => t.replace('Coin type: 60\n', '')],
    [
      'lines in another order',
      (t: string) =>
        t.replace(
          'Domain: 127.0.0.1:14273\nNonce: 0123456789abcdef0123456789abcdef',
          'Nonce: 0123456789abcdef0123456789abcdef\nDomain: 127.0.0.1:14273',
        ),
    ],
    ['a short nonce', (t: string) => t.replace('0123456789abcdef0123456789abcdef', 'abc')],
    ['a coin type with a sign', (t: string) => t.replace('Coin type: 60', 'Coin type: -60')],
    ['an impossible date', (t: string) => t.replace('2026-11-23T19', '2026-13-45T99')],
    ['Windows line ends', (t: string) => t.replaceAll('\n', '\r\n')],
  ])('refuses %s', (_, edit) => {
    expect(parseNameRegistrationMessage(edit(buildNameRegistrationMessage(FIELDS)))).toBeUndefined()
  })

  it('refuses a text over the length limit before parsing it', () => {
    const long = buildNameRegistrationMessage({ ...FIELDS, domain: 'd'.repeat(MAX_NAME_MESSAGE_LENGTH) })
    expect(parseNameRegistrationMessage(long)).toBeUndefined()
  })

  it('takes a text of exactly the length limit', () => {
    const base = buildNameRegistrationMessage(FIELDS)
    const domain = FIELDS.domain + 'd'.repeat(MAX_NAME_MESSAGE_LENGTH - base.length)
    const exact = buildNameRegistrationMessage({ ...FIELDS, domain })
    expect(exact).toHaveLength(MAX_NAME_MESSAGE_LENGTH)
    expect(parseNameRegistrationMessage(exact)).toMatchObject({ domain })
  })
})
