import {
  BaseError,
  decodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  http,
  recoverMessageAddress,
  RpcRequestError,
  slice,
  type Hex,
} from 'viem'
import { createPaymasterClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import { ACCOUNT_CALL_ABI } from './accountCalls.js'
import { createPaymasterServer } from './createPaymasterServer.js'
import type { PaymasterServerOptions } from './options.js'
import { paymasterHash, STUB_PAYMASTER_SIGNATURE } from './paymasterData.js'
import { PAYMASTER_REFUSALS } from './refusals.js'
import { PAYMASTER_RPC_ERRORS } from './rpcErrors.js'
import { toPaymasterUserOperation } from './userOperation.js'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const OTHER = '0x000000000000000000000000000000000000bEEF'
const PAYMASTER = '0xBEEaddbbc075859170E773e02166C309B6A89384'
const NOW = new Date('2030-01-01T12:00:00.000Z')
const BASE = 'http://paymaster.test/api/paymaster'

const transfer = (target: string = USDC) =>
  encodeFunctionData({
    abi: ACCOUNT_CALL_ABI,
    functionName: 'execute',
    args: [
      target as Hex,
      0n,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OTHER, 1_000_000n] }),
    ],
  })

/** An operation as viem sends it, gas estimated (1 gwei max fee). */
const rpcOp = (callData: Hex = transfer()) => ({
  sender: '0x1111111111111111111111111111111111111111',
  nonce: '0x0',
  factory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  factoryData: '0x5fbfb9cf',
  callData,
  callGasLimit: '0x186a0',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
  signature: '0x',
})
/** (100 000 + 200 000 + 50 000 + 60 000) gas × 1 gwei */
const OP_COST = 410_000n * 10n ** 9n

function serve(overrides: Partial<PaymasterServerOptions> = {}) {
  const storage = createMemoryStorage()
  const server = createPaymasterServer({
    storage,
    signer: generatePrivateKey(),
    chains: { 'eip155:31337': { paymaster: PAYMASTER } },
    policy: {
      chains: ['eip155:31337'],
      targets: { [USDC]: ['transfer(address,uint256)'] },
      dailyGasCapWei: OP_COST * 2n,
    },
    sponsor: { name: 'Local operator' },
    mountPath: '/api/paymaster',
    now: () => NOW,
    ...overrides,
  })
  const rpc = async (method: string, params: unknown, id: unknown = 1) => {
    const response = await server.handle(
      new Request(BASE, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      }),
      { clientIp: '192.0.2.1' },
    )
    expect(response.status).toBe(200)
    return (await response.json()) as { id: unknown; result?: Record<string, unknown>; error?: Record<string, unknown> }
  }
  const client = createPaymasterClient({
    transport: http(BASE, {
      fetchFn: (input, init) => server.handle(new Request(input, init), { clientIp: '192.0.2.2' }),
    }),
  })
  return { server, storage, rpc, client }
}

