import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import {
  type BaseError,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  parseUnits,
  RpcRequestError,
  type Address,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymasterServer, type PaymasterServer } from '../../../server/paymaster/createPaymasterServer.js'
import { DEFAULT_PAYMASTER_VERIFICATION_GAS } from '../../../server/paymaster/options.js'
import type { PaymasterPolicy } from '../../../server/paymaster/policy.js'
import { PAYMASTER_REFUSALS } from '../../../server/paymaster/refusals.js'
import { createMemoryStorage } from '../../../server/storage/memory/memoryStorage.js'
import type { ServerStorage } from '../../../server/storage/types.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'
import { demoEvmTokens } from '../evm/tokens.js'
import { startLocalStack, type LocalStack, type LocalStackChain } from '../startLocalStack.js'
import { ERC4337_ADDRESSES } from './erc4337Addresses.js'
import { toSimpleAccount } from './simpleAccount.js'
import { DEV_PAYMASTER_SIGNER_KEY, VERIFYING_PAYMASTER } from './verifyingPaymasterAddresses.js'

const ENTRY_POINT = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function getNonce(address sender, uint192 key) view returns (uint256)',
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
])
const [USDC, DEMO] = demoEvmTokens(31337) as unknown as [{ address: Address }, { address: Address }]
const USDC_UNIT = 1_000_000n

/** The operator's policy: USDC transfers on both anvils, no value. */
const policy = (dailyGasCapWei?: bigint): PaymasterPolicy => ({
  chains: ['eip155:31337', 'eip155:31338'],
  targets: { [USDC.address]: ['transfer(address,uint256)'] },
  ...(dailyGasCapWei === undefined ? {} : { dailyGasCapWei }),
})

