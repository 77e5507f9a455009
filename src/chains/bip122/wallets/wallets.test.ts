import { describe, expect, it, vi } from 'vitest'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinNetworkOf, BITCOIN_REGTEST_ID } from '../../../core/bitcoinNetworks.js'
import { isUserRejection } from '../../../core/errorMessage.js'
import { createLeatherWallet } from './leatherWallet.js'
import { createSatsConnectWallet } from './satsConnectWallet.js'
import { createStandardBitcoinWallet, isBitcoinStandardWallet } from './standardWallet.js'
import { createUnisatWallet, type UnisatProvider } from './unisatWallet.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
const PAY = 'bcrt1qpayment'
const ORD = 'bcrt1pordinals'
const KEY = `02${'11'.repeat(32)}`
const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id: '1', error: { code, message } })

/** A wallet's JSON-RPC `request` answering each method with `ok(answers[method])`; `calls` records what was asked, in order. */
function recordingRpc(answers: Record<string, unknown>) {
  const calls: [string, unknown][] = []
  const request = async (method: string, params?: unknown) => {
    calls.push([method, params])
    return ok(answers[method])
  }
  return { calls, request }
}

describe('sats-connect wallet', () => {
  it('getAddresses asks for payment and ordinals and keeps only those purposes', async () => {
    const request = vi.fn(async () =>
      ok({
        addresses: [
          { address: ORD, publicKey: KEY, purpose: 'ordinals', addressType: 'p2tr' },
          { address: PAY, publicKey: KEY, purpose: 'payment', addressType: 'p2wpkh' },
          { address: 'SP000', publicKey: KEY, purpose: 'stacks', addressType: 'stacks' },
        ],
      }),
    )
    const accounts = await createSatsConnectWallet({ request }).connect(regtest)
    expect(request).toHaveBeenCalledWith('getAddresses', expect.objectContaining({ purposes: ['payment', 'ordinals'] }))
    expect(accounts).toEqual([
      { address: ORD, publicKey: KEY, purpose: 'ordinals', addressType: 'p2tr' },
      { address: PAY, publicKey: KEY, purpose: 'payment', addressType: 'p2wpkh' },
    ])
  })

  it('a USER_REJECTION (-32000) answer, or a thrown 4001, is a user rejection; another error keeps its message', async () => {
    const rejectedAnswer = createSatsConnectWallet({ request: async () => fail(-32000, 'User rejected') })
    await expect(rejectedAnswer.connect(regtest)).rejects.toSatisfy(isUserRejection)
    const thrown = createSatsConnectWallet({
      request: async () => {
        throw fail(4001, 'no')
      },
    })
    await expect(thrown.connect(regtest)).rejects.toSatisfy(isUserRejection)
    const other = createSatsConnectWallet({ request: async () => fail(-32602, 'Invalid params') })
    await expect(other.connect(regtest)).rejects.toThrow('Invalid params')
    await expect(createSatsConnectWallet({ request: async () => 'what' }).connect(regtest)).rejects.toThrow(
      'The wallet sent an invalid answer to getAddresses',
    )
  })

  it('signMessage asks for BIP322 and reports the protocol the wallet used; signPsbt sends base64 and does not broadcast', async () => {
    const { calls, request } = recordingRpc({
      signMessage: { signature: 'AkcwRA==', protocol: 'ECDSA', address: PAY, messageHash: '' },
      signPsbt: { psbt: base64.encode(Uint8Array.of(9, 9)) },
    })
    const wallet = createSatsConnectWallet({ request })
    expect(await wallet.signMessage(PAY, 'hi', regtest)).toEqual({ signature: 'AkcwRA==', protocol: 'bip137' })
    expect(await wallet.signPsbt!(Uint8Array.of(1, 2), { [PAY]: [0, 1] }, regtest)).toEqual(Uint8Array.of(9, 9))
    expect(calls).toEqual([
      ['signMessage', { address: PAY, message: 'hi', protocol: 'BIP322' }],
      ['signPsbt', { psbt: base64.encode(Uint8Array.of(1, 2)), signInputs: { [PAY]: [0, 1] }, broadcast: false }],
    ])
  })

  it('restore reads wallet_getAccount without a prompt; an error means nothing to restore', async () => {
    expect(
      await createSatsConnectWallet({
        request: async () => ok({ addresses: [{ address: PAY, purpose: 'payment' }] }),
      }).restore(regtest),
    ).toEqual([{ address: PAY, purpose: 'payment' }])
    expect(
      await createSatsConnectWallet({ request: async () => fail(-32002, 'Access denied') }).restore(regtest),
    ).toBeUndefined()
  })
})

