import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinNetworkOf, BITCOIN_REGTEST_ID } from '../../../core/bitcoinNetworks.js'
import { createStandardBitcoinWallet } from './standardWallet.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
// Real regtest addresses: purposes of granted accounts come from the decoded address type.
const WPKH = 'bcrt1qxhwlfpl2eh2yzpayrlg7dmy5jfr6yzyckt3nv8'
const TR = 'bcrt1p7yu5dsly83jg5tkxcljsa30vnpdpl22wr6rty98t6x6p6ekz2gkqcckz99'

const account = (address: string, publicKey = Uint8Array.of(2, ...new Array(32).fill(10))): WalletAccount => ({
  address,
  publicKey,
  chains: ['bitcoin:regtest'],
  features: [],
})
const standard = (features: Record<string, unknown>, accounts: WalletAccount[] = []): Wallet =>
  ({ version: '1.0.0', name: 'W', icon: 'data:image/svg+xml,', chains: [], accounts, features }) as unknown as Wallet

describe('a Bitcoin Wallet Standard wallet', () => {
  it('carrying a sats-connect provider is driven through it, and provider() is still the standard wallet', async () => {
    const request = vi.fn(async () => ({ result: { addresses: [{ address: WPKH, purpose: 'payment' }] } }))
    const wallet = standard({ 'sats-connect:': { provider: { request } }, 'bitcoin:connect': { connect: vi.fn() } })
    const wrapped = createStandardBitcoinWallet(wallet)
    expect(await wrapped.connect(regtest)).toEqual([{ address: WPKH, purpose: 'payment' }])
    expect(request).toHaveBeenCalledWith('getAddresses', expect.anything())
    expect(wrapped.provider()).toBe(wallet)
  })

  it('connect takes the first two accounts as payment and ordinals, with the key as zero-padded hex', async () => {
    const connect = vi.fn(async () => ({
      accounts: [account(WPKH), account(TR, new Uint8Array()), account('third')],
    }))
    const wallet = standard({ 'sats-connect:': {}, 'bitcoin:connect': { connect } })
    expect(await createStandardBitcoinWallet(wallet).connect(regtest)).toStrictEqual([
      { address: WPKH, purpose: 'payment', publicKey: `02${'0a'.repeat(32)}` },
      { address: TR, purpose: 'ordinals' },
    ])
    expect(connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] })
  })

  it('without bitcoin:connect, connecting fails with no account', async () => {
    await expect(createStandardBitcoinWallet(standard({})).connect(regtest)).rejects.toMatchObject({
      code: 'NO_ACCOUNT',
      message: 'The wallet shared no Bitcoin address',
    })
  })

  it('restore answers the granted accounts, Taproot ones for ordinals; none granted restores nothing', async () => {
    const wallet = standard({}, [account(TR), account(WPKH)])
    expect((await createStandardBitcoinWallet(wallet).restore(regtest))?.map((a) => [a.address, a.purpose])).toEqual([
      [TR, 'ordinals'],
      [WPKH, 'payment'],
    ])
    expect(await createStandardBitcoinWallet(standard({})).restore(regtest)).toBeUndefined()
  })

  it('an account the wallet gives without a public key is kept without one', async () => {
    const keyless = { ...account(WPKH), publicKey: undefined } as unknown as WalletAccount
    expect(await createStandardBitcoinWallet(standard({}, [keyless])).restore(regtest)).toStrictEqual([
      { address: WPKH, purpose: 'payment' },
    ])
  })

  it('provider() is the standard wallet itself', () => {
    const wallet = standard({ 'bitcoin:connect': {} })
    expect(createStandardBitcoinWallet(wallet).provider()).toBe(wallet)
  })

  it('disconnect calls standard:disconnect when the wallet has it', async () => {
    const disconnect = vi.fn(async () => undefined)
    await createStandardBitcoinWallet(standard({ 'standard:disconnect': { disconnect } })).disconnect()
    expect(disconnect).toHaveBeenCalledOnce()
    await expect(createStandardBitcoinWallet(standard({})).disconnect()).resolves.toBeUndefined()
  })

  it('signMessage signs the UTF-8 bytes with the granted account; 65 bytes with a 27-42 header are BIP-137', async () => {
    const pay = account(WPKH)
    const answer = { signature: Uint8Array.of(27, ...new Array(64).fill(1)) }
    const signMessage = vi.fn(async (_input: unknown) => [answer])
    const wrapped = createStandardBitcoinWallet(standard({ 'bitcoin:signMessage': { signMessage } }, [pay]))
    expect(await wrapped.signMessage(WPKH, 'hé', regtest)).toEqual({
      signature: base64.encode(answer.signature),
      protocol: 'bip137',
    })
    expect(signMessage).toHaveBeenCalledWith({ account: pay, message: new TextEncoder().encode('hé') })
    answer.signature = Uint8Array.of(42, ...new Array(64).fill(1))
    expect((await wrapped.signMessage(WPKH, 'hi', regtest)).protocol).toBe('bip137')
    for (const signature of [
      Uint8Array.of(43, ...new Array(64).fill(1)),
      Uint8Array.of(26, ...new Array(64).fill(1)),
      Uint8Array.of(31, ...new Array(63).fill(1)),
    ]) {
      answer.signature = signature
      expect((await wrapped.signMessage(WPKH, 'hi', regtest)).protocol).toBe('bip322')
    }
  })

  it('signMessage fails without the feature, for an address not granted, and on an answer without bytes', async () => {
    await expect(
      createStandardBitcoinWallet(standard({}, [account(WPKH)])).signMessage(WPKH, 'hi', regtest),
    ).rejects.toMatchObject({
      code: 'UNSUPPORTED_METHOD',
      message: 'The wallet sent an invalid answer to bitcoin:signMessage',
    })
    const signMessage = vi.fn(async () => [{ signature: 'AAAA' }])
    const wrapped = createStandardBitcoinWallet(standard({ 'bitcoin:signMessage': { signMessage } }, [account(WPKH)]))
    await expect(wrapped.signMessage(TR, 'hi', regtest)).rejects.toMatchObject({ code: 'NO_ACCOUNT' })
    expect(signMessage).not.toHaveBeenCalled()
    await expect(wrapped.signMessage(WPKH, 'hi', regtest)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'The wallet sent an invalid answer to bitcoin:signMessage',
    })
    signMessage.mockResolvedValueOnce([])
    await expect(wrapped.signMessage(WPKH, 'hi', regtest)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('signPsbt names each address’s granted account and its input indexes; an answer without bytes is refused', async () => {
    const pay = account(WPKH)
    const ord = account(TR)
    const signTransaction = vi.fn(async (_input: unknown) => [{ signedPsbt: 'psbt' as unknown }])
    const wrapped = createStandardBitcoinWallet(
      standard({ 'bitcoin:signTransaction': { signTransaction } }, [pay, ord]),
    )
    await expect(wrapped.signPsbt!(Uint8Array.of(1), { [WPKH]: [0], [TR]: [1, 2] }, regtest)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'The wallet sent an invalid answer to bitcoin:signTransaction',
    })
    expect(signTransaction).toHaveBeenCalledWith({
      psbt: Uint8Array.of(1),
      chain: 'bitcoin:regtest',
      inputsToSign: [
        { account: pay, signingIndexes: [0] },
        { account: ord, signingIndexes: [1, 2] },
      ],
    })
    signTransaction.mockResolvedValueOnce([])
    await expect(wrapped.signPsbt!(Uint8Array.of(1), {}, regtest)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('account changes are standard:events changes that carry accounts', () => {
    let fire: (properties: { accounts?: unknown[] }) => void = () => undefined
    const off = vi.fn()
    const on = vi.fn((_event: string, l: typeof fire) => {
      fire = l
      return off
    })
    const listener = vi.fn()
    const stop = createStandardBitcoinWallet(standard({ 'standard:events': { on } })).onAccountsChanged!(listener)
    expect(on).toHaveBeenCalledWith('change', expect.any(Function))
    fire({})
    expect(listener).not.toHaveBeenCalled()
    fire({ accounts: [] })
    expect(listener).toHaveBeenCalledOnce()
    stop()
    expect(off).toHaveBeenCalledOnce()
    expect(() => createStandardBitcoinWallet(standard({})).onAccountsChanged!(listener)()).not.toThrow()
  })
})
