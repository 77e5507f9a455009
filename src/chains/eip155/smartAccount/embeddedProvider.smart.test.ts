/**
 * The embedded EVM provider as a smart account, driven by viem's own wallet actions (sendCalls,
 * waitForCallsStatus, getCapabilities, sendTransaction) over `custom(provider)`, against anvil and the
 * bundler; the frame's part is the signer's own request handling (prepare, then sign), approving.
 */
import { createWalletClient, custom, encodeFunctionData, erc20Abi, type Hex, parseEther } from 'viem'
import { english, generateMnemonic } from 'viem/accounts'
import { getCapabilities, sendCalls, sendTransaction, waitForCallsStatus } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createFakeSigner, EMBEDDED_ACCOUNT } from '../../../actions/testContext.js'
import type { SignerRpcCall } from '../../../core/embedded/protocol.js'
import type { NetworkConfig } from '../../../core/options.js'
import { createPaymasterServer } from '../../../server/paymaster/createPaymasterServer.js'
import { createMemoryStorage } from '../../../server/storage/memory/memoryStorage.js'
import { deriveWalletKeys } from '../../../signer/keys/derive.js'
import { prepareEvmRequest } from '../../../signer/requests/evm.js'
import { prepareUserOperationRequest } from '../../../signer/requests/userOperation.js'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  VERIFYING_PAYMASTER,
} from '../../../testing/stack/erc4337/verifyingPaymasterAddresses.js'
import { createEmbeddedEvmProvider } from '../embeddedProvider.js'
import { SIMPLE_7702_ACCOUNT_V08 } from '../../../core/embedded/smartAccount.js'
import { freshAddress, startSmartAccountChain } from './__fixtures__/localChain.js'
import { FEE_CANNOT_BE_PAID_MESSAGE } from './walletCalls.js'

