import { createPublicClient, createWalletClient, custom, encodeFunctionData, erc20Abi, type Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestContext } from '../../actions/testContext.js'
import { WalletModalError } from '../../core/errors.js'
import { errorMessage } from '../../core/errorMessage.js'
import { setAccount } from '../../core/store.js'
import type { EvmContext } from './evmContext.js'
import { FEE_CANNOT_BE_PAID_CODE, FEE_CANNOT_BE_PAID_MESSAGE } from './smartAccount/walletCalls.js'
import { smartAccountSendError, sponsoredSendMethods } from './sponsoredSend.js'

const connection = vi.hoisted(() => ({ current: {} as Record<string, unknown>, client: undefined as unknown }))
vi.mock('@wagmi/core', () => ({ getConnection: () => connection.current, getClient: () => connection.client }))

const ME: Address = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const USDC: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const REFUSAL = 'This call is not sponsored: contract 0x000000000000000000000000000000000000bEEF is not allowed'

/** The error viem's writeContract throws when the wallet's eth_sendTransaction fails with `error`. */
async function thrownThroughViem(error: Error & { code: number }): Promise<unknown> {
  const client = createWalletClient({
    account: ME,
    transport: custom({
      async request({ method }) {
        if (method === 'eth_chainId') return '0x7a69'
        throw error
      },
    }),
  })
  try {
    await client.writeContract({ chain: null, address: USDC, abi: erc20Abi, functionName: 'transfer', args: [ME, 1n] })
  } catch (thrown) {
    return thrown
  }
  throw new Error('writeContract did not throw')
}
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

function contextWith(preferredAccountType: 'eoa' | 'smartAccount' | undefined): EvmContext {
  const { store } = createTestContext()
  setAccount(store, 'eip155', {
    status: 'connected',
    address: ME,
    caipAddress: `eip155:31337:${ME}`,
    connectorId: 'AUTH',
    ...(preferredAccountType ? { preferredAccountType } : {}),
  })
  return { config: {}, store } as unknown as EvmContext
}

afterEach(() => {
  connection.current = {}
  connection.client = undefined
})

