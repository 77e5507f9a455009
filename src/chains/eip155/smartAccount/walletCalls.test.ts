/**
 * EIP-5792 on the embedded smart account (the EOA delegated to Simple7702Account v0.8) against the
 * local stack: anvil, EntryPoint v0.8 and the Alto bundler, with the signer frame's own UserOperation
 * signing (prepareUserOperationRequest) holding the key, as in the browser.
 */
import { encodeFunctionData, erc20Abi, type Hex, numberToHex, parseEther } from 'viem'
import { english, generateMnemonic } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignerRpcCall } from '../../../core/embedded/protocol.js'
import { ENTRY_POINT_V08, SIMPLE_7702_ACCOUNT_V08 } from '../../../core/embedded/smartAccount.js'
import { deriveWalletKeys } from '../../../signer/keys/derive.js'
import { prepareUserOperationRequest, type SignedUserOperation } from '../../../signer/requests/userOperation.js'
import { DEV_0, freshAddress, startSmartAccountChain } from './__fixtures__/localChain.js'
import { CALLS_STATUS, createSmartAccountCalls, FEE_CANNOT_BE_PAID_MESSAGE } from './walletCalls.js'

const firstParam = (call: SignerRpcCall) => (call.params as [{ userOperation: Record<string, unknown> }])[0]

