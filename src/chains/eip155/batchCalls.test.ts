import { describe, expect, it } from 'vitest'
import { type BatchWallet, sendAtomicBatch, supportsAtomicBatch } from './batchCalls.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ROUTER = '0x2B574555158337Cd46d47c2Ca57E4698A1f04e70'
const HASH = `0x${'ab'.repeat(32)}`
const FAST = { pollMs: 1, timeoutMs: 60_000 }

/** A receipt as EIP-5792's `wallet_getCallsStatus` gives it. */
const receipt = (status: '0x1' | '0x0') => ({ logs: [], status, blockNumber: '0x5', transactionHash: HASH })
const ok = { status: 200, receipts: [receipt('0x1')] }

/**
 * The connection (as wagmi's getConnection gives it) of an EIP-1193 wallet on chain 31337 answering
 * EIP-5792 as told: `capabilities` for wallet_getCapabilities (an Error to throw, as a wallet or node
 * without EIP-5792 does), then each of `statuses` in turn for wallet_getCallsStatus (the last
 * repeating). Records every request.
 */
function walletWith(capabilities: unknown, statuses: unknown[] = [ok]) {
  const requests: { method: string; params?: unknown[] }[] = []
  let polls = 0
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      requests.push({ method, params })
      switch (method) {
        case 'wallet_getCapabilities':
          if (capabilities instanceof Error) throw capabilities
          return capabilities
        case 'wallet_sendCalls':
          return { id: '0xb47c4' }
        case 'wallet_getCallsStatus':
          return {
            version: '2.0.0',
            id: '0xb47c4',
            atomic: true,
            ...(statuses[Math.min(polls++, statuses.length - 1)] as object),
          }
      }
      throw Object.assign(new Error(`unexpected ${method}`), { code: -32601 })
    },
  }
  const wallet: BatchWallet = { address: ACCOUNT, chainId: 31337, connector: { getProvider: async () => provider } }
  return { wallet, requests }
}

describe('supportsAtomicBatch (EIP-5792 atomic capability)', () => {
  it("is true for 'supported' and 'ready' on the current chain, or for every chain (0x0), asking for the account and chain", async () => {
    for (const capabilities of [
      { '0x7a69': { atomic: { status: 'supported' } } },
      { '0x7a69': { atomic: { status: 'ready' } } },
      { '0x0': { atomic: { status: 'supported' } } },
    ]) {
      const { wallet, requests } = walletWith(capabilities)
      expect(await supportsAtomicBatch(wallet)).toBe(true)
      expect(requests).toEqual([{ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] }])
    }
  })
  it("is false for 'unsupported', another chain only, no atomic capability, or no EIP-5792 at all", async () => {
    for (const capabilities of [
      { '0x7a69': { atomic: { status: 'unsupported' } } },
      { '0x1': { atomic: { status: 'supported' } } },
      { '0x7a69': { paymasterService: { supported: true } } },
      {},
      null,
      Object.assign(new Error('Method not found'), { code: -32601 }),
    ]) {
      const { wallet } = walletWith(capabilities)
      expect(await supportsAtomicBatch(wallet)).toBe(false)
    }
  })
  it('is false without a connected account, asking nothing', async () => {
    const { wallet, requests } = walletWith({ '0x7a69': { atomic: { status: 'supported' } } })
    expect(await supportsAtomicBatch({ ...wallet, address: undefined })).toBe(false)
    expect(requests).toEqual([])
  })
})

describe('sendAtomicBatch', () => {
  const calls = [
    { to: TOKEN, data: '0x095ea7b3', value: 0n },
    { to: ROUTER, data: '0x38ed1739', value: 5n },
  ]
  it('sends the calls in order as one atomic wallet_sendCalls, waits while pending, and returns the carrying transaction', async () => {
    const { wallet, requests } = walletWith({}, [{ status: 100 }, { status: 100 }, ok])
    expect(await sendAtomicBatch(wallet, calls, FAST)).toBe(HASH)
    expect(requests.map((r) => r.method)).toEqual([
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCallsStatus',
      'wallet_getCallsStatus',
    ])
    expect(requests[0]?.params).toEqual([
      {
        version: '2.0.0',
        from: ACCOUNT,
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: TOKEN, data: '0x095ea7b3', value: '0x0' },
          { to: ROUTER, data: '0x38ed1739', value: '0x5' },
        ],
      },
    ])
    expect(requests[1]?.params).toEqual(['0xb47c4'])
  })
  it("says 'execution reverted' for a batch that failed, whose receipt reverted, or that has no receipt", async () => {
    for (const final of [
      { status: 500, receipts: [receipt('0x0')] },
      { status: 400 },
      { status: 200, receipts: [receipt('0x1'), receipt('0x0')] },
      { status: 200, receipts: [] },
    ]) {
      const { wallet } = walletWith({}, [final])
      await expect(sendAtomicBatch(wallet, calls, FAST)).rejects.toMatchObject({
        message: 'execution reverted',
        code: 'EXECUTION_REVERTED',
      })
    }
  })
  it('says the batch has not landed when it stays pending past the wait', async () => {
    const { wallet } = walletWith({}, [{ status: 100 }])
    await expect(sendAtomicBatch(wallet, calls, { pollMs: 1, timeoutMs: 0 })).rejects.toMatchObject({ code: 'TIMEOUT' })
  })
  it("passes the wallet's rejection on as it is", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const wallet: BatchWallet = {
      address: ACCOUNT,
      chainId: 31337,
      connector: {
        getProvider: async () => ({
          request: async () => {
            throw rejection
          },
        }),
      },
    }
    await expect(sendAtomicBatch(wallet, calls, FAST)).rejects.toBe(rejection)
  })
})
