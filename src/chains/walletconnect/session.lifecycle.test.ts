import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions, type WalletModalOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'
import type { fakeSignClient } from './__fixtures__/fakeSignClient.js'

// sign-client is replaced by a fake (see session.test.ts for pairing and the checks of approvals):
// here, what the session does over its life: the client's set-up, the wallet's events, requests,
// extensions and disconnecting.
const fake = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof fakeSignClient> }))
vi.mock('@walletconnect/sign-client', async () => {
  const { fakeSignClient } = await import('./__fixtures__/fakeSignClient.js')
  fake.current = fakeSignClient()
  return fake.current.module
})
const { EXTEND_WHEN_LEFT_MS, walletConnectSessionFor } = await import('./session.js')
const wc = fake.current

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const evmSession = (topic: string, expiry = 9e9) => ({
  topic,
  expiry,
  namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } },
})
const store = (options: Partial<WalletModalOptions> = {}) =>
  createModalStore(
    resolveOptions({
      networks: [{ caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://rpc' }],
      walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
      metadata: { name: 'Test' },
      ...options,
    }),
  )

beforeEach(() => vi.stubGlobal('location', { origin: 'http://app.test' }))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  wc.reset()
})

describe('the WalletConnect client’s set-up', () => {
  it('is one per store, with the project, relay and metadata (defaults from the app’s name and origin), telemetry off', async () => {
    const s = store({ storageKey: 'shop' })
    const session = walletConnectSessionFor(s)
    expect(walletConnectSessionFor(s)).toBe(session)
    await session.current()
    expect(wc.init).toHaveBeenCalledExactlyOnceWith({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'Test', description: 'Test', url: 'http://app.test', icons: [] },
      customStoragePrefix: 'shop.wc',
      telemetryEnabled: false,
    })
  })

  it('passes the app’s own description, url and icons', async () => {
    const metadata = {
      name: 'Shop',
      description: 'A shop',
      url: 'https://shop.test',
      icons: ['https://shop.test/i.png'],
    }
    await walletConnectSessionFor(store({ metadata })).current()
    expect(wc.init.mock.calls[0]![0]).toMatchObject({ metadata })
  })

  it('skips the verify step (no iframe from verify.walletconnect.org)', async () => {
    await walletConnectSessionFor(store()).current()
    expect(await wc.clients[0]!.core.verify.register({})).toBe('')
  })

  it('needs options.walletConnect', () => {
    expect(() => walletConnectSessionFor(store({ walletConnect: undefined }))).toThrow(
      'WalletConnect is not configured',
    )
  })

  it('restores a session until the second it expires', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    wc.stored.push(evmSession('now', 1000))
    expect(await walletConnectSessionFor(store()).current()).toBeUndefined()
    wc.stored.splice(0, 1, evmSession('later', 1001))
    expect((await walletConnectSessionFor(store()).current())?.topic).toBe('later')
  })
})

describe('the wallet’s session events', () => {
  it('a session_delete or session_expire of the live session ends it and emits delete; another topic’s is ignored', async () => {
    for (const event of ['session_delete', 'session_expire']) {
      wc.stored.push(evmSession('live'))
      const session = walletConnectSessionFor(store())
      const deleted = vi.fn()
      session.on('delete', deleted)
      await session.current()
      wc.handlers.get(event)!({ topic: 'other' })
      expect(deleted).not.toHaveBeenCalled()
      expect((await session.current())?.topic).toBe('live')
      wc.handlers.get(event)!({ topic: 'live' })
      expect(deleted).toHaveBeenCalledOnce()
      expect(await session.current()).toBeUndefined()
      expect(await session.accounts('eip155')).toEqual([])
      wc.reset()
    }
  })

  it('a session_update of another topic is ignored', async () => {
    wc.stored.push(evmSession('live'))
    const session = walletConnectSessionFor(store())
    await session.current()
    wc.handlers.get('session_update')!({ topic: 'other', params: { namespaces: { solana: { accounts: [] } } } })
    expect((await session.accounts('eip155')).map((a) => a.address)).toEqual([EVM])
    expect(wc.disconnect).not.toHaveBeenCalled()
  })

  it('a session_event of the live session reaches the listeners with its chain; another topic’s does not', async () => {
    wc.stored.push(evmSession('live'))
    const session = walletConnectSessionFor(store())
    const events = vi.fn()
    session.on('event', events)
    await session.current()
    const event = { name: 'chainChanged', data: 1 }
    wc.handlers.get('session_event')!({ topic: 'other', params: { event, chainId: 'eip155:1' } })
    expect(events).not.toHaveBeenCalled()
    wc.handlers.get('session_event')!({ topic: 'live', params: { event, chainId: 'eip155:1' } })
    expect(events).toHaveBeenCalledExactlyOnceWith(event, 'eip155:1')
  })
})