describe('Leather RPC', () => {
  it('maps BTC entries by type (p2wpkh payment, p2tr ordinals), drops Stacks, signs BIP-322 with the payment type and PSBTs in hex', async () => {
    const { calls, request } = recordingRpc({
      getAddresses: {
        addresses: [
          { symbol: 'BTC', type: 'p2wpkh', address: PAY, publicKey: KEY, derivationPath: "m/84'/1'/0'/0/0" },
          { symbol: 'BTC', type: 'p2tr', address: ORD, publicKey: KEY, derivationPath: "m/86'/1'/0'/0/0" },
          { symbol: 'STX', address: 'ST1', publicKey: KEY, derivationPath: '' },
        ],
      },
      signMessage: { signature: 'AkcwRA==', address: PAY, message: 'hi' },
      signPsbt: { hex: 'abcd' },
    })
    const wallet = createLeatherWallet({ request })
    expect((await wallet.connect(regtest)).map((a) => [a.address, a.purpose])).toEqual([
      [PAY, 'payment'],
      [ORD, 'ordinals'],
    ])
    expect(await wallet.signMessage(PAY, 'hi', regtest)).toEqual({ signature: 'AkcwRA==', protocol: 'bip322' })
    expect(await wallet.signPsbt!(Uint8Array.of(1), { [PAY]: [0, 2] }, regtest)).toEqual(hex.decode('abcd'))
    expect(calls.slice(1)).toEqual([
      ['signMessage', { message: 'hi', paymentType: 'p2wpkh', type: 'bip322', network: 'regtest' }],
      ['signPsbt', { hex: '01', signAtIndex: [0, 2], network: 'regtest', broadcast: false }],
    ])
  })
})

describe('Unisat', () => {
  const provider = (overrides: Partial<UnisatProvider> = {}): UnisatProvider => ({
    requestAccounts: async () => [PAY],
    getAccounts: async () => [],
    getPublicKey: async () => KEY,
    signMessage: async () => 'sig',
    signPsbt: async () => 'beef',
    sendBitcoin: async () => 'txid',
    ...overrides,
  })
  it('is a single-address wallet: one account, its address, its key', async () => {
    expect(await createUnisatWallet(provider()).connect(regtest)).toEqual([
      { address: PAY, purpose: 'payment', publicKey: KEY },
    ])
    expect(await createUnisatWallet(provider()).restore(regtest)).toBeUndefined()
  })
  it('signs BIP-322 simple, PSBTs on hex without finalizing, and passes a 4001 on as a rejection', async () => {
    const signMessage = vi.fn(async () => 'sig')
    const signPsbt = vi.fn(async () => 'beef')
    const wallet = createUnisatWallet(provider({ signMessage, signPsbt }))
    await wallet.signMessage(PAY, 'hi', regtest)
    expect(signMessage).toHaveBeenCalledWith('hi', 'bip322-simple')
    expect(await wallet.signPsbt!(Uint8Array.of(1), { [PAY]: [0] }, regtest)).toEqual(hex.decode('beef'))
    expect(signPsbt).toHaveBeenCalledWith('01', { autoFinalized: false, toSignInputs: [{ index: 0, address: PAY }] })
    const refusing = createUnisatWallet(
      provider({ requestAccounts: async () => Promise.reject({ code: 4001, message: 'User rejected the request.' }) }),
    )
    await expect(refusing.connect(regtest)).rejects.toSatisfy(isUserRejection)
  })
})

describe('Bitcoin Wallet Standard', () => {
  const account = (address: string): WalletAccount => ({
    address,
    publicKey: Uint8Array.of(2, ...new Array(32).fill(1)),
    chains: ['bitcoin:regtest'],
    features: [],
  })
  const standard = (features: Record<string, unknown>, accounts: WalletAccount[] = []): Wallet =>
    ({
      version: '1.0.0',
      name: 'W',
      icon: 'data:image/svg+xml,',
      chains: ['bitcoin:regtest'],
      accounts,
      features,
    }) as unknown as Wallet

  it('is recognised by bitcoin:connect or a sats-connect feature, not by a Solana feature', () => {
    expect(isBitcoinStandardWallet(standard({ 'bitcoin:connect': {} }))).toBe(true)
    expect(isBitcoinStandardWallet(standard({ 'sats-connect:': { provider: {} } }))).toBe(true)
    expect(isBitcoinStandardWallet(standard({ 'solana:signMessage': {} }))).toBe(false)
  })

  it('bitcoin:connect answers payment then ordinals; a 65-byte signature is BIP-137; PSBTs go to bitcoin:signTransaction with the chain', async () => {
    const pay = account(PAY)
    const wallet = standard(
      {
        'bitcoin:connect': { connect: vi.fn(async () => ({ accounts: [pay, account(ORD)] })) },
        'bitcoin:signMessage': {
          signMessage: vi.fn(async () => [
            { signature: Uint8Array.of(31, ...new Array(64).fill(1)), signedMessage: new Uint8Array() },
          ]),
        },
        'bitcoin:signTransaction': { signTransaction: vi.fn(async () => [{ signedPsbt: Uint8Array.of(7) }]) },
      },
      [pay],
    )
    const wrapped = createStandardBitcoinWallet(wallet)
    expect((await wrapped.connect(regtest)).map((a) => [a.address, a.purpose])).toEqual([
      [PAY, 'payment'],
      [ORD, 'ordinals'],
    ])
    expect((await wrapped.signMessage(PAY, 'hi', regtest)).protocol).toBe('bip137')
    expect(await wrapped.signPsbt!(Uint8Array.of(1), { [PAY]: [0] }, regtest)).toEqual(Uint8Array.of(7))
    const signTransaction = (
      wallet.features['bitcoin:signTransaction'] as { signTransaction: ReturnType<typeof vi.fn> }
    ).signTransaction
    expect(signTransaction).toHaveBeenCalledWith({
      psbt: Uint8Array.of(1),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: pay, signingIndexes: [0] }],
    })
  })

  it('a wallet without bitcoin:signTransaction has no signPsbt (the adapter then asks it to send)', () => {
    expect(createStandardBitcoinWallet(standard({ 'bitcoin:connect': {} })).signPsbt).toBeUndefined()
  })
})
