import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions, type WalletModalOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import type { fakeSignClient } from './__fixtures__/fakeSignClient.js'

// sign-client is replaced by a fake (as in session.test.ts): which chains a request may go to, the
// expiry the extension reads, the session kept or dropped around an extension or a refused pairing.
const fake = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof fakeSignClient> }))
vi.mock('@walletconnect/sign-client', async () => {
  const { fakeSignClient } = await import('./__fixtures__/fakeSignClient.js')
  fake.current = fakeSignClient()
  return fake.current.module
})
const { walletConnectSessionFor } = await import('./session.js')
const wc = fake.current

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)
const evmSession = (topic: string, expiry = 9e9, chains = ['eip155:1']) => ({
  topic,
  expiry,
  namespaces: { eip155: { accounts: chains.map((c) => `${c}:${EVM}`) } },
})
const store = (options: Partial<WalletModalOptions> = {}) =>
  createModalStore(
    resolveOptions({
      networks: [
        { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://rpc' },
        { caipNetworkId: 'eip155:10', name: 'Optimism', rpcUrl: 'http://op' },
        { caipNetworkId: SOLANA, name: 'Solana', rpcUrl: 'http://sol' },
      ],
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
      metadata: { name: 'Test' },
      ...options,
    }),
  )

vi.stubGlobal('location', { origin: 'http://app.test' })
afterEach(() => wc.reset())

describe('where a WalletConnect request may go', () => {
  it('to any configured chain of the session, with accounts in several chains and namespaces', async () => {
    wc.stored.push({
      topic: 'wide',
      expiry: 9e9,
      namespaces: {
        eip155: { accounts: [`eip155:1:${EVM}`, `eip155:10:${EVM}`] },
        solana: { accounts: [`${SOLANA}:${SOL}`] },
      },
    })
    const session = walletConnectSessionFor(store())
    expect(await session.request('eip155:10', 'personal_sign', [])).toBe('0xsigned')
    expect(await session.request(SOLANA, 'solana_signMessage', {})).toBe('0xsigned')
  })

  it('nowhere else: a chain without an account the modal uses is disconnected (4901)', async () => {
    wc.stored.push(evmSession('live'))
    await expect(walletConnectSessionFor(store()).request('eip155:10', 'personal_sign', [])).rejects.toMatchObject({
      code: 4901,
      message: 'Chain disconnected',
    })
  })
})

describe('the extension of a WalletConnect session', () => {
  it('reads the expiry the client stores (which the wallet’s own extensions update), not the approval’s', async () => {
    wc.stored.push(evmSession('gone', now() - 60))
    const session = walletConnectSessionFor(store())
    expect(await session.current()).toBeUndefined()
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => evmSession('new', now() + 3600) })
    await session.ensure('eip155')
    wc.stored.push(evmSession('new', now() + 7 * DAY))
    await session.request('eip155:1', 'personal_sign', [])
    expect(wc.extend).not.toHaveBeenCalled()
  })

  it('after an extension, the live session is the client’s extended one', async () => {
    const approved = evmSession('new', now() + 3600)
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => approved })
    const session = walletConnectSessionFor(store())
    await session.ensure('eip155')
    wc.stored.push(evmSession('new', now() + 3600))
    await session.request('eip155:1', 'personal_sign', [])
    expect(wc.extend).toHaveBeenCalledOnce()
    expect(await session.current()).toBe(wc.stored[0])
    expect((await session.current())!.expiry).toBeGreaterThan(now() + 6 * DAY)
  })

  it('a disconnect during the extension wins: the request is unauthorized (4100) and the session stays ended', async () => {
    wc.stored.push(evmSession('old', now() + 3600))
    let finish: () => void = () => undefined
    wc.extend.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ acknowledged: async () => undefined })
        }),
    )
    const session = walletConnectSessionFor(store())
    await session.current()
    const request = session.request('eip155:1', 'personal_sign', [])
    await vi.waitFor(() => expect(wc.extend).toHaveBeenCalledOnce())
    await session.disconnect()
    finish()
    await expect(request).rejects.toMatchObject({ code: 4100, message: 'Unauthorized' })
    expect(await session.current()).toBeUndefined()
    expect(wc.request).not.toHaveBeenCalled()
  })
})

describe('pairing again', () => {
  it('after a disconnect, ensure pairs anew', async () => {
    wc.connect
      .mockResolvedValueOnce({ uri: 'wc:a@2', approval: async () => evmSession('first') })
      .mockResolvedValueOnce({ uri: 'wc:b@2', approval: async () => evmSession('second') })
    const session = walletConnectSessionFor(store())
    expect((await session.ensure('eip155')).topic).toBe('first')
    await session.disconnect()
    expect((await session.ensure('eip155')).topic).toBe('second')
    expect(wc.connect).toHaveBeenCalledTimes(2)
  })

  it('a refused pairing for another namespace keeps the live session', async () => {
    wc.stored.push(evmSession('live'))
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => evmSession('other') })
    const session = walletConnectSessionFor(store())
    await expect(session.ensure('solana')).rejects.toMatchObject({ code: 'INVALID_ACCOUNTS' })
    expect((await session.current())?.topic).toBe('live')
    expect(wc.disconnect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ topic: 'other' }))
  })

  it('a refused answer on the live session’s own topic ends it', async () => {
    wc.stored.push(evmSession('live'))
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => evmSession('live') })
    const session = walletConnectSessionFor(store())
    await expect(session.ensure('solana')).rejects.toMatchObject({ code: 'INVALID_ACCOUNTS' })
    expect(await session.current()).toBeUndefined()
  })
})