describe('the paymaster service (ERC-7677 over JSON-RPC)', () => {
  it('answers pm_getPaymasterStubData with the stub of the real data’s length, the gas limits and the sponsor', async () => {
    const { rpc } = serve()
    const { id, result } = await rpc('pm_getPaymasterStubData', [rpcOp(), entryPoint08Address, '0x7a69', null], 'abc')
    expect(id).toBe('abc')
    expect(result).toEqual({
      paymaster: PAYMASTER,
      paymasterData: expect.stringMatching(/^0x[0-9a-f]{258}$/),
      paymasterVerificationGasLimit: '0xea60',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Local operator' },
      isFinal: false,
    })
    expect(slice(result!.paymasterData as Hex, 64)).toBe(STUB_PAYMASTER_SIGNATURE)
  })

  it('signs pm_getPaymasterData for the operation, the chain and a 10-minute window', async () => {
    const { rpc, server } = serve()
    const { result } = await rpc('pm_getPaymasterData', [rpcOp(), entryPoint08Address, '0x7a69', {}])
    const data = result!.paymasterData as Hex
    const [validUntil, validAfter] = decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], slice(data, 0, 64))
    expect(validUntil).toBe(NOW.getTime() / 1000 + 600)
    expect(validAfter).toBe(0)
    const op = toPaymasterUserOperation(rpcOp())
    const fields = {
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: 60_000n,
      paymasterPostOpGasLimit: 0n,
    } as const
    const hash = paymasterHash(op, fields, 31337, { validUntil, validAfter })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) })).toBe(server.signer)
  })

  it('records each signed operation’s maximum cost, and refuses past the daily cap, both methods', async () => {
    const { rpc, storage } = serve()
    const params = [rpcOp(), entryPoint08Address, '0x7a69']
    expect((await rpc('pm_getPaymasterData', params)).result).toBeDefined()
    expect((await rpc('pm_getPaymasterData', params)).result).toBeDefined()
    const account = 'eip155:31337:0x1111111111111111111111111111111111111111'
    expect(await storage.paymaster.gasUsage(account, '2030-01-01', NOW)).toBe(OP_COST * 2n)
    const refusal = {
      code: -32001,
      message: `This call is not sponsored: this account has used its daily gas allowance (${OP_COST * 2n} wei)`,
      data: { reason: 'dailyCapReached' },
    }
    expect((await rpc('pm_getPaymasterData', params)).error).toEqual(refusal)
    expect((await rpc('pm_getPaymasterStubData', params)).error).toEqual(refusal)
    expect(await storage.paymaster.gasUsage(account, '2030-01-01', NOW)).toBe(OP_COST * 2n)
  })

  it('refuses what the policy refuses, with its text, and counts nothing', async () => {
    const { rpc, storage } = serve()
    const answer = await rpc('pm_getPaymasterData', [rpcOp(transfer(OTHER)), entryPoint08Address, '0x7a69'])
    expect(answer.error).toEqual({
      code: -32001,
      message: `This call is not sponsored: contract ${OTHER} is not allowed`,
      data: { reason: 'contractNotAllowed' },
    })
    expect((await rpc('pm_getPaymasterStubData', [rpcOp(), entryPoint08Address, '0x1'])).error).toMatchObject({
      message: 'This network is not sponsored: eip155:1',
    })
    expect(
      await storage.paymaster.gasUsage('eip155:31337:0x1111111111111111111111111111111111111111', '2030-01-01', NOW),
    ).toBe(0n)
  })

  it('answers protocol errors as JSON-RPC errors', async () => {
    const { rpc, server } = serve()
    expect((await rpc('eth_chainId', [])).error).toEqual({ code: -32601, message: PAYMASTER_RPC_ERRORS.methodNotFound })
    expect((await rpc('toString', [])).error).toMatchObject({ code: -32601 })
    const v06 = { ...rpcOp(), factory: undefined, initCode: '0x', paymasterAndData: '0x', nonce: undefined }
    expect((await rpc('pm_getPaymasterStubData', [v06, entryPoint08Address, '0x7a69'])).error).toEqual({
      code: -32602,
      message: PAYMASTER_RPC_ERRORS.invalidParams,
    })
    expect((await rpc('pm_getPaymasterStubData', [rpcOp(), entryPoint08Address, 31337])).error).toMatchObject({
      code: -32602,
    })
    const batch = await server.handle(
      new Request(BASE, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [] }]),
      }),
    )
    expect(await batch.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: PAYMASTER_RPC_ERRORS.invalidRequest },
    })
  })

  it('works with viem’s paymaster client unchanged, and viem shows a refusal’s text', async () => {
    const { client } = serve()
    const op = toPaymasterUserOperation(rpcOp())
    const stub = await client.getPaymasterStubData({ ...op, chainId: 31337, entryPointAddress: entryPoint08Address })
    expect(stub).toMatchObject({
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: 60_000n,
      paymasterPostOpGasLimit: 0n,
      isFinal: false,
      sponsor: { name: 'Local operator' },
    })
    const data = await client.getPaymasterData({ ...op, chainId: 31337, entryPointAddress: entryPoint08Address })
    expect(data.paymasterData).toMatch(/^0x[0-9a-f]{258}$/)

    const error = await client
      .getPaymasterData({ ...op, callData: transfer(OTHER), chainId: 31337, entryPointAddress: entryPoint08Address })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    const rpcError = (error as BaseError).walk((e) => e instanceof RpcRequestError) as RpcRequestError
    expect(rpcError.code).toBe(-32001)
    expect(rpcError.details).toBe(PAYMASTER_REFUSALS.contractNotAllowed.replace('{address}', OTHER))
  })

  it('refuses invalid options with the field at fault', () => {
    expect(() => serve({ signer: '0x12' })).toThrow(
      'paymaster: signer must be a private key (0x + 64 hex) or a LocalAccount',
    )
    expect(() => serve({ chains: {} })).toThrow('paymaster: policy chain eip155:31337 has no entry in chains')
    expect(() => serve({ chains: { 'eip155:31337': { paymaster: '0xnope' as Hex } } })).toThrow(
      'paymaster: chains["eip155:31337"].paymaster is not an address',
    )
    expect(() => serve({ sponsor: { name: 'x', icon: 'https://example.com/x.png' } })).toThrow(
      'paymaster: sponsor.icon must be a data: URI',
    )
    expect(() => serve({ validitySeconds: 5 })).toThrow('paymaster: validitySeconds must be a whole number from 60')
  })
})