/** Serves `paymaster` over HTTP on a loopback port, as an operator would. */
async function listen(paymaster: PaymasterServer): Promise<{ url: string; server: Server }> {
  const server = createServer(getRequestListener((request) => paymaster.handle(request, { clientIp: '127.0.0.1' })))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

describe('a smart account with 0 ETH, its gas paid by the operator’s paymaster service', () => {
  let stack: LocalStack
  let storage: ServerStorage
  const servers: Server[] = []
  let chain: LocalStackChain
  beforeAll(async () => {
    stack = await startLocalStack({ bundler: true, solana: false, walletConnect: false, bitcoin: false })
    chain = stack.chains[0]
    storage = createMemoryStorage()
  }, 180_000)
  afterAll(async () => {
    for (const server of servers) server.close()
    await stack?.stop()
  })

  const clientsOf = (url: string, paymasterUrl: string) => {
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.url] } },
    })
    const publicClient = createPublicClient({
      chain: viemChain,
      transport: http(url),
      cacheTime: 0,
      pollingInterval: 100,
    })
    const paymaster = createPaymasterClient({ transport: http(paymasterUrl) })
    return { publicClient, paymaster, viemChain }
  }

  /** A fresh owner's counterfactual SimpleAccount holding 100 USDC and no ETH, and a bundler client sponsored by `paymasterUrl`. */
  const fundedAccount = async (paymasterUrl: string) => {
    const { publicClient, paymaster, viemChain } = clientsOf(chain.url, paymasterUrl)
    const account = await toSimpleAccount({ client: publicClient, owner: privateKeyToAccount(generatePrivateKey()) })
    const funder = createWalletClient({
      chain: viemChain,
      transport: http(chain.url),
      account: privateKeyToAccount(ANVIL_DEV_PRIVATE_KEYS[0]!),
    })
    const funding = await funder.writeContract({
      address: USDC.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [account.address, 100n * USDC_UNIT],
    })
    await publicClient.waitForTransactionReceipt({ hash: funding })
    const bundler = createBundlerClient({
      client: publicClient,
      transport: http(chain.bundler!.url),
      account,
      paymaster,
    })
    const state = async () => ({
      eth: await publicClient.getBalance({ address: account.address }),
      usdc: await publicClient.readContract({
        address: USDC.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account.address],
      }),
      // UserOperations the EntryPoint ran for the account (viem picks a fresh nonce key per operation).
      ops: (
        await publicClient.getLogs({
          address: ERC4337_ADDRESSES.entryPoint,
          event: ENTRY_POINT[2],
          args: { sender: account.address },
          fromBlock: 0n,
        })
      ).length,
      deployed: await account.isDeployed(),
    })
    return { publicClient, account, bundler, state }
  }

  const usdcTransfer = (to: Address, amount: bigint, token: Address = USDC.address) => ({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
  })

  /** The refusal's text viem reports from the paymaster service. */
  const refusalOf = (error: unknown) =>
    ((error as BaseError).walk((e) => e instanceof RpcRequestError) as RpcRequestError | null)?.details

  it('sends USDC from a counterfactual account with 0 ETH: deployed, exact amounts, the paymaster’s deposit pays', async () => {
    const url = await servePaymaster()
    const { publicClient, account, bundler, state } = await fundedAccount(url)
    const depositBefore = await depositOf(publicClient)
    expect(await state()).toEqual({ eth: 0n, usdc: 100n * USDC_UNIT, ops: 0, deployed: false })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const amount = parseUnits('12.345678', 6)

    const hash = await bundler.sendUserOperation({ calls: [usdcTransfer(recipient, amount)] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100, timeout: 60_000 })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(VERIFYING_PAYMASTER.address.toLowerCase())
    expect(
      await publicClient.readContract({
        address: USDC.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(amount)
    expect(await state()).toEqual({ eth: 0n, usdc: 100n * USDC_UNIT - amount, ops: 1, deployed: true })
    // The operation's nonce is used: its key's sequence moved on by one.
    const key = receipt.nonce >> 64n
    expect(
      await publicClient.readContract({
        address: ERC4337_ADDRESSES.entryPoint,
        abi: ENTRY_POINT,
        functionName: 'getNonce',
        args: [account.address, key],
      }),
    ).toBe(receipt.nonce + 1n)
    // The account paid nothing: the EntryPoint took the actual cost from the paymaster's deposit.
    expect(await depositOf(publicClient)).toBe(depositBefore - receipt.actualGasCost)
    const account10 = `eip155:${chain.chainId}:${account.address}`
    const counted = await storage.paymaster.gasUsage(account10, new Date().toISOString().slice(0, 10), new Date())
    expect(counted).toBeGreaterThanOrEqual(receipt.actualGasCost)

    const op = await bundler.getUserOperation({ hash })
    const validationGas = await paymasterValidationGas(publicClient, receipt.receipt.transactionHash)
    expect(validationGas).toBeLessThan(DEFAULT_PAYMASTER_VERIFICATION_GAS)
    console.info(
      `sponsored op: actualGasUsed ${receipt.actualGasUsed}, actualGasCost ${receipt.actualGasCost} wei, ` +
        `limits call ${op.userOperation.callGasLimit} verification ${op.userOperation.verificationGasLimit} ` +
        `preVerification ${op.userOperation.preVerificationGas} paymaster ${op.userOperation.paymasterVerificationGasLimit}/${op.userOperation.paymasterPostOpGasLimit}, ` +
        `paymaster validation used ${validationGas}, counted at max cost ${counted} wei`,
    )
  }, 120_000)

  it('refuses a call to a contract outside the policy, with its reason, and sends nothing', async () => {
    const url = await servePaymaster()
    const { bundler, state } = await fundedAccount(url)
    const before = await state()
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    const error = await bundler
      .sendUserOperation({ calls: [usdcTransfer(recipient, 1n, DEMO.address)] })
      .catch((e: unknown) => e)
    expect(refusalOf(error)).toBe(PAYMASTER_REFUSALS.contractNotAllowed.replace('{address}', DEMO.address))
    expect(await state()).toEqual(before)
    expect(before).toMatchObject({ eth: 0n, ops: 0, deployed: false })
  }, 120_000)

  it('refuses an account past its daily cap, counted from what it was sponsored today', async () => {
    const { account, bundler, state } = await fundedAccount(await servePaymaster())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const first = await bundler.sendUserOperation({ calls: [usdcTransfer(recipient, USDC_UNIT)] })
    await bundler.waitForUserOperationReceipt({ hash: first, pollingInterval: 100, timeout: 60_000 })
    const today = new Date().toISOString().slice(0, 10)
    const used = await storage.paymaster.gasUsage(`eip155:${chain.chainId}:${account.address}`, today, new Date())

    // The same storage, a cap that leaves room for half an operation more.
    const { bundler: cappedBundler } = await fundedAccountFor(account, await servePaymaster(used + used / 2n))
    const before = await state()
    const error = await cappedBundler
      .sendUserOperation({ calls: [usdcTransfer(recipient, USDC_UNIT)] })
      .catch((e: unknown) => e)
    expect(refusalOf(error)).toBe(PAYMASTER_REFUSALS.dailyCapReached.replace('{cap}', String(used + used / 2n)))
    expect(await state()).toEqual(before)
    expect(before).toMatchObject({ eth: 0n, usdc: 99n * USDC_UNIT, ops: 1, deployed: true })
  }, 120_000)

  /** A bundler client for an existing account, sponsored by `paymasterUrl`. */
  const fundedAccountFor = async (account: Awaited<ReturnType<typeof toSimpleAccount>>, paymasterUrl: string) => {
    const { publicClient, paymaster } = clientsOf(chain.url, paymasterUrl)
    return {
      bundler: createBundlerClient({ client: publicClient, transport: http(chain.bundler!.url), account, paymaster }),
    }
  }

  /**
   * The operator's paymaster service on the suite's storage, with {@link policy}`(dailyGasCapWei)`,
   * served on a loopback port until the suite ends: its URL.
   */
  const servePaymaster = async (dailyGasCapWei?: bigint): Promise<string> => {
    const { url, server } = await listen(
      createPaymasterServer({
        storage,
        signer: DEV_PAYMASTER_SIGNER_KEY,
        chains: paymasters(),
        policy: policy(dailyGasCapWei),
      }),
    )
    servers.push(server)
    return url
  }

  const paymasters = () =>
    Object.fromEntries(stack.chains.map((c) => [c.caipNetworkId, { paymaster: VERIFYING_PAYMASTER.address }]))
})

/** The paymaster's deposit on the EntryPoint. */
function depositOf(client: ReturnType<typeof createPublicClient>): Promise<bigint> {
  return client.readContract({
    address: ERC4337_ADDRESSES.entryPoint,
    abi: ENTRY_POINT,
    functionName: 'balanceOf',
    args: [VERIFYING_PAYMASTER.address],
  })
}

interface CallFrame {
  to?: string
  input?: string
  gasUsed?: string
  calls?: CallFrame[]
}

/** Gas `validatePaymasterUserOp` used in the bundle transaction `hash` (anvil's call tracer). */
async function paymasterValidationGas(
  client: ReturnType<typeof createPublicClient>,
  hash: `0x${string}`,
): Promise<bigint> {
  const trace = (await client.request({
    method: 'debug_traceTransaction' as 'eth_chainId',
    params: [hash, { tracer: 'callTracer' }] as never,
  })) as unknown as CallFrame
  const frames: CallFrame[] = [trace]
  for (let frame = frames.pop(); frame; frame = frames.pop()) {
    // validatePaymasterUserOp(PackedUserOperation, bytes32, uint256)
    if (frame.to?.toLowerCase() === VERIFYING_PAYMASTER.address.toLowerCase() && frame.input?.startsWith('0x52b7512c'))
      return BigInt(frame.gasUsed ?? '0x0')
    frames.push(...(frame.calls ?? []))
  }
  throw new Error(`no validatePaymasterUserOp call in ${hash}`)
}
