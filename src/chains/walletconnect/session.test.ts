import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'

// sign-client is replaced by a fake: this tests our pairing logic (URI refresh, namespaces, the
// checks of what the wallet approved), not the SDK.
const connect = vi.fn()
const disconnect = vi.fn(async () => undefined)
const request = vi.fn(async () => '0xsigned')
const extend = vi.fn(async ({ topic }: { topic: string }) => {
  const session = stored.find((s) => (s as { topic: string }).topic === topic) as { expiry: number } | undefined
  if (session) session.expiry = Math.floor(Date.now() / 1000) + 7 * 86_400
  return { acknowledged: async () => undefined }
})
const stored: unknown[] = []
const handlers = new Map<string, (event: unknown) => void>()
vi.mock('@walletconnect/sign-client', () => ({
  default: {
    init: vi.fn(async () => ({
      core: { verify: { register: vi.fn() } },
      session: {
        getAll: () => stored,
        get: (topic: string) =>
          stored.find((s) => (s as { topic: string }).topic === topic) ?? { topic, expiry: 9e9, namespaces: {} },
      },
      on: vi.fn((event: string, handler: (e: unknown) => void) => handlers.set(event, handler)),
      connect,
      request,
      extend,
      disconnect,
    })),
  },
}))

const { EXTEND_WHEN_LEFT_MS, URI_REFRESH_MS, walletConnectSessionFor } = await import('./session.js')

