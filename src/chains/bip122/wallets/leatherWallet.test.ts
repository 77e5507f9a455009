import { base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinNetworkOf, BITCOIN_REGTEST_ID } from '../../../core/bitcoinNetworks.js'
import { createLeatherWallet } from './leatherWallet.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
const PAY = 'bcrt1qpayment'
const ORD = 'bcrt1pordinals'
const TXID = 'cd'.repeat(32)
const LEGACY = base64.encode(Uint8Array.of(31, ...new Array(64).fill(1)))

/** A Leather provider: getAddresses answers a p2wpkh and a p2tr entry, other methods `answers[method]`. */
function leather(answers: Record<string, unknown> = {}) {
  const request = vi.fn(async (method: string, _params?: unknown) => ({
    jsonrpc: '2.0',
    id: '1',
    result:
      method === 'getAddresses'
        ? {
            addresses: [
              { symbol: 'BTC', type: 'p2wpkh', address: PAY },
              { symbol: 'BTC', type: 'p2tr', address: ORD },
            ],
          }
        : answers[method],
  }))
  return { request }
}

describe('Leather', () => {
  it('connect asks getAddresses on the network; restore has nothing (Leather prompts on every load)', async () => {
    const provider = leather()
    const wallet = createLeatherWallet(provider)
    expect((await wallet.connect(regtest)).map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
    expect(provider.request).toHaveBeenCalledWith('getAddresses', { network: 'regtest' })
    expect(await wallet.restore(regtest)).toBeUndefined()
    expect(wallet.provider()).toBe(provider)
  })

  it('signs a message with the Taproot payment type for the Taproot address, until disconnected', async () => {
    const provider = leather({ signMessage: { signature: LEGACY } })
    const wallet = createLeatherWallet(provider)
    await wallet.connect(regtest)
    expect(await wallet.signMessage(ORD, 'hi', regtest)).toEqual({ signature: LEGACY, protocol: 'bip137' })
    expect(provider.request).toHaveBeenLastCalledWith('signMessage', {
      message: 'hi',
      paymentType: 'p2tr',
      type: 'bip322',
      network: 'regtest',
    })
    await wallet.disconnect()
    await wallet.signMessage(ORD, 'hi', regtest)
    expect(provider.request).toHaveBeenLastCalledWith('signMessage', expect.objectContaining({ paymentType: 'p2wpkh' }))
  })

  it('an answer to getAddresses holding no list is an invalid answer to getAddresses', async () => {
    const provider = { request: async () => ({ jsonrpc: '2.0', id: '1', result: 'nonsense' }) }
    await expect(createLeatherWallet(provider).connect(regtest)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'The wallet sent an invalid answer to getAddresses',
    })
  })

  it('refuses a signature answer without a signature', async () => {
    const wallet = createLeatherWallet(leather({ signMessage: { signature: '' } }))
    await expect(wallet.signMessage(PAY, 'hi', regtest)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'The wallet sent an invalid answer to signMessage',
    })
  })

  it('signPsbt signs every named input index and reads hex of either case; other answers are refused', async () => {
    const provider = leather({ signPsbt: { hex: 'ABcd' } })
    const wallet = createLeatherWallet(provider)
    expect(await wallet.signPsbt!(Uint8Array.of(0xff), { [PAY]: [0], [ORD]: [1, 2] }, regtest)).toEqual(
      Uint8Array.of(0xab, 0xcd),
    )
    expect(provider.request).toHaveBeenLastCalledWith('signPsbt', {
      hex: 'ff',
      signAtIndex: [0, 1, 2],
      network: 'regtest',
      broadcast: false,
    })
    for (const hex of ['abc', '', 'zz', 'abzz', 'zzab'])
      await expect(
        createLeatherWallet(leather({ signPsbt: { hex } })).signPsbt!(Uint8Array.of(1), {}, regtest),
      ).rejects.toMatchObject({ message: 'The wallet sent an invalid answer to signPsbt' })
  })

  it('sendTransfer pays the amount as decimal text on the network and answers the txid', async () => {
    const provider = leather({ sendTransfer: { txid: TXID } })
    expect(await createLeatherWallet(provider).sendTransfer!(PAY, 9_007_199_254_740_993n, regtest)).toBe(TXID)
    expect(provider.request).toHaveBeenLastCalledWith('sendTransfer', {
      recipients: [{ address: PAY, amount: '9007199254740993' }],
      network: 'regtest',
    })
    for (const txid of [TXID.toUpperCase(), TXID.slice(2), `${TXID}00`, `zz${TXID.slice(2)}`])
      await expect(
        createLeatherWallet(leather({ sendTransfer: { txid } })).sendTransfer!(PAY, 1n, regtest),
      ).rejects.toMatchObject({ message: 'The wallet sent an invalid answer to sendTransfer' })
  })
})