describe('the session’s answers', () => {
  it('without a live session: no accounts, no chains, and requests are unauthorized (4100)', async () => {
    const session = walletConnectSessionFor(store())
    expect(await session.current()).toBeUndefined()
    expect(await session.accounts('eip155')).toEqual([])
    expect(await session.chains('eip155')).toEqual([])
    await expect(session.request('eip155:1', 'personal_sign', [])).rejects.toMatchObject({
      code: 4100,
      message: 'Unauthorized',
    })
  })

  it('the live session’s chains and accounts, per namespace', async () => {
    wc.stored.push(evmSession('live'))
    const session = walletConnectSessionFor(store())
    expect(await session.chains('eip155')).toEqual(['eip155:1'])
    expect(await session.chains('solana')).toEqual([])
    expect(await session.accounts('solana')).toEqual([])
  })

  it('a request goes to the live session’s topic on its chain, showing the waiting state until the wallet answers', async () => {
    wc.stored.push(evmSession('live'))
    const s = store()
    const session = walletConnectSessionFor(s)
    let answer: (value: unknown) => void = () => undefined
    wc.request.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    const signing = session.request('eip155:1', 'personal_sign', ['0x00', EVM])
    await vi.waitFor(() => expect(wc.request).toHaveBeenCalled())
    expect(s.getState().walletConnect.pending).toBe(true)
    answer('0xsig')
    expect(await signing).toBe('0xsig')
    expect(s.getState().walletConnect.pending).toBe(false)
    expect(wc.request).toHaveBeenCalledWith({
      topic: 'live',
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x00', EVM] },
    })
    wc.request.mockRejectedValueOnce(new Error('refused'))
    await expect(session.request('eip155:1', 'personal_sign', [])).rejects.toThrow('refused')
    expect(s.getState().walletConnect.pending).toBe(false)
  })

  it('ensure with an account already in the namespace answers the live session without pairing', async () => {
    wc.stored.push(evmSession('live'))
    const session = walletConnectSessionFor(store())
    expect((await session.ensure('eip155')).topic).toBe('live')
    expect(wc.connect).not.toHaveBeenCalled()
  })

  it('two ensure calls during one pairing share it', async () => {
    const approved = evmSession('new')
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => approved })
    const session = walletConnectSessionFor(store())
    const [first, second] = await Promise.all([session.ensure('eip155'), session.ensure('eip155')])
    expect(first).toBe(approved)
    expect(second).toBe(approved)
    expect(wc.connect).toHaveBeenCalledOnce()
  })

  it('pairing leaves no timer behind once the wallet approves', async () => {
    vi.useFakeTimers()
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => evmSession('new') })
    await walletConnectSessionFor(store()).ensure('eip155')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('asks only for the configured namespaces, with the EVM methods and events', async () => {
    wc.connect.mockResolvedValue({ uri: 'wc:x@2', approval: async () => evmSession('new') })
    await walletConnectSessionFor(store()).ensure('eip155')
    expect(wc.connect).toHaveBeenCalledWith({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:1'],
          methods: [
            'personal_sign',
            'eth_sign',
            'eth_signTypedData',
            'eth_signTypedData_v4',
            'eth_sendTransaction',
            'eth_signTransaction',
            'wallet_switchEthereumChain',
            'wallet_addEthereumChain',
            'wallet_getCapabilities',
            'wallet_sendCalls',
            'wallet_getCallsStatus',
            'wallet_showCallsStatus',
          ],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })

  it('asks Solana for its three methods and no events', async () => {
    wc.connect.mockResolvedValue({
      uri: 'wc:x@2',
      approval: async () => ({
        topic: 's',
        expiry: 9e9,
        namespaces: { solana: { accounts: [`${SOLANA}:${'1'.repeat(32)}`] } },
      }),
    })
    const s = store({ networks: [{ caipNetworkId: SOLANA, name: 'Solana', rpcUrl: 'http://sol' }] })
    await walletConnectSessionFor(s)
      .ensure('solana')
      .catch(() => undefined)
    expect(wc.connect.mock.calls[0]![0]).toEqual({
      optionalNamespaces: {
        solana: {
          chains: [SOLANA],
          methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
          events: [],
        },
      },
    })
  })
})

