import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveOptions } from '../../core/options.js'
import { createModalStore } from '../../core/store.js'

// sign-client is replaced by a fake: this tests our pairing logic (URI refresh, namespaces), not the SDK.
const connect = vi.fn()
vi.mock('@walletconnect/sign-client', () => ({
  default: {
    init: vi.fn(async () => ({
      core: { verify: { register: vi.fn() } },
      session: { getAll: () => [] },
      on: vi.fn(),
      connect,
      request: vi.fn(),
      disconnect: vi.fn(),
    })),
  },
}))

const { URI_REFRESH_MS, walletConnectSessionFor } = await import('./session.js')

describe('WalletConnect session pairing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('location', { origin: 'http://app.test' })
  })
  afterEach(() => {
    vi.useRealTimers()
    connect.mockReset()
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
    const approved = { topic: 't', expiry: 9e9, namespaces: { solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc'] } } }
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
})