describe('EIP-5792 on the embedded smart account (EIP-7702 Simple7702Account v0.8 through the bundler)', () => {
  let local: Awaited<ReturnType<typeof startSmartAccountChain>>
  beforeAll(async () => {
    local = await startSmartAccountChain()
  }, 180_000)
  afterAll(() => local?.stack.stop())

  /** A fresh embedded wallet: its keys, the frame's signing of a UserOperation, and what it signed. */
  async function freshWallet() {
    const keys = await deriveWalletKeys(generateMnemonic(english))
    const signed: SignerRpcCall[] = []
    const calls = await createSmartAccountCalls({
      client: local.public,
      bundlerUrl: local.chain.bundler!.url,
      owner: keys.evm.address,
      async signUserOperation(userOperation, chainId) {
        const call = {
          namespace: 'eip155',
          method: 'wallet_sendCalls',
          params: [
            {
              chainId: numberToHex(chainId),
              entryPoint: ENTRY_POINT_V08,
              userOperation,
            },
          ],
        } as unknown as SignerRpcCall
        signed.push(call)
        return (await prepareUserOperationRequest(keys, call).sign()) as SignedUserOperation
      },
    })
    return { keys, calls, signed }
  }

  const usdc = () => local.usdc
  const usdcOf = (address: Hex) => local.usdcOf(address)
  const fundUsdc = (to: Hex, amount: bigint) => local.fundUsdc(to, amount)
  async function settled(calls: Awaited<ReturnType<typeof createSmartAccountCalls>>, id: Hex) {
    for (let tries = 0; tries < 600; tries++) {
      const status = await calls.getCallsStatus([id])
      if (status.status !== CALLS_STATUS.pending) return status
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`no receipt for ${id}`)
  }

  it('sends an ERC-20 transfer as one UserOperation from the EOA itself: the first delegates it (smartAccountDeployed), the recipient gets exactly the amount, the status is confirmed with the receipt', async () => {
    const { keys, calls, signed } = await freshWallet()
    expect(calls.address).toBe(keys.evm.address)
    expect(await calls.isDeployed()).toBe(false)
    await local.test.setBalance({ address: calls.address, value: parseEther('1') })
    await fundUsdc(calls.address, 5_000_000n)
    const recipient = freshAddress()
    const transfer = (amount: bigint) => ({
      to: usdc(),
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
    })

    const { id } = await calls.sendCalls([
      {
        version: '2.0.0',
        chainId: numberToHex(local.chain.chainId),
        from: calls.address,
        atomicRequired: true,
        calls: [transfer(1_250_000n)],
      },
    ])
    const status = await settled(calls, id)

    expect(status).toMatchObject({ status: CALLS_STATUS.confirmed, atomic: true, chainId: numberToHex(31337), id })
    expect(await usdcOf(recipient)).toBe(1_250_000n)
    expect(await usdcOf(calls.address)).toBe(3_750_000n)
    expect(await calls.isDeployed()).toBe(true)
    expect(await local.public.getCode({ address: calls.address })).toBe(
      `0xef0100${SIMPLE_7702_ACCOUNT_V08.slice(2).toLowerCase()}`,
    )
    const receipt = await local.public.getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    expect(receipt.status).toBe('success')
    expect(status.receipts![0]!.blockHash).toBe(receipt.blockHash)
    // The frame was asked once, with the delegation to sign.
    expect(signed.map((call) => Boolean(firstParam(call).userOperation.eip7702Auth))).toEqual([true])

    // The next operation needs no delegation.
    const next = await calls.sendCalls([{ version: '2.0.0', calls: [transfer(250_000n)] }])
    expect((await settled(calls, next.id)).status).toBe(CALLS_STATUS.confirmed)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(signed.map((call) => Boolean(firstParam(call).userOperation.eip7702Auth))).toEqual([true, false])
  }, 90_000)

  it('an approve and a transferFrom-style spend land atomically: one bundle transaction holds both', async () => {
    const { calls } = await freshWallet()
    await local.test.setBalance({ address: calls.address, value: parseEther('1') })
    await fundUsdc(calls.address, 2_000_000n)
    const spender = freshAddress()
    const recipient = freshAddress()
    const { id } = await calls.sendCalls([
      {
        version: '2.0.0',
        atomicRequired: true,
        calls: [
          {
            to: usdc(),
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 700_000n] }),
          },
          {
            to: usdc(),
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 300_000n] }),
          },
        ],
      },
    ])
    const status = await settled(calls, id)
    expect(status.status).toBe(CALLS_STATUS.confirmed)
    expect(status.receipts).toHaveLength(1)
    const receipt = await local.public.getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    const tokenLogs = receipt.logs.filter((log) => log.address.toLowerCase() === usdc().toLowerCase())
    // Approval then Transfer, in the same transaction.
    expect(tokenLogs.map((log) => log.topics[0])).toEqual([
      '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    ])
    expect(
      await local.public.readContract({
        address: usdc(),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [calls.address, spender],
      }),
    ).toBe(700_000n)
    expect(await usdcOf(recipient)).toBe(300_000n)
  }, 90_000)

  it('an unsponsored batch from an account with no ETH is refused before signing: the fee cannot be paid, nothing sent, not delegated', async () => {
    const { calls, signed } = await freshWallet()
    await fundUsdc(calls.address, 1_000_000n)
    const recipient = freshAddress()
    await expect(
      calls.sendCalls([
        {
          version: '2.0.0',
          calls: [
            {
              to: usdc(),
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1n] }),
            },
          ],
        },
      ]),
    ).rejects.toThrow(FEE_CANNOT_BE_PAID_MESSAGE)
    expect(signed).toHaveLength(0)
    expect(await usdcOf(recipient)).toBe(0n)
    expect(await calls.isDeployed()).toBe(false)
  }, 60_000)

  it('refuses another account, another chain and malformed calls; an unknown id is pending', async () => {
    const { calls } = await freshWallet()
    const one = [{ to: usdc() }]
    await expect(calls.sendCalls([{ from: DEV_0, calls: one }])).rejects.toMatchObject({
      code: 4100,
      message: 'The requested account is not this wallet',
    })
    await expect(calls.sendCalls([{ chainId: '0x1', calls: one }])).rejects.toMatchObject({
      code: 5710,
      message: 'Unsupported chain id',
    })
    await expect(calls.sendCalls([{ calls: [] }])).rejects.toThrow('Invalid params: calls must be a non-empty array')
    await expect(calls.sendCalls([{ calls: [{ to: '0x12' }] }])).rejects.toThrow(
      'Invalid params: calls[0].to must be an address',
    )
    await expect(calls.sendCalls([{ calls: [{ to: usdc(), value: '12' }] }])).rejects.toThrow(
      'Invalid params: calls[0].value must be a hex quantity',
    )
    const unknown = `0x${'ab'.repeat(32)}` as Hex
    expect(await calls.getCallsStatus([unknown])).toEqual({
      version: '2.0.0',
      id: unknown,
      chainId: numberToHex(31337),
      atomic: true,
      status: CALLS_STATUS.pending,
    })
  }, 60_000)
})