const SOL = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk'
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('WalletConnect session pairing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('location', { origin: 'http://app.test' })
  })
  afterEach(() => {
    vi.useRealTimers()
    connect.mockReset()
    disconnect.mockClear()
    request.mockClear()
    extend.mockClear()
    stored.splice(0)
    handlers.clear()
  })

  const store = () =>
    createModalStore(
      resolveOptions({
        networks: [
          { caipNetworkId: 'eip155:1', name: 'Ethereum', rpcUrl: 'http://rpc' },
          { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', rpcUrl: 'http://sol' },
        ],
        walletConnect: { projectId: 'p', relayUrl: 'ws://127.0.0.1:1' },
        metadata: { name: 'Test' },
      }),
    )

  it('asks for every configured namespace and shows a fresh URI before the 5-minute expiry', async () => {
    const approved = {
      topic: 't',
      expiry: 9e9,
      namespaces: { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`] } },
    }
    let answer: (v: unknown) => void = () => undefined
    connect
      .mockResolvedValueOnce({ uri: 'wc:first@2?x', approval: () => new Promise(() => undefined) })
      .mockResolvedValueOnce({ uri: 'wc:second@2?x', approval: () => new Promise((r) => (answer = r)) })
    const s = store()
    const pairing = walletConnectSessionFor(s).ensure('solana')
    await vi.advanceTimersByTimeAsync(0)
    expect(s.getState().walletConnect.uri).toBe('wc:first@2?x')
    const requested = connect.mock.calls[0]![0].optionalNamespaces
    expect(Object.keys(requested)).toEqual(['eip155', 'solana'])
    expect(requested.eip155.chains).toEqual(['eip155:1'])
    expect(requested.solana.methods).toContain('solana_signMessage')

    await vi.advanceTimersByTimeAsync(URI_REFRESH_MS - 1)
    expect(s.getState().walletConnect.uri).toBe('wc:first@2?x')
    await vi.advanceTimersByTimeAsync(1)
    expect(s.getState().walletConnect.uri).toBe('wc:second@2?x')
    expect(URI_REFRESH_MS).toBeLessThan(5 * 60_000)

    answer(approved)
    await vi.advanceTimersByTimeAsync(0)
    await expect(pairing).resolves.toBe(approved)
    expect(s.getState().walletConnect.uri).toBeUndefined()
  })

  it('accepts an approval with accounts on chains it did not ask for (Sign spec 2.8), and uses only the configured chain’s', async () => {
    vi.useRealTimers()
    const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const approved = {
      topic: 'wide',
      expiry: 9e9,
      namespaces: { eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${OTHER}`, `eip155:8453:${OTHER}`] } },
    }
    connect.mockResolvedValueOnce({ uri: 'wc:x@2?x', approval: async () => approved })
    const session = walletConnectSessionFor(store())
    await expect(session.ensure('eip155')).resolves.toBe(approved)
    expect(disconnect).not.toHaveBeenCalled()
    expect((await session.accounts('eip155')).map((a) => a.caipAddress)).toEqual([`eip155:1:${EVM}`])
    expect(await session.chains('eip155')).toEqual(['eip155:1', 'eip155:137', 'eip155:8453'])
    // Never signed for: no request on a chain the host did not configure.
    await expect(session.request('eip155:137', 'personal_sign', ['0x00', OTHER])).rejects.toMatchObject({ code: 4901 })
    expect(request).not.toHaveBeenCalled()
  })

  it('refuses an approval whose only accounts are on chains it did not ask for: ends the session and throws', async () => {
    vi.useRealTimers()
    connect.mockResolvedValueOnce({
      uri: 'wc:x@2?x',
      approval: async () => ({ topic: 'bad', expiry: 9e9, namespaces: { eip155: { accounts: [`eip155:5:${EVM}`] } } }),
    })
    const session = walletConnectSessionFor(store())
    await expect(session.ensure('eip155')).rejects.toMatchObject({
      code: 'INVALID_ACCOUNTS',
      message: 'The wallet approved no EVM account on the networks this app asked for. The connection was closed.',
    })
    expect(disconnect).toHaveBeenCalledWith({ topic: 'bad', reason: expect.objectContaining({ code: 5103 }) })
    expect(await session.current()).toBeUndefined()
    expect(await session.accounts('eip155')).toEqual([])
  })

  it('refuses an approval without an account in the namespace being connected', async () => {
    vi.useRealTimers()
    const solanaOnly = {
      topic: 'sol',
      expiry: 9e9,
      namespaces: { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`] } },
    }
    connect.mockResolvedValueOnce({ uri: 'wc:x@2?x', approval: async () => solanaOnly })
    await expect(walletConnectSessionFor(store()).ensure('eip155')).rejects.toThrow('no EVM account')
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ topic: 'sol' }))
  })

  it('ends a restored session whose accounts fail the checks, and keeps a valid one', async () => {
    vi.useRealTimers()
    stored.push({ topic: 'old', expiry: 9e9, namespaces: { eip155: { accounts: ['eip155:1:0xnot-an-address'] } } })
    expect(await walletConnectSessionFor(store()).current()).toBeUndefined()
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ topic: 'old' }))

    stored.splice(0, 1, { topic: 'ok', expiry: 9e9, namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } } })
    const session = walletConnectSessionFor(store())
    expect((await session.current())?.topic).toBe('ok')
    expect((await session.accounts('eip155')).map((a) => a.address)).toEqual([EVM])
  })

  it('a session_update adding chains the app did not ask for is kept; one the spec refuses ends the session', async () => {
    vi.useRealTimers()
    stored.push({ topic: 'live', expiry: 9e9, namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } } })
    const session = walletConnectSessionFor(store())
    const deleted = vi.fn()
    session.on('delete', deleted)
    await session.current()
    handlers.get('session_update')!({
      topic: 'live',
      params: { namespaces: { eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${EVM}`] } } },
    })
    expect(deleted).not.toHaveBeenCalled()
    expect((await session.accounts('eip155')).map((a) => a.caipAddress)).toEqual([`eip155:1:${EVM}`])
    // Spec 2.1: accounts must not be empty.
    handlers.get('session_update')!({
      topic: 'live',
      params: { namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] }, solana: { accounts: [] } } },
    })
    expect(deleted).toHaveBeenCalledOnce()
    expect(await session.current()).toBeUndefined()
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ topic: 'live' }))
  })

  it('extends a session in use once less than EXTEND_WHEN_LEFT_MS is left, not before', async () => {
    vi.useRealTimers()
    const now = Math.floor(Date.now() / 1000)
    const fresh = {
      topic: 'fresh',
      expiry: now + 7 * 86_400 - 60,
      namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } },
    }
    stored.push(fresh)
    const session = walletConnectSessionFor(store())
    await session.request('eip155:1', 'personal_sign', ['0x00', EVM])
    expect(extend).not.toHaveBeenCalled()
    expect(request).toHaveBeenCalledOnce()
    // Six days and a minute later: less than EXTEND_WHEN_LEFT_MS left, so the next request extends first.
    fresh.expiry = now + Math.floor(EXTEND_WHEN_LEFT_MS / 1000) - 60
    await session.request('eip155:1', 'personal_sign', ['0x00', EVM])
    expect(extend).toHaveBeenCalledExactlyOnceWith({ topic: 'fresh' })
    expect(fresh.expiry).toBeGreaterThan(now + 7 * 86_400 - 5)
    expect(request).toHaveBeenCalledTimes(2)
  })

  it('a restored session near its expiry is extended on load; an expired one is not restored', async () => {
    vi.useRealTimers()
    const now = Math.floor(Date.now() / 1000)
    stored.push({ topic: 'gone', expiry: now - 1, namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } } })
    stored.push({ topic: 'old', expiry: now + 3600, namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } } })
    const session = walletConnectSessionFor(store())
    expect((await session.current())?.topic).toBe('old')
    await vi.waitFor(() => expect(extend).toHaveBeenCalledExactlyOnceWith({ topic: 'old' }))
  })
})
