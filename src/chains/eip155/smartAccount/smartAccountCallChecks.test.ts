/**
 * What the embedded smart account's EIP-5792 methods check before anything is signed or sent, and
 * how they read the bundler's answers, over a scripted chain node and bundler (the local-stack
 * journeys are in walletCalls.test.ts): the request's shape, each call's fields, the fee check of an
 * unsponsored batch (ETH plus EntryPoint deposit against the calls' value), the status of an
 * operation, and the bundler's and paymaster's refusals in the modal's words.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, custom, defineChain, type Hex, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  CALLS_STATUS,
  createSmartAccountCalls,
  FEE_CANNOT_BE_PAID_CODE,
  FEE_CANNOT_BE_PAID_MESSAGE,
  PaymasterRefusal,
} from './walletCalls.js'

const OWNER = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OP_HASH: Hex = `0x${'ab'.repeat(32)}`
const TX_HASH: Hex = `0x${'cd'.repeat(32)}`
const BLOCK_HASH: Hex = `0x${'ef'.repeat(32)}`
const chain = defineChain({
  id: 31337,
  name: 'scripted',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/** The chain node: the account's ETH and EntryPoint deposit are set per test; every method asked is recorded. */
const node = { balance: 0n, deposit: 0n, asked: [] as string[] }
/** The bundler's and paymaster's answers by method (a function of the params, or a JSON-RPC error); every method asked is recorded. */
const remote = { answers: {} as Record<string, (params: unknown[]) => unknown>, asked: [] as string[] }

