import { base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { bitcoinNetworkOf, BITCOIN_REGTEST_ID } from '../../../core/bitcoinNetworks.js'
import { createSatsConnectWallet, protocolOfSignature } from './satsConnectWallet.js'

const regtest = bitcoinNetworkOf(BITCOIN_REGTEST_ID)!
const PAY = 'bcrt1qpayment'
const TXID = 'ab'.repeat(32)
const ok = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
/** A sats-connect provider answering every method with `result`, its calls kept. */
const answering = (result: unknown) => {
  const request = vi.fn(async (_method: string, _params?: unknown) => ok(result))
  return { request }
}
const signature = (header: number, length = 65) =>
  base64.encode(Uint8Array.of(header, ...new Array(length - 1).fill(1)))

describe('the protocol of a sats-connect signature', () => {
  it('65 bytes with a header from 27 to 42 are BIP-137; other lengths, headers or text are BIP-322', () => {
    expect(protocolOfSignature(signature(27))).toBe('bip137')
    expect(protocolOfSignature(signature(42))).toBe('bip137')
    expect(protocolOfSignature(signature(26))).toBe('bip322')
    expect(protocolOfSignature(signature(43))).toBe('bip322')
    expect(protocolOfSignature(signature(31, 64))).toBe('bip322')
    expect(protocolOfSignature(signature(31, 66))).toBe('bip322')
    expect(protocolOfSignature('not base64!')).toBe('bip322')
  })
})

describe('a sats-connect wallet', () => {
  it('connect asks getAddresses for payment and ordinals with a prompt message', async () => {
    const provider = answering({ addresses: [{ address: PAY, purpose: 'payment' }] })
    expect(await createSatsConnectWallet(provider).connect(regtest)).toEqual([{ address: PAY, purpose: 'payment' }])
    expect(provider.request).toHaveBeenCalledWith('getAddresses', {
      purposes: ['payment', 'ordinals'],
      message: 'Connect your Bitcoin accounts',
    })
  })

  it('an answer to getAddresses holding no list is an invalid answer to getAddresses', async () => {
    await expect(createSatsConnectWallet(answering('nonsense')).connect(regtest)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'The wallet sent an invalid answer to getAddresses',
    })
  })

  it('restore asks wallet_getAccount without params; no address, or an invalid answer, is nothing to restore', async () => {
    const provider = answering({ addresses: [{ address: PAY, purpose: 'payment' }] })
    expect(await createSatsConnectWallet(provider).restore(regtest)).toEqual([{ address: PAY, purpose: 'payment' }])
    expect(provider.request).toHaveBeenCalledWith('wallet_getAccount', null)
    expect(await createSatsConnectWallet(answering({ addresses: [] })).restore(regtest)).toBeUndefined()
    expect(await createSatsConnectWallet(answering('nonsense')).restore(regtest)).toBeUndefined()
  })

  it('disconnect renounces the permissions, and a wallet refusing that still disconnects', async () => {
    const provider = answering(null)
    await createSatsConnectWallet(provider).disconnect()
    expect(provider.request).toHaveBeenCalledWith('wallet_renouncePermissions', null)
    const refusing = { request: async () => ({ error: { code: -32601, message: 'Method not found' } }) }
    await expect(createSatsConnectWallet(refusing).disconnect()).resolves.toBeUndefined()
  })

  it('signMessage takes the protocol the wallet names, else reads it from the signature', async () => {
    const sign = (answer: unknown) => createSatsConnectWallet(answering(answer)).signMessage(PAY, 'hi', regtest)
    expect(await sign({ signature: signature(31), protocol: 'BIP322' })).toEqual({
      signature: signature(31),
      protocol: 'bip322',
    })
    expect((await sign({ signature: 'AAAA', protocol: 'ECDSA' })).protocol).toBe('bip137')
    expect((await sign({ signature: signature(31) })).protocol).toBe('bip137')
    expect((await sign({ signature: signature(31, 64), protocol: 'other' })).protocol).toBe('bip322')
    for (const answer of [{ signature: '' }, { protocol: 'BIP322' }])
      await expect(sign(answer)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: 'The wallet sent an invalid answer to signMessage',
      })
  })

  it('signPsbt refuses an answer without a PSBT or with one that is not base64', async () => {
    for (const psbt of ['', 'not base64!', undefined])
      await expect(
        createSatsConnectWallet(answering({ psbt })).signPsbt!(Uint8Array.of(1), {}, regtest),
      ).rejects.toMatchObject({
        code: 'INVALID_RESPONSE',
        message: 'The wallet sent an invalid answer to signPsbt',
      })
  })

  it('sendTransfer pays one recipient in sats and answers the txid; a malformed txid is refused', async () => {
    const provider = answering({ txid: TXID })
    expect(await createSatsConnectWallet(provider).sendTransfer!(PAY, 1234n, regtest)).toBe(TXID)
    expect(provider.request).toHaveBeenCalledWith('sendTransfer', { recipients: [{ address: PAY, amount: 1234 }] })
    for (const txid of [TXID.toUpperCase(), TXID.slice(1), `${TXID}0`, `x${TXID.slice(1)}`])
      await expect(createSatsConnectWallet(answering({ txid })).sendTransfer!(PAY, 1n, regtest)).rejects.toMatchObject({
        message: 'The wallet sent an invalid answer to sendTransfer',
      })
  })

  it('account changes come from addListener("accountChange"), unsubscribed by its remover', () => {
    const off = vi.fn()
    let fire: (event: unknown) => void = () => undefined
    const addListener = vi.fn((_event: string, l: (event: unknown) => void) => {
      fire = l
      return off
    })
    const listener = vi.fn()
    const stop = createSatsConnectWallet({ request: vi.fn(), addListener }).onAccountsChanged!(listener)
    expect(addListener).toHaveBeenCalledWith('accountChange', expect.any(Function))
    fire({ type: 'accountChange' })
    expect(listener).toHaveBeenCalledOnce()
    stop()
    expect(off).toHaveBeenCalledOnce()
  })

  it('a wallet without addListener, or whose addListener returns no remover, gets a no-op unsubscriber', () => {
    const without = createSatsConnectWallet({ request: vi.fn() })
    expect(() => without.onAccountsChanged!(() => undefined)()).not.toThrow()
    const noRemover = createSatsConnectWallet({ request: vi.fn(), addListener: () => 'id' })
    expect(() => noRemover.onAccountsChanged!(() => undefined)()).not.toThrow()
  })

  it('provider() is the injected provider', () => {
    const provider = { request: vi.fn() }
    expect(createSatsConnectWallet(provider).provider()).toBe(provider)
  })
})
