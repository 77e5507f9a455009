import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'

// sign-client is replaced by a fake: this tests our pairing logic (URI refresh, namespaces, the
// checks of what the wallet approved), not the SDK.
const connect = vi.fn()
const disconnect = vi.fn(async () => undefined)
const stored: unknown[] = []
const handlers = new Map<string, (event: unknown) => void>()
vi.mock('@walletconnect/sign-client', () => ({
  default: {
    init: vi.fn(async () => ({
      core: { verify: { register: vi.fn() } },
      session: { getAll: () => stored, get: (topic: string) => ({ topic, expiry: 9e9, namespaces: {} }) },
      on: vi.fn((event: string, handler: (e: unknown) => void) => handlers.set(event, handler)),
      connect,
      request: vi.fn(),
      disconnect,
    })),
  },
}))

const { URI_REFRESH_MS, walletConnectSessionFor } = await import('./session.js')

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
    const approved = { topic: 't', expiry: 9e9, namespaces: { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`] } } }
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

  it('refuses an approval with an account on a chain it did not ask for: ends the session and throws', async () => {
    vi.useRealTimers()
    connect.mockResolvedValueOnce({ uri: 'wc:x@2?x', approval: async () => ({ topic: 'bad', expiry: 9e9, namespaces: { eip155: { accounts: [`eip155:5:${EVM}`] } } }) })
    const session = walletConnectSessionFor(store())
    await expect(session.ensure('eip155')).rejects.toMatchObject({ code: 'INVALID_ACCOUNTS', message: expect.stringContaining(`(eip155:5:${EVM})`) })
    expect(disconnect).toHaveBeenCalledWith({ topic: 'bad', reason: expect.objectContaining({ code: 5103 }) })
    expect(await session.current()).toBeUndefined()
    expect(await session.accounts('eip155')).toEqual([])
  })

  it('refuses an approval without an account in the namespace being connected', async () => {
    vi.useRealTimers()
    const solanaOnly = { topic: 'sol', expiry: 9e9, namespaces: { solana: { accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOL}`] } } }
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

  it('a session_update with accounts outside the request ends the session', async () => {
    vi.useRealTimers()
    stored.push({ topic: 'live', expiry: 9e9, namespaces: { eip155: { accounts: [`eip155:1:${EVM}`] } } })
    const session = walletConnectSessionFor(store())
    const deleted = vi.fn()
    session.on('delete', deleted)
    await session.current()
    handlers.get('session_update')!({ topic: 'live', params: { namespaces: { eip155: { accounts: [`eip155:1:${EVM}`, `eip155:137:${EVM}`] } } } })
    expect(deleted).toHaveBeenCalledOnce()
    expect(await session.current()).toBeUndefined()
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ topic: 'live' }))
  })
})