describe('the embedded provider as a smart account, through viem’s wallet actions unchanged', () => {
  let local: Awaited<ReturnType<typeof startSmartAccountChain>>
  let paymasterUrl: string
  let server: Server | undefined
  beforeAll(async () => {
    local = await startSmartAccountChain()
    // The operator's paymaster: USDC transfers only, on anvil A.
    const paymaster = createPaymasterServer({
      storage: createMemoryStorage(),
      signer: DEV_PAYMASTER_SIGNER_KEY,
      chains: { [local.chain.caipNetworkId]: { paymaster: VERIFYING_PAYMASTER.address } },
      policy: { chains: [local.chain.caipNetworkId], targets: { [local.usdc]: ['transfer(address,uint256)'] } },
    })
    server = createServer(getRequestListener((request) => paymaster.handle(request, { clientIp: '127.0.0.1' })))
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    paymasterUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }, 180_000)
  afterAll(async () => {
    server?.close()
    await local?.stack.stop()
  })

  /** A signed-in embedded wallet whose frame approves every request, behind the provider. */
  async function embeddedWallet(preferredAccountType: 'eoa' | 'smartAccount', sponsored = false) {
    const keys = await deriveWalletKeys(generateMnemonic(english))
    const signer = createFakeSigner()
    signer.setAccount({ ...EMBEDDED_ACCOUNT, eip155: keys.evm.address })
    const asked: string[] = []
    const answer = signer.handle.getMockImplementation()!
    signer.handle.mockImplementation(async (method, params) => {
      if (method !== 'rpc') return answer(method, params)
      const call = params as SignerRpcCall
      asked.push(call.method)
      const prepared =
        call.method === 'wallet_sendCalls' ? prepareUserOperationRequest(keys, call) : prepareEvmRequest(keys, call)
      return { result: await prepared.sign() }
    })
    const network: NetworkConfig = {
      caipNetworkId: `eip155:${local.chain.chainId}`,
      name: 'Anvil A',
      rpcUrl: local.chain.url,
      bundlerUrl: local.chain.bundler!.url,
      ...(sponsored ? { paymasterUrl } : {}),
    }
    const onDisallowed = vi.fn()
    const provider = createEmbeddedEvmProvider({
      host: signer.host,
      networks: [network],
      onDisallowed,
      preferredAccountType,
    })
    const wallet = createWalletClient({ chain: local.viemChain, transport: custom(provider), pollingInterval: 100 })
    return { address: keys.evm.address, wallet, asked, provider, onDisallowed }
  }

  /** An embedded wallet (no paymaster) holding 1 ETH for its own gas and `usdc` base units of USDC. */
  async function fundedWallet(preferredAccountType: 'eoa' | 'smartAccount', usdc: bigint) {
    const embedded = await embeddedWallet(preferredAccountType)
    await local.test.setBalance({ address: embedded.address, value: parseEther('1') })
    await local.fundUsdc(embedded.address, usdc)
    return embedded
  }

  const transfer = (to: Hex, amount: bigint) => ({
    to: local.usdc,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })

  it('sendCalls and waitForCallsStatus: an atomic batch of two transfers, one receipt, exact balances', async () => {
    const { address, wallet, asked } = await fundedWallet('smartAccount', 3_000_000n)
    const [a, b] = [freshAddress(), freshAddress()]

    expect(await getCapabilities(wallet, { account: address, chainId: local.chain.chainId })).toMatchObject({
      atomic: { status: 'supported' },
      paymasterService: { supported: false },
    })
    const { id } = await sendCalls(wallet, {
      account: address,
      calls: [transfer(a, 1_000_000n), transfer(b, 500_000n)],
    })
    const status = await waitForCallsStatus(wallet, { id, pollingInterval: 100, timeout: 60_000 })

    expect(status.status).toBe('success')
    expect(status.atomic).toBe(true)
    expect(status.receipts).toHaveLength(1)
    expect(status.receipts![0]!.status).toBe('success')
    expect([await local.usdcOf(a), await local.usdcOf(b), await local.usdcOf(address)]).toEqual([
      1_000_000n,
      500_000n,
      1_500_000n,
    ])
    expect(asked).toEqual(['wallet_sendCalls'])
  }, 90_000)

  it('sendTransaction from the smart account is one UserOperation: the hash is the bundle transaction that moved the tokens', async () => {
    const { address, wallet, asked } = await fundedWallet('smartAccount', 1_000_000n)
    const to = freshAddress()
    const hash = await sendTransaction(wallet, { account: address, chain: local.viemChain, ...transfer(to, 400_000n) })
    const receipt = await local.public.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await local.usdcOf(to)).toBe(400_000n)
    expect(asked).toEqual(['wallet_sendCalls'])
  }, 90_000)

  it('as an EOA the provider has no capabilities and refuses sendCalls with -32004, so viem falls back to a plain transaction', async () => {
    const { address, wallet, asked } = await fundedWallet('eoa', 1_000_000n)
    const to = freshAddress()
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({})
    await expect(sendCalls(wallet, { account: address, calls: [transfer(to, 1n)] })).rejects.toMatchObject({
      cause: { name: 'MethodNotSupportedRpcError', code: -32004 },
    })
    const { id } = await sendCalls(wallet, {
      account: address,
      calls: [transfer(to, 200_000n)],
      experimental_fallback: true,
    })
    const status = await waitForCallsStatus(wallet, { id, pollingInterval: 100, timeout: 60_000 })
    expect(status.status).toBe('success')
    expect(await local.usdcOf(to)).toBe(200_000n)
    expect(asked).toEqual(['eth_sendTransaction'])
  }, 90_000)

  it('with 0 ETH and the operator’s paymaster: USDC goes to a fresh address, sponsored; the EOA becomes a smart account and still holds 0 ETH', async () => {
    const { address, wallet } = await embeddedWallet('smartAccount', true)
    await local.fundUsdc(address, 10_000_000n)
    expect(await local.public.getBalance({ address })).toBe(0n)
    const to = freshAddress()

    expect(await getCapabilities(wallet, { account: address, chainId: local.chain.chainId })).toMatchObject({
      paymasterService: { supported: true },
    })
    const { id } = await sendCalls(wallet, { account: address, calls: [transfer(to, 2_500_000n)] })
    const status = await waitForCallsStatus(wallet, { id, pollingInterval: 100, timeout: 60_000 })

    expect(status.status).toBe('success')
    expect(await local.usdcOf(to)).toBe(2_500_000n)
    expect(await local.usdcOf(address)).toBe(7_500_000n)
    expect(await local.public.getBalance({ address })).toBe(0n)
    expect(await local.public.getCode({ address })).toBe(`0xef0100${SIMPLE_7702_ACCOUNT_V08.slice(2).toLowerCase()}`)
  }, 90_000)

  it('a call outside the paymaster’s policy is refused with its reason before the frame is asked, and nothing is sent', async () => {
    const { address, wallet, asked } = await embeddedWallet('smartAccount', true)
    await local.fundUsdc(address, 1_000_000n)
    const spender = freshAddress()
    const approve = {
      to: local.usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 1n] }),
    }
    await expect(sendCalls(wallet, { account: address, calls: [approve] })).rejects.toThrow(
      `This call is not sponsored: function 0x095ea7b3 of contract ${local.usdc} is not allowed`,
    )
    expect(asked).toEqual([])
    expect(await local.public.getCode({ address })).toBeUndefined()
  }, 90_000)

  it('an unsponsored operation with 0 ETH says the network fee cannot be paid, and the frame is not asked', async () => {
    const { address, wallet, asked } = await embeddedWallet('smartAccount')
    await local.fundUsdc(address, 1_000_000n)
    await expect(sendCalls(wallet, { account: address, calls: [transfer(freshAddress(), 1n)] })).rejects.toThrow(
      FEE_CANNOT_BE_PAID_MESSAGE,
    )
    expect(asked).toEqual([])
  }, 60_000)

  it("viem's sendTransaction with 0 ETH unsponsored gets the fee text, not a retry the wallet refuses ('Action not allowed')", async () => {
    const { address, wallet, asked, onDisallowed } = await embeddedWallet('smartAccount')
    await local.fundUsdc(address, 1_000_000n)
    const { to, data } = transfer(freshAddress(), 1n)
    await expect(sendTransaction(wallet, { account: address, to, data })).rejects.toThrow(FEE_CANNOT_BE_PAID_MESSAGE)
    expect(onDisallowed).not.toHaveBeenCalled()
    expect(asked).toEqual([])
  }, 60_000)
})
