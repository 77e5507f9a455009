import { base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinNetworkOf, BITCOIN_REGTEST_ID } from '../../../core/bitcoinNetworks.js'
import { isUserRejection } from '../../../core/errorMessage.js'
import { createUnisatWallet, type UnisatProvider } from './unisatWallet.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
const PAY = 'bcrt1qpayment'
const ORD = 'bcrt1pordinals'
const KEY = `03${'ef'.repeat(32)}`

const unisat = (overrides: Partial<UnisatProvider> = {}): UnisatProvider => ({
  requestAccounts: async () => [PAY],
  getAccounts: async () => [PAY],
  getPublicKey: async () => KEY,
  signMessage: async () => 'sig',
  signPsbt: async () => 'beef',
  sendBitcoin: async () => 'txid',
  ...overrides,
})

describe('Unisat', () => {
  it('answers its first address as the payment account, with its key only when the key is hex of 32 or 33 bytes', async () => {
    const connect = (overrides: Partial<UnisatProvider>) => createUnisatWallet(unisat(overrides)).connect(regtest)
    expect(await connect({ requestAccounts: async () => [PAY, ORD] })).toStrictEqual([
      { address: PAY, purpose: 'payment', publicKey: KEY },
    ])
    for (const getPublicKey of [
      async () => 'ab'.repeat(31),
      async () => `zz${KEY}`,
      async () => `${KEY}zz`,
      async () => Promise.reject(1),
    ])
      expect(await connect({ getPublicKey })).toStrictEqual([{ address: PAY, purpose: 'payment' }])
  })

  it('an answer without an address is refused', async () => {
    for (const requestAccounts of [async () => [], async () => [7] as never, async () => 'bcrt1q' as never])
      await expect(createUnisatWallet(unisat({ requestAccounts })).connect(regtest)).rejects.toMatchObject({
        code: 'INVALID_ACCOUNTS',
        message: 'The wallet shared no Bitcoin address',
      })
  })

  it('restore uses the accounts already granted; none, or a failure, restores nothing', async () => {
    expect(await createUnisatWallet(unisat()).restore(regtest)).toEqual([
      { address: PAY, purpose: 'payment', publicKey: KEY },
    ])
    const failing = unisat({ getAccounts: () => Promise.reject(new Error('locked')) })
    expect(await createUnisatWallet(failing).restore(regtest)).toBeUndefined()
    expect(await createUnisatWallet(unisat({ getAccounts: async () => 'x' as never })).restore(regtest)).toBeUndefined()
  })

  it('a rejection keeps the wallet’s message; any other error is passed on as thrown', async () => {
    const rejecting = unisat({ signMessage: () => Promise.reject({ code: 4001, message: 'Cancelled by user' }) })
    const error = await createUnisatWallet(rejecting)
      .signMessage(PAY, 'hi', regtest)
      .catch((e: unknown) => e)
    expect(error).toSatisfy(isUserRejection)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ message: 'Cancelled by user', cause: { code: 4001, message: 'Cancelled by user' } })
    const broken = new Error('boom')
    const failing = unisat({ sendBitcoin: () => Promise.reject(broken) })
    await expect(createUnisatWallet(failing).sendTransfer!(PAY, 1n, regtest)).rejects.toBe(broken)
    const nullError = unisat({ sendBitcoin: () => Promise.reject(null) })
    await expect(createUnisatWallet(nullError).sendTransfer!(PAY, 1n, regtest)).rejects.toBeNull()
  })

  it('reads a 65-byte signature as BIP-137', async () => {
    const legacy = base64.encode(Uint8Array.of(40, ...new Array(64).fill(2)))
    const wallet = createUnisatWallet(unisat({ signMessage: async () => legacy }))
    expect(await wallet.signMessage(PAY, 'hi', regtest)).toEqual({ signature: legacy, protocol: 'bip137' })
  })

  it('signPsbt lists every input of every address and reads hex of either case; other answers are refused', async () => {
    const signPsbt = vi.fn(async () => 'BEef')
    const wallet = createUnisatWallet(unisat({ signPsbt }))
    expect(await wallet.signPsbt!(Uint8Array.of(0xab), { [PAY]: [0, 2], [ORD]: [1] }, regtest)).toEqual(
      Uint8Array.of(0xbe, 0xef),
    )
    expect(signPsbt).toHaveBeenCalledWith('ab', {
      autoFinalized: false,
      toSignInputs: [
        { index: 0, address: PAY },
        { index: 2, address: PAY },
        { index: 1, address: ORD },
      ],
    })
    for (const answer of ['bee', '', 'zzee', 'eezz', 7, 1234])
      await expect(
        createUnisatWallet(unisat({ signPsbt: async () => answer as string })).signPsbt!(Uint8Array.of(1), {}, regtest),
      ).rejects.toMatchObject({ code: 'INVALID_RESPONSE', message: 'The wallet sent an invalid answer to signPsbt' })
  })

  it('sendTransfer sends the amount in sats and answers the wallet’s txid', async () => {
    const sendBitcoin = vi.fn(async () => 'txid')
    expect(await createUnisatWallet(unisat({ sendBitcoin })).sendTransfer!(ORD, 5000n, regtest)).toBe('txid')
    expect(sendBitcoin).toHaveBeenCalledWith(ORD, 5000)
  })

  it('account changes come from on("accountsChanged"), and the unsubscriber removes that same handler', () => {
    const on = vi.fn()
    const removeListener = vi.fn()
    const listener = vi.fn()
    const stop = createUnisatWallet(unisat({ on, removeListener })).onAccountsChanged!(listener)
    expect(on).toHaveBeenCalledWith('accountsChanged', expect.any(Function))
    on.mock.calls[0]![1]([PAY])
    expect(listener).toHaveBeenCalledOnce()
    stop()
    expect(removeListener).toHaveBeenCalledWith('accountsChanged', on.mock.calls[0]![1])
  })

  it('disconnecting asks nothing of the wallet, and provider() is the injected object', async () => {
    const provider = unisat()
    const wallet = createUnisatWallet(provider)
    await expect(wallet.disconnect()).resolves.toBeUndefined()
    expect(wallet.provider()).toBe(provider)
  })
})
