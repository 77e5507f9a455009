import { createServer } from 'node:net'
import {
  createPublicClient,
  defineChain,
  erc20Abi,
  getContractAddress,
  http,
  parseUnits,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../anvil.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'
import { anvilRpc } from './anvilRpc.js'
import { COMPILED_CONTRACTS } from './compiledContracts.js'
import { DEMO_EVM_DEPLOY_TIME, DEMO_EVM_HISTORY } from './seedHistory.js'
import {
  DEMO_EVM_FUNDING,
  DEMO_EVM_TOKEN_SPECS,
  DEMO_TOKEN_DEPLOYER,
  MULTICALL3_ADDRESS,
  demoEvmTokens,
} from './tokens.js'
import { seedDemoEvmChain } from './seedEvmChain.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from './startEvmChain.js'

const CHAIN_ID = 31337
const DEV: readonly Address[] = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)
const [usdc, demo] = demoEvmTokens(CHAIN_ID) as [
  ReturnType<typeof demoEvmTokens>[number],
  ReturnType<typeof demoEvmTokens>[number],
]

const contracts = COMPILED_CONTRACTS
let chain: RunningDemoEvmChain
let client: PublicClient

/** A port nobody listened on a moment ago. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const { port } = server.address() as { port: number }
  await new Promise((resolveClose) => server.close(resolveClose))
  return port
}

interface OtsPage {
  txs: { hash: Hash; from: Address; to: Address | null }[]
  receipts: { transactionHash: Hash; timestamp: string; status: string }[]
  lastPage: boolean
}

beforeAll(async () => {
  chain = await startDemoEvmChain({ port: await freePort(), chainId: CHAIN_ID, contracts })
  const viemChain = defineChain({
    id: CHAIN_ID,
    name: 'Anvil A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  })
  client = createPublicClient({ chain: viemChain, transport: http(chain.url), cacheTime: 0 })
}, 30_000)

afterAll(async () => {
  await chain?.stop()
})

describe('seedDemoEvmChain on a fresh anvil', () => {
  it('seeds in well under 3 s', () => {
    expect(chain.seeded.ms).toBeLessThan(3_000)
    expect(chain.seeded.setup).toHaveLength(2 + 2 * DEMO_EVM_FUNDING.accounts.length)
    expect(chain.seeded.history).toHaveLength(DEMO_EVM_HISTORY.length)
  })

  it('deploys the tokens at addresses fixed by deployer (dev account 9) and nonce', async () => {
    expect(DEMO_TOKEN_DEPLOYER).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
    expect(chain.seeded.tokens).toEqual(demoEvmTokens(CHAIN_ID))
    expect(demoEvmTokens(31338)).toEqual(demoEvmTokens(CHAIN_ID))
    expect(usdc).toEqual({
      address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      name: 'USD Coin (local)',
      symbol: 'USDC',
      decimals: 6,
    })
    expect(demo).toEqual({
      address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      name: 'Demo Token',
      symbol: 'DEMO',
      decimals: 18,
    })
    expect(usdc.address).toBe(getContractAddress({ from: DEMO_TOKEN_DEPLOYER, nonce: 0n }))
    expect(demo.address).toBe(getContractAddress({ from: DEMO_TOKEN_DEPLOYER, nonce: 1n }))
    for (const token of [usdc, demo]) {
      const read = (functionName: 'name' | 'symbol' | 'decimals') =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName })
      expect({ name: await read('name'), symbol: await read('symbol'), decimals: await read('decimals') }).toEqual({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
      })
    }
  })

  it('leaves accounts 0–3 with exactly 10,000 USDC and 1,000 DEMO, the deployer with the rest after the pools', async () => {
    const balance = (token: Address, owner: Address) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    // The history nets to zero per account and token; check that against the data, not just the chain.
    for (const asset of ['USDC', 'DEMO'] as const) {
      const net = DEMO_EVM_HISTORY.filter((transfer) => transfer.asset === asset).reduce(
        (sum, transfer) => sum + (transfer.to === 0 ? 1 : -1) * Number(transfer.amount),
        0,
      )
      expect(Math.abs(net)).toBeLessThan(1e-9)
    }
    for (const account of [0, 1, 2, 3]) {
      expect(await balance(usdc.address, DEV[account]!)).toBe(parseUnits('10000', 6))
      expect(await balance(demo.address, DEV[account]!)).toBe(parseUnits('1000', 18))
    }
    expect(await balance(usdc.address, DEV[4]!)).toBe(0n)
    const [usdcSpec, demoSpec] = DEMO_EVM_TOKEN_SPECS
    expect(await balance(usdc.address, DEMO_TOKEN_DEPLOYER)).toBe(
      parseUnits(String(usdcSpec!.supply - 40_000n - 400_000n), 6),
    ) // 400,000 went to the Uniswap pools (uniswapV2.ts)
    expect(await balance(demo.address, DEMO_TOKEN_DEPLOYER)).toBe(
      parseUnits(String(demoSpec!.supply - 4_000n - 400_000n), 18),
    )
  })

  it("answers viem's multicall (aggregate3) at the canonical Multicall3 address", async () => {
    expect(await client.getCode({ address: MULTICALL3_ADDRESS })).toBe(contracts.contracts.Multicall3.deployedBytecode)
    const results = await client.multicall({
      contracts: [
        { address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [DEV[0]!] },
        { address: demo.address, abi: erc20Abi, functionName: 'balanceOf', args: [DEV[3]!] },
        { address: usdc.address, abi: erc20Abi, functionName: 'symbol' },
        { address: demo.address, abi: erc20Abi, functionName: 'decimals' },
        // An account with no code: the call succeeds with no data, which viem reports as a failure.
        { address: DEV[5]!, abi: erc20Abi, functionName: 'balanceOf', args: [DEV[0]!] },
      ],
    })
    expect(results.slice(0, 4)).toEqual([
      { status: 'success', result: parseUnits('10000', 6) },
      { status: 'success', result: parseUnits('1000', 18) },
      { status: 'success', result: 'USDC' },
      { status: 'success', result: 18 },
    ])
    expect(results[4]!.status).toBe('failure')
    await expect(
      client.multicall({
        allowFailure: false,
        contracts: [{ address: usdc.address, abi: erc20Abi, functionName: 'transfer', args: [DEV[1]!, 1n] }],
      }),
    ).rejects.toThrow()
  })

  it('gives account 0 a history that ots_searchTransactionsBefore pages through, over more than three months of two years', async () => {
    const found: OtsPage['txs'] = []
    const months = new Set<string>()
    let before = 0
    for (let pages = 0; pages < 20; pages++) {
      const page = await anvilRpc<OtsPage>(chain.url, 'ots_searchTransactionsBefore', [DEV[0], before, 10])
      found.push(...page.txs)
      for (const receipt of page.receipts) {
        expect(receipt.status).toBe('0x1')
        months.add(new Date(Number(receipt.timestamp) * 1000).toISOString().slice(0, 7))
      }
      if (page.lastPage || page.txs.length === 0) break
      before = Number((page.txs.at(-1) as unknown as { blockNumber: string }).blockNumber)
    }
    // Sent and ETH-received transactions only: ots does not see token transfers to account 0.
    const visible = DEMO_EVM_HISTORY.filter((transfer) => transfer.from === 0 || transfer.asset === 'ETH')
    expect(found.length).toBeGreaterThanOrEqual(25)
    expect(new Set(found.map((tx) => tx.hash))).toEqual(
      new Set(chain.seeded.history.filter((_, index) => visible.includes(DEMO_EVM_HISTORY[index]!))),
    )
    expect(months.size).toBeGreaterThanOrEqual(3)
    expect(new Set([...months].map((month) => month.slice(0, 4)))).toEqual(new Set(['2025', '2026']))
  })

  it('mines each transfer at its date, finds incoming token transfers in the logs, and ends at the current time', async () => {
    for (const [index, hash] of chain.seeded.history.entries()) {
      const receipt = await client.getTransactionReceipt({ hash })
      const block = await client.getBlock({ blockNumber: receipt.blockNumber })
      expect(Number(block.timestamp)).toBe(Date.parse(DEMO_EVM_HISTORY[index]!.at) / 1000)
    }
    const deploy = await client.getTransactionReceipt({ hash: chain.seeded.setup[0]! })
    expect(Number((await client.getBlock({ blockNumber: deploy.blockNumber })).timestamp)).toBe(DEMO_EVM_DEPLOY_TIME)

    const received = await client.getContractEvents({
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: DEV[0]! },
      fromBlock: 0n,
    })
    const tokenTransfersIn = DEMO_EVM_HISTORY.filter((transfer) => transfer.to === 0 && transfer.asset !== 'ETH')
    expect(received).toHaveLength(tokenTransfersIn.length + 2)

    const latest = await client.getBlock()
    expect(Math.abs(Number(latest.timestamp) - Date.now() / 1000)).toBeLessThan(60)
    const hash = await anvilRpc<Hash>(chain.url, 'eth_sendTransaction', [{ from: DEV[0], to: DEV[1], value: '0x1' }])
    const next = await client.waitForTransactionReceipt({ hash })
    const block = await client.getBlock({ blockNumber: next.blockNumber })
    expect(Math.abs(Number(block.timestamp) - Date.now() / 1000)).toBeLessThan(60)
  })
})

describe('seedDemoEvmChain refuses a chain it cannot seed', () => {
  it('a chain that starts now: its blocks are already after the deploy date', async () => {
    const anvil = await startAnvil({ port: await freePort(), chainId: 31338 })
    try {
      await expect(seedDemoEvmChain({ rpcUrl: anvil.url, chainId: 31338, contracts })).rejects.toThrow(
        /^seed: chain 31338 is already at .*, after the token deploys \(start anvil with timestamp DEMO_EVM_GENESIS_TIME\)$/,
      )
    } finally {
      await anvil.stop()
    }
  })

  it('a chain it already seeded', async () => {
    await expect(seedDemoEvmChain({ rpcUrl: chain.url, chainId: CHAIN_ID, contracts })).rejects.toThrow(
      'seed: chain 31337 is not fresh (deployer nonce 12)',
    ) // 10 seeding transactions, then 2 transfers to the Uniswap pools' provider
  })
})