describe("a smart account's failed send, in the words that explain it", () => {
  it("a paymaster's refusal keeps its reason, where the code alone would say 'Resource not found'", async () => {
    const thrown = await thrownThroughViem(rpcError(-32001, REFUSAL))
    expect(errorMessage(thrown, 'send')).toBe('Resource not found')
    const explained = await smartAccountSendError(thrown)
    expect(explained).toBeInstanceOf(WalletModalError)
    expect(explained).toMatchObject({ message: REFUSAL, code: -32001 })
    expect(errorMessage(explained, 'send')).toBe(REFUSAL)
  })

  it("an unpaid fee says so, where the code alone would say 'Transaction rejected'", async () => {
    const thrown = await thrownThroughViem(rpcError(FEE_CANNOT_BE_PAID_CODE, FEE_CANNOT_BE_PAID_MESSAGE))
    expect(errorMessage(thrown, 'send')).toBe('Transaction rejected')
    expect(errorMessage(await smartAccountSendError(thrown), 'send')).toBe(FEE_CANNOT_BE_PAID_MESSAGE)
  })

  it('anything else, a user rejection included, is left as it was', async () => {
    for (const error of [rpcError(-32000, 'execution reverted'), rpcError(4001, 'User rejected the request.')]) {
      const thrown = await thrownThroughViem(error)
      expect(await smartAccountSendError(thrown)).toBe(thrown)
    }
  })

  it('a smart account’s transfer goes to its provider as one eth_sendTransaction, waited for until mined', async () => {
    const HASH = `0x${'ab'.repeat(32)}`
    const request = vi.fn(async (_: { method: string; params?: unknown[] }): Promise<unknown> => HASH)
    connection.current = { address: ME, chainId: 31337, connector: { getProvider: async () => ({ request }) } }
    const receipt = { transactionHash: HASH, status: '0x1', blockNumber: '0x1', blockHash: HASH, logs: [] }
    connection.client = createPublicClient({
      pollingInterval: 10,
      transport: custom({
        async request({ method }) {
          return method === 'eth_getTransactionReceipt' ? receipt : method === 'eth_blockNumber' ? '0x1' : null
        },
      }),
    })
    const send = vi.fn()
    const methods = sponsoredSendMethods(contextWith('smartAccount'), send)
    const to = '0x000000000000000000000000000000000000bEEF'
    expect(
      await methods.sendTransfer({
        to,
        value: 5n,
        token: { address: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      }),
    ).toBe(HASH)
    expect(request).toHaveBeenLastCalledWith({
      method: 'eth_sendTransaction',
      params: [
        { from: ME, to: USDC, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 5n] }) },
      ],
    })
    expect(await methods.sendTransfer({ to, value: 16n })).toBe(HASH)
    expect(request).toHaveBeenLastCalledWith({
      method: 'eth_sendTransaction',
      params: [{ from: ME, to, value: '0x10' }],
    })
    expect(send).not.toHaveBeenCalled()
  })

  it('a smart account’s failed send is explained; an EOA’s send is the plain one, its error as it came', async () => {
    const refusal = rpcError(-32001, REFUSAL)
    const request = vi.fn(async () => Promise.reject(refusal))
    connection.current = { address: ME, chainId: 31337, connector: { getProvider: async () => ({ request }) } }
    const smart = sponsoredSendMethods(contextWith('smartAccount'), vi.fn())
    await expect(smart.sendTransfer({ to: ME, value: 1n })).rejects.toMatchObject({ message: REFUSAL, code: -32001 })
    await expect(smart.sendTransfer({ to: ME, value: 1n })).rejects.toBeInstanceOf(WalletModalError)
    const send = vi.fn(async (): Promise<string> => Promise.reject(refusal))
    const eoa = sponsoredSendMethods(contextWith('eoa'), send)
    await expect(eoa.sendTransfer({ to: ME, value: 1n })).rejects.toBe(refusal)
    send.mockResolvedValueOnce('0xabc')
    expect(await eoa.sendTransfer({ to: ME, value: 1n })).toBe('0xabc')
  })
})

describe('sponsoredFees: the provider’s paymasterService capability for the current chain', () => {
  const providerAnswering = (capabilities: unknown) => {
    const request = vi.fn(async () => capabilities)
    connection.current = { address: ME, chainId: 31337, connector: { getProvider: async () => ({ request }) } }
    return request
  }

  it('true for a smart account whose network a paymaster sponsors, asked for that chain', async () => {
    const request = providerAnswering({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
    })
    expect(await sponsoredSendMethods(contextWith('smartAccount'), vi.fn()).sponsoredFees!()).toBe(true)
    expect(request).toHaveBeenCalledWith({ method: 'wallet_getCapabilities', params: [ME, ['0x7a69']] })
  })

  it('false without a paymaster, on another chain’s capability, or for an EOA (the provider is not asked)', async () => {
    providerAnswering({ '0x7a69': { paymasterService: { supported: false } } })
    expect(await sponsoredSendMethods(contextWith('smartAccount'), vi.fn()).sponsoredFees!()).toBe(false)
    providerAnswering({ '0x7a6a': { paymasterService: { supported: true } } })
    expect(await sponsoredSendMethods(contextWith('smartAccount'), vi.fn()).sponsoredFees!()).toBe(false)
    const request = providerAnswering({ '0x7a69': { paymasterService: { supported: true } } })
    expect(await sponsoredSendMethods(contextWith('eoa'), vi.fn()).sponsoredFees!()).toBe(false)
    expect(await sponsoredSendMethods(contextWith(undefined), vi.fn()).sponsoredFees!()).toBe(false)
    expect(request).not.toHaveBeenCalled()
  })
})