class JsonRpcFailure {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

const client = createPublicClient({
  chain,
  transport: custom({
    async request({ method, params }: { method: string; params: unknown[] }) {
      node.asked.push(method)
      if (method === 'eth_chainId') return numberToHex(31337)
      if (method === 'eth_getBalance') return numberToHex(node.balance)
      if (method === 'eth_call') {
        const data = (params[0] as { data: Hex }).data
        // EntryPoint.balanceOf(account) is 0x70a08231; getNonce and anything else answer 0.
        return data.startsWith('0x70a08231') ? pad(numberToHex(node.deposit)) : pad('0x0')
      }
      if (method === 'eth_getTransactionCount') return '0x0'
      if (method === 'eth_getCode') return '0x'
      if (method === 'eth_maxPriorityFeePerGas') return '0x1'
      if (method === 'eth_gasPrice') return '0x2'
      if (method === 'eth_getBlockByNumber') return { number: '0x1', baseFeePerGas: '0x1', hash: BLOCK_HASH }
      throw new Error(`the scripted node has no ${method}`)
    },
  }),
})

let server: Server
let url = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as { id: number; method: string; params: unknown[] }
      remote.asked.push(method)
      const answer = remote.answers[method]
      let result: unknown
      try {
        result = answer ? answer(params) : new JsonRpcFailure(-32601, `no ${method}`)
      } catch (error) {
        result = new JsonRpcFailure(-32603, String(error))
      }
      response.setHeader('Content-Type', 'application/json')
      response.end(
        JSON.stringify(
          result instanceof JsonRpcFailure
            ? { jsonrpc: '2.0', id, error: { code: result.code, message: result.message } }
            : { jsonrpc: '2.0', id, result },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  node.balance = 0n
  node.deposit = 0n
  node.asked = []
  remote.answers = {}
  remote.asked = []
})

const signed: unknown[] = []
const smartAccount = (paymasterUrl?: string) =>
  createSmartAccountCalls({
    client: client as never,
    bundlerUrl: `${url}/bundler`,
    paymasterUrl,
    owner: OWNER,
    async signUserOperation(userOperation) {
      signed.push(userOperation)
      return { signature: '0x' }
    },
  })

describe('wallet_sendCalls: the request', () => {
  it('takes one request object: a bare value or no params at all is invalid', async () => {
    const calls = await smartAccount()
    for (const params of [['text'], [42], undefined, {}, [null]])
      await expect(calls.sendCalls(params)).rejects.toMatchObject({
        code: -32602,
        message: 'Invalid params: wallet_sendCalls takes one request object',
      })
  })

  it('a from that is not an address is another account (4100), not a crash', async () => {
    const calls = await smartAccount()
    await expect(calls.sendCalls([{ from: 42, calls: [{ to: TO }] }])).rejects.toMatchObject({
      code: 4100,
      message: 'The requested account is not this wallet',
    })
  })
})

describe('wallet_sendCalls: each call', () => {
  /** The error sendCalls ends with for these calls, from an account that cannot pay (so a valid batch ends at the fee check). */
  async function outcome(call: Record<string, unknown>) {
    const calls = await smartAccount()
    return calls.sendCalls([{ calls: [call] }]).catch((error: Error & { code?: number }) => error)
  }
  const feeRefusal = { code: FEE_CANNOT_BE_PAID_CODE, message: FEE_CANNOT_BE_PAID_MESSAGE }

  it('accepts a to whose letters are in any case (not only its checksum)', async () => {
    expect(await outcome({ to: '0x70997970c51812DC3A010C7D01B50E0D17DC79C8' })).toMatchObject(feeRefusal)
  })

  it('refuses data that is not hex, with the call’s index', async () => {
    expect(await outcome({ to: TO, data: 'calldata' })).toMatchObject({
      code: -32602,
      message: 'Invalid params: calls[0].data must be hex',
    })
  })

  it('accepts a value of one to 64 hex digits and refuses anything around or beyond one', async () => {
    for (const value of ['0x1', '0x10', '0xAbC', `0x${'f'.repeat(64)}`])
      expect(await outcome({ to: TO, value })).toMatchObject(feeRefusal)
    for (const value of ['0x', 'x0x1', '0x1g', `0x${'1'.repeat(65)}`, '10', 16])
      expect(await outcome({ to: TO, value })).toMatchObject({
        code: -32602,
        message: 'Invalid params: calls[0].value must be a hex quantity',
      })
  })
})

describe('wallet_sendCalls: an unsponsored batch’s fee', () => {
  /** Does sendCalls refuse the batch for its fee, with this ETH and deposit? (A batch it lets through fails later, at the scripted bundler.) */
  async function refusedForFee(balance: bigint, deposit: bigint, values: string[]) {
    node.balance = balance
    node.deposit = deposit
    const calls = await smartAccount()
    const error = await calls.sendCalls([{ calls: values.map((value) => ({ to: TO, value })) }]).catch((e: Error) => e)
    return (error as Error).message === FEE_CANNOT_BE_PAID_MESSAGE
  }

  it('is refused when ETH and deposit together cover no more than the calls’ value', async () => {
    expect(await refusedForFee(3n, 2n, ['0x5'])).toBe(true)
    expect(await refusedForFee(3n, 2n, ['0x2', '0x3'])).toBe(true)
    expect(await refusedForFee(0n, 0n, [])).toBe(false) // no calls: invalid params, not the fee
  })

  it('goes to the bundler when they cover more than the value, counting the deposit', async () => {
    expect(await refusedForFee(3n, 2n, ['0x4'])).toBe(false)
    expect(await refusedForFee(3n, 2n, ['0x1', '0x3'])).toBe(false)
    expect(await refusedForFee(0n, 1n, [])).toBe(false)
    expect(remote.asked.length).toBeGreaterThan(0)
  })

  it('is not checked when a paymaster sponsors: the dapp’s paymasterService capability or the operator’s', async () => {
    const dapp = await smartAccount()
    await dapp
      .sendCalls([{ calls: [{ to: TO }], capabilities: { paymasterService: { url: `${url}/paymaster` } } }])
      .catch(() => undefined)
    const operator = await smartAccount(`${url}/paymaster`)
    await operator.sendCalls([{ calls: [{ to: TO }] }]).catch(() => undefined)
    expect(node.asked).not.toContain('eth_getBalance')
  })
})

describe('wallet_getCallsStatus', () => {
  it('refuses an id that is not a 32-byte hex hash, without asking the bundler', async () => {
    const calls = await smartAccount()
    for (const id of ['0x1234', `0x${'zz'.repeat(32)}`, `${'ab'.repeat(33)}`, 42])
      await expect(calls.getCallsStatus([id])).rejects.toMatchObject({
        code: -32602,
        message: 'Invalid params: the id is a UserOperation hash',
      })
    expect(remote.asked).toEqual([])
  })

  const receiptOf = (status: '0x1' | '0x0', success: boolean) => () => ({
    userOpHash: OP_HASH,
    entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
    sender: OWNER,
    nonce: '0x0',
    success,
    actualGasCost: '0x10',
    actualGasUsed: '0x10',
    logs: [
      {
        address: TO,
        data: '0x01',
        topics: [OP_HASH],
        blockHash: BLOCK_HASH,
        blockNumber: '0x7',
        logIndex: '0x0',
        transactionHash: TX_HASH,
        transactionIndex: '0x0',
      },
    ],
    receipt: {
      transactionHash: TX_HASH,
      blockHash: BLOCK_HASH,
      blockNumber: '0x7',
      gasUsed: '0x5208',
      status,
      logs: [],
      transactionIndex: '0x0',
      cumulativeGasUsed: '0x5208',
      effectiveGasPrice: '0x1',
      from: OWNER,
      to: OWNER,
      type: '0x2',
      logsBloom: `0x${'00'.repeat(256)}`,
      contractAddress: null,
    },
  })

  it('a landed operation: 200 with the bundle’s receipt and only the logs’ address, data and topics', async () => {
    remote.answers.eth_getUserOperationReceipt = receiptOf('0x1', true)
    const calls = await smartAccount()
    expect(await calls.getCallsStatus([OP_HASH])).toStrictEqual({
      version: '2.0.0',
      id: OP_HASH,
      chainId: '0x7a69',
      atomic: true,
      status: CALLS_STATUS.confirmed,
      receipts: [
        {
          logs: [{ address: TO, data: '0x01', topics: [OP_HASH] }],
          status: '0x1',
          blockHash: BLOCK_HASH,
          blockNumber: '0x7',
          gasUsed: '0x5208',
          transactionHash: TX_HASH,
        },
      ],
    })
  })

  it('a reverted one: 500, and its receipt’s status is 0x0', async () => {
    remote.answers.eth_getUserOperationReceipt = receiptOf('0x0', false)
    const calls = await smartAccount()
    const status = await calls.getCallsStatus([OP_HASH])
    expect(status.status).toBe(CALLS_STATUS.reverted)
    expect('receipts' in status && status.receipts[0]?.status).toBe('0x0')
  })

  it('a bundler that fails is an error, not a pending operation', async () => {
    remote.answers.eth_getUserOperationReceipt = () => new JsonRpcFailure(-32603, 'bundler down')
    const calls = await smartAccount()
    await expect(calls.getCallsStatus([OP_HASH])).rejects.toThrow('bundler down')
  })
})

describe('the bundler’s and the paymaster’s refusals, in the modal’s words', () => {
  it('a paymaster’s refusal is its own code and reason', async () => {
    remote.answers.pm_getPaymasterStubData = () =>
      new JsonRpcFailure(-32001, 'Not sponsored: the call is outside the policy')
    const calls = await smartAccount(`${url}/paymaster`)
    await expect(calls.sendCalls([{ calls: [{ to: TO }] }])).rejects.toMatchObject({
      code: -32001,
      message: 'Not sponsored: the call is outside the policy',
    })
    expect(signed).toEqual([])
  })

  it('the bundler’s AA21 (the account did not pay its prefund) is the fee that cannot be paid', async () => {
    node.balance = 10n
    remote.answers.eth_estimateUserOperationGas = () => new JsonRpcFailure(-32500, "AA21 didn't pay prefund")
    const calls = await smartAccount()
    await expect(calls.sendCalls([{ calls: [{ to: TO }] }])).rejects.toMatchObject({
      code: FEE_CANNOT_BE_PAID_CODE,
      message: FEE_CANNOT_BE_PAID_MESSAGE,
    })
  })

  it('a PaymasterRefusal is named so', () => {
    expect(new PaymasterRefusal(-32001, 'no')).toMatchObject({ name: 'PaymasterRefusal', code: -32001, message: 'no' })
  })
})