describe('extending and ending the session', () => {
  it('extends once for requests sent together, and a failed extension still sends the request', async () => {
    const now = Math.floor(Date.now() / 1000)
    wc.stored.push(evmSession('old', now + 3600))
    const session = walletConnectSessionFor(store())
    await vi.waitFor(() => expect(wc.extend).toHaveBeenCalledOnce())
    wc.extend.mockClear()
    wc.stored[0]!.expiry = now + 3600
    let finish: () => void = () => undefined
    wc.extend.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (finish = () => reject(new Error('relay down')))),
    )
    const both = Promise.all([
      session.request('eip155:1', 'personal_sign', []),
      session.request('eip155:1', 'personal_sign', []),
    ])
    await vi.waitFor(() => expect(wc.extend).toHaveBeenCalledOnce())
    finish()
    expect(await both).toEqual(['0xsigned', '0xsigned'])
    expect(wc.extend).toHaveBeenCalledOnce()
  })

  it('a session with exactly EXTEND_WHEN_LEFT_MS left is not extended', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 })
    wc.stored.push(evmSession('edge', 1_000_000 + EXTEND_WHEN_LEFT_MS / 1000))
    const session = walletConnectSessionFor(store())
    await session.request('eip155:1', 'personal_sign', [])
    expect(wc.extend).not.toHaveBeenCalled()
  })

  it('an extension whose acknowledgement fails leaves the session usable', async () => {
    const now = Math.floor(Date.now() / 1000)
    wc.stored.push(evmSession('old', now + 3600))
    wc.extend.mockResolvedValueOnce({ acknowledged: () => Promise.reject(new Error('no ack')) })
    const session = walletConnectSessionFor(store())
    await vi.waitFor(() => expect(wc.extend).toHaveBeenCalledOnce())
    expect(await session.request('eip155:1', 'personal_sign', [])).toBe('0xsigned')
  })

  it('disconnect ends the live session as the user’s choice and clears the URI; without one it asks nothing', async () => {
    wc.stored.push(evmSession('live'))
    const s = store()
    s.setState((state) => ({ walletConnect: { ...state.walletConnect, uri: 'wc:old@2' } }))
    const session = walletConnectSessionFor(s)
    await session.current()
    wc.disconnect.mockRejectedValueOnce(new Error('relay down'))
    await session.disconnect()
    expect(wc.disconnect).toHaveBeenCalledExactlyOnceWith({
      topic: 'live',
      reason: expect.objectContaining({ code: 6000 }),
    })
    expect(await session.current()).toBeUndefined()
    expect(s.getState().walletConnect.uri).toBeUndefined()
    await session.disconnect()
    expect(wc.disconnect).toHaveBeenCalledOnce()
  })
})
