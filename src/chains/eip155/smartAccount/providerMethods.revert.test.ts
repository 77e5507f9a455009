import { createWalletClient, custom } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { BUNDLER_NETWORK } from './__fixtures__/bundlerNetwork.js'
import { smartAccountCalls } from './providerMethods.js'

// A smart account's eth_sendTransaction whose operation landed with its calls reverted: the error a
// dapp's viem sees must be the revert, not a retry as wallet_sendTransaction.

vi.mock('./walletCalls.js', () => ({
  createSmartAccountCalls: async () => ({
    sendCalls: async () => ({ id: '0x01' }),
    // The bundle landed (a receipt) but the calls reverted: EIP-5792's 500.
    getCallsStatus: async () => ({ status: 500, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}` }] }),
  }),
}))

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const A = BUNDLER_NETWORK

const smart = () =>
  smartAccountCalls({
    enabled: () => true,
    network: () => A,
    client: () => ({}) as never,
    sign: () => Promise.reject(new Error('not used')),
  })

describe("a smart account's reverted eth_sendTransaction", () => {
  it('reaches a dapp’s viem sendTransaction as the revert, with no retry as wallet_sendTransaction', async () => {
    const calls = smart()
    const asked: string[] = []
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        asked.push(method)
        if (method === 'eth_chainId') return '0x7a69'
        if (method === 'eth_sendTransaction')
          return calls.sendTransaction(OWNER, (params as Record<string, unknown>[])[0]!)
        throw Object.assign(new Error('Action not allowed'), { code: 4200 })
      },
    }
    const wallet = createWalletClient({ account: OWNER, transport: custom(provider) })
    const error = await wallet.sendTransaction({ to: OWNER, data: '0x', chain: null }).catch((e: unknown) => e)
    expect(asked).not.toContain('wallet_sendTransaction')
    expect(error).toMatchObject({ name: 'TransactionExecutionError' })
    expect(String((error as Error).message)).toContain('execution reverted')
  })
})
