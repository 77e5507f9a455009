import { describe, expect, it } from 'vitest'
import { accountsOfAnswer } from './accounts.js'

const KEY = `02${'ab'.repeat(32)}`
const X_ONLY = 'CD'.repeat(32)

describe('the Bitcoin accounts of a wallet’s answer', () => {
  it('reads `{ addresses }` and a bare list, keeping a key and type only when the wallet gave them', () => {
    expect(accountsOfAnswer({ addresses: [{ address: 'a1', purpose: 'payment' }] }, 'm')).toStrictEqual([
      { address: 'a1', purpose: 'payment' },
    ])
    expect(
      accountsOfAnswer([{ address: 'a2', purpose: 'ordinals', publicKey: X_ONLY, addressType: 'p2tr' }], 'm'),
    ).toStrictEqual([{ address: 'a2', purpose: 'ordinals', publicKey: X_ONLY, addressType: 'p2tr' }])
  })

  it('without a purpose: Taproot is for ordinals, any other type for payment; addressType wins over type', () => {
    const accounts = accountsOfAnswer(
      [
        { address: 't', type: 'p2tr' },
        { address: 'w', type: 'p2wpkh', publicKey: KEY },
        { address: 'n' },
        { address: 'both', addressType: 'p2wpkh', type: 'p2tr' },
      ],
      'm',
    )
    expect(accounts).toStrictEqual([
      { address: 't', purpose: 'ordinals', addressType: 'p2tr' },
      { address: 'w', purpose: 'payment', publicKey: KEY, addressType: 'p2wpkh' },
      { address: 'n', purpose: 'payment' },
      { address: 'both', purpose: 'payment', addressType: 'p2wpkh' },
    ])
  })

  it('drops other symbols and purposes, and entries of the wrong shape', () => {
    const accounts = accountsOfAnswer(
      [
        { address: 'stx', symbol: 'STX' },
        { address: 'btc', symbol: 'BTC' },
        { address: 'stacks', purpose: 'stacks' },
        { address: '' },
        { address: 'x'.repeat(129) },
        { address: 'x'.repeat(128) },
        { address: 'short-key', publicKey: 'ab'.repeat(31) },
        { address: 'long-key', publicKey: 'ab'.repeat(34) },
        { address: 'odd-key', publicKey: `${KEY}a` },
        { address: 'prefixed-key', publicKey: `zz${'ab'.repeat(32)}` },
        { address: 'suffixed-key', publicKey: `${'ab'.repeat(32)}zz` },
        { address: 7 },
        'btc',
      ],
      'm',
    )
    expect(accounts.map((a) => a.address)).toEqual(['btc', 'x'.repeat(128)])
  })

  it('an answer holding no list is an invalid answer naming the method', () => {
    for (const answer of [{ addresses: 'a1' }, { accounts: [] }, 'a1', undefined])
      expect(() => accountsOfAnswer(answer, 'wallet_getAccount')).toThrow(
        expect.objectContaining({
          code: 'INVALID_RESPONSE',
          message: 'The wallet sent an invalid answer to wallet_getAccount',
        }),
      )
  })
})
