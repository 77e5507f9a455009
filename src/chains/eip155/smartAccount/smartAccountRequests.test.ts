/**
 * The embedded provider's smart-account requests over a stand-in for the EIP-5792 methods
 * (walletCalls.ts, which needs a bundler, is proven against the local stack in walletCalls.test.ts):
 * one account per (network, owner), a failed load retried, which methods reach the bundler, when
 * the account state is told an operation landed, and `eth_sendTransaction`'s wait for its receipt.
 */
import type { Address, Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NetworkConfig } from '../../../core/options.js'
import { BUNDLER_NETWORK } from './__fixtures__/bundlerNetwork.js'
import { smartAccountCalls } from './providerMethods.js'

const created = vi.hoisted(() => ({ owners: [] as string[], fail: 0, calls: undefined as unknown }))
vi.mock('./walletCalls.js', () => ({
  createSmartAccountCalls: async ({ owner }: { owner: string }) => {
    created.owners.push(owner)
    if (created.fail > 0) {
      created.fail--
      throw new Error('bundler unreachable')
    }
    return created.calls
  },
}))

const OWNER: Address = '0x1111111111111111111111111111111111111111'
const OTHER: Address = '0x2222222222222222222222222222222222222222'
const ID: Hex = `0x${'ab'.repeat(32)}`
const TX_HASH: Hex = `0x${'cd'.repeat(32)}`
const A = BUNDLER_NETWORK
const B: NetworkConfig = { ...A, caipNetworkId: 'eip155:10', name: 'B' }

/** A stand-in for createSmartAccountCalls' methods: sendCalls answers ID, getCallsStatus answers `statuses` in turn (the last one repeated). */
function fakeCalls(statuses: Record<string, unknown>[]) {
  const sent: unknown[] = []
  const asked: unknown[] = []
  return {
    sent,
    asked,
    async sendCalls(params: unknown) {
      sent.push(params)
      return { id: ID }
    },
    async getCallsStatus(params: unknown) {
      asked.push(params)
      return statuses.length > 1 ? statuses.shift()! : statuses[0]!
    },
  }
}

const pending = { version: '2.0.0', id: ID, status: 100 }
const confirmed = { version: '2.0.0', id: ID, status: 200, receipts: [{ transactionHash: TX_HASH }] }
const reverted = { version: '2.0.0', id: ID, status: 500, receipts: [{ transactionHash: TX_HASH }] }

function provider(network: () => NetworkConfig = () => A) {
  const landed: Address[] = []
  const smart = smartAccountCalls({
    enabled: () => true,
    network,
    client: () => ({}) as never,
    sign: () => Promise.reject(new Error('not used')),
    landed: (owner) => landed.push(owner),
  })
  return { smart, landed }
}

beforeEach(() => {
  created.owners = []
  created.fail = 0
})

describe('one smart account per network and owner, loaded when first used', () => {
  it('reuses the account of a (network, owner) and loads another for another owner or network', async () => {
    created.calls = fakeCalls([pending])
    let network = A
    const { smart } = provider(() => network)
    await smart.request(OWNER, 'wallet_getCallsStatus', [ID])
    await smart.request(OWNER, 'wallet_getCallsStatus', [ID])
    expect(created.owners).toEqual([OWNER])
    await smart.request(OTHER, 'wallet_getCallsStatus', [ID])
    expect(created.owners).toEqual([OWNER, OTHER])
    network = B
    await smart.request(OWNER, 'wallet_getCallsStatus', [ID])
    expect(created.owners).toEqual([OWNER, OTHER, OWNER])
  })

  it('a load that failed is tried again on the next request, not kept', async () => {
    created.calls = fakeCalls([pending])
    created.fail = 1
    const { smart } = provider()
    await expect(smart.request(OWNER, 'wallet_getCallsStatus', [ID])).rejects.toThrow('bundler unreachable')
    await expect(smart.request(OWNER, 'wallet_getCallsStatus', [ID])).resolves.toEqual(pending)
    expect(created.owners).toEqual([OWNER, OWNER])
  })
})

describe('the EIP-5792 requests', () => {
  it('wallet_showCallsStatus answers null without asking the bundler', async () => {
    const calls = fakeCalls([confirmed])
    created.calls = calls
    const { smart, landed } = provider()
    expect(await smart.request(OWNER, 'wallet_showCallsStatus', [ID])).toBeNull()
    expect(calls.asked).toEqual([])
    expect(calls.sent).toEqual([])
    expect(landed).toEqual([])
  })

  it('a pending status does not tell the account state anything; a landed one (confirmed or reverted) does', async () => {
    created.calls = fakeCalls([pending, confirmed, reverted])
    const { smart, landed } = provider()
    expect(await smart.request(OWNER, 'wallet_getCallsStatus', [ID])).toEqual(pending)
    expect(landed).toEqual([])
    expect(await smart.request(OWNER, 'wallet_getCallsStatus', [ID])).toEqual(confirmed)
    expect(landed).toEqual([OWNER])
    expect(await smart.request(OWNER, 'wallet_getCallsStatus', [ID])).toEqual(reverted)
    expect(landed).toEqual([OWNER, OWNER])
  })
})

describe('eth_sendTransaction from the smart account', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the transaction as one call of an EIP-5792 v2.0.0 batch from the owner, carrying only the fields it has', async () => {
    const calls = fakeCalls([confirmed])
    created.calls = calls
    const { smart } = provider()
    await smart.sendTransaction(OWNER, { to: OTHER })
    await smart.sendTransaction(OWNER, { to: OTHER, data: '0x1234', value: '0x5' })
    expect(calls.sent).toStrictEqual([
      [{ version: '2.0.0', from: OWNER, calls: [{ to: OTHER }] }],
      [{ version: '2.0.0', from: OWNER, calls: [{ to: OTHER, data: '0x1234', value: '0x5' }] }],
    ])
  })

  it('resolves the hash of the bundle transaction once the operation is confirmed, polling while it is pending', async () => {
    vi.useFakeTimers()
    const calls = fakeCalls([pending, pending, confirmed])
    created.calls = calls
    const { smart, landed } = provider()
    const hash = smart.sendTransaction(OWNER, { to: OTHER })
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(hash).resolves.toBe(TX_HASH)
    expect(calls.asked).toHaveLength(3)
    expect(landed).toEqual([OWNER])
  })

  it('a reverted operation is -32003 execution reverted (not -32000, which viem retries), and the account state is still told it landed', async () => {
    created.calls = fakeCalls([reverted])
    const { smart, landed } = provider()
    await expect(smart.sendTransaction(OWNER, { to: OTHER })).rejects.toMatchObject({
      code: -32003,
      message: 'execution reverted',
    })
    expect(landed).toEqual([OWNER])
  })

  it('an operation still pending after two minutes is -32603, sent but not landed yet', async () => {
    vi.useFakeTimers()
    const calls = fakeCalls([pending])
    created.calls = calls
    const { smart, landed } = provider()
    const hash = smart.sendTransaction(OWNER, { to: OTHER })
    const outcome = expect(hash).rejects.toMatchObject({
      code: -32603,
      message: 'The operation was sent but has not landed yet',
    })
    await vi.advanceTimersByTimeAsync(120_000)
    await outcome
    expect(landed).toEqual([])
    expect(calls.asked.length).toBeGreaterThan(1)
  })
})
