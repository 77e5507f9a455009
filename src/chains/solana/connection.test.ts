import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSolanaConnection } from './connection.js'

const RPC = 'http://solana.invalid'
const owner = Keypair.generate().publicKey

/** An RPC that answers `statuses` in turn (then 200 with a balance), recording when each call came (fake ms). */
function scriptedRpc(statuses: { status: number; retryAfter?: string }[]) {
  const calls: number[] = []
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    calls.push(Date.now())
    const { id } = JSON.parse(String(init?.body)) as { id: string }
    const next = statuses.shift()
    if (next)
      return new Response('busy', {
        status: next.status,
        headers: next.retryAfter ? { 'Retry-After': next.retryAfter } : {},
      })
    return new Response(
      JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: 2 * LAMPORTS_PER_SOL } }),
      { status: 200 },
    )
  }
  return { fetch, calls }
}

describe('createSolanaConnection retries (spec section 7), through the Connection’s fetch', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }))
  afterEach(() => vi.useRealTimers())

  it('retries 429/503/500 after 150, 300 and 600 ms, then answers', async () => {
    const rpc = scriptedRpc([{ status: 429 }, { status: 503 }, { status: 500 }])
    const balance = createSolanaConnection(RPC, rpc.fetch).getBalance(owner)
    await vi.advanceTimersByTimeAsync(149)
    expect(rpc.calls).toEqual([0])
    await vi.advanceTimersByTimeAsync(1)
    expect(rpc.calls).toEqual([0, 150])
    await vi.advanceTimersByTimeAsync(300)
    expect(rpc.calls).toEqual([0, 150, 450])
    await vi.advanceTimersByTimeAsync(600)
    expect(rpc.calls).toEqual([0, 150, 450, 1050])
    await expect(balance).resolves.toBe(2 * LAMPORTS_PER_SOL)
  })

  it('honours Retry-After (seconds)', async () => {
    const rpc = scriptedRpc([{ status: 429, retryAfter: '2' }])
    const balance = createSolanaConnection(RPC, rpc.fetch).getBalance(owner)
    await vi.advanceTimersByTimeAsync(1999)
    expect(rpc.calls).toEqual([0])
    await vi.advanceTimersByTimeAsync(1)
    await expect(balance).resolves.toBe(2 * LAMPORTS_PER_SOL)
    expect(rpc.calls).toEqual([0, 2000])
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])(
    'retries %i three times, then fails with that status',
    async (status) => {
      const rpc = scriptedRpc(Array.from({ length: 4 }, () => ({ status })))
      const balance = createSolanaConnection(RPC, rpc.fetch).getBalance(owner)
      const failed = expect(balance).rejects.toThrow(
        new RegExp(`^failed to get balance of account ${owner.toBase58()}: Error: ${status} `),
      )
      await vi.advanceTimersByTimeAsync(1050)
      await failed
      expect(rpc.calls).toEqual([0, 150, 450, 1050])
    },
  )

  it('does not retry other statuses', async () => {
    const rpc = scriptedRpc([{ status: 400 }])
    await expect(createSolanaConnection(RPC, rpc.fetch).getBalance(owner)).rejects.toThrow(/400/)
    expect(rpc.calls).toEqual([0])
  })
})
