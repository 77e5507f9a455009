/**
 * Puts the demo's token state on a fresh anvil: Multicall3 at its canonical address, USDC and
 * DEMO deployed by dev account 9, accounts 0–3 funded, account 0's dated history, then the
 * chain's clock moved to now.
 */
import {
  concat,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  keccak256,
  pad,
  parseAbi,
  parseUnits,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../wallets/evm/anvilDevKeys.js'
import { anvilRpc } from './anvilRpc.js'
import { COMPILED_CONTRACTS } from './compiledContracts.js'
import type { CompiledContracts } from './contractTypes.js'
import { DEMO_EVM_DEPLOY_TIME, DEMO_EVM_HISTORY } from './seedHistory.js'
import {
  DEMO_EVM_FUNDING,
  DEMO_EVM_TOKEN_SPECS,
  DEMO_TOKEN_DEPLOYER,
  MULTICALL3_ADDRESS,
  DEMO_ENS_NAMES,
  DEMO_ENS_RESOLVER_ADDRESS,
  demoEvmTokenAddress,
  demoEvmTokens,
  type DemoEvmToken,
} from './tokens.js'

/** Options for {@link seedDemoEvmChain}. */
export interface SeedDemoEvmChainOptions {
  /** anvil's JSON-RPC URL; anvil must run with `timestamp: DEMO_EVM_GENESIS_TIME` (or any time before the deploys). */
  rpcUrl: string
  chainId: number
  /** The contracts to deploy; default the committed build (./compiledContracts.ts). */
  contracts?: CompiledContracts
  /** Time of the last seeded block, in Unix seconds; default: now. */
  now?: number
}

/** What {@link seedDemoEvmChain} did. */
export interface SeededDemoEvmChain {
  /** The deployed tokens, USDC first, addresses checked against {@link demoEvmTokens}. */
  tokens: DemoEvmToken[]
  /** Hashes of the deploys and funding transfers, in order. */
  setup: Hash[]
  /** Hashes of `DEMO_EVM_HISTORY`, in its order. */
  history: Hash[]
  /** Wall time taken, in ms. */
  ms: number
}

interface TxRequest {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas: bigint
}

const DEV_ADDRESSES: readonly Address[] = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address)
const TOKEN_CONSTRUCTOR = parseAbi([
  'constructor(string name, string symbol, uint8 decimals, address initialHolder, uint256 supply)',
])
// Fixed gas limits: with mining paused, estimates would run against state the block has not reached yet.
const DEPLOY_GAS = 3_000_000n
const TOKEN_TRANSFER_GAS = 100_000n
const ETH_TRANSFER_GAS = 21_000n

/**
 * Seeds a fresh anvil (< 1 s): installs the Multicall3 runtime with `anvil_setCode`, pauses
 * automine, mines the deploys and funding in one block at `DEMO_EVM_DEPLOY_TIME` and each
 * transfer of `DEMO_EVM_HISTORY` alone in a block at its time (unlocked dev accounts,
 * `eth_sendTransaction` with explicit nonces, then `evm_mine` with a timestamp), checks every
 * receipt, resumes automine and mines one block at `now`, so later blocks carry the real time.
 * @throws Error 'seed: chain <id> is not fresh (deployer nonce <n>)', 'seed: chain <id> is
 *   already at <iso>, after the token deploys (start anvil with timestamp DEMO_EVM_GENESIS_TIME)',
 *   'seed: chain <id>: transaction <hash> failed', 'seed: chain <id>: <symbol> deployed at <a>, expected <b>'
 */
export async function seedDemoEvmChain({
  rpcUrl,
  chainId,
  contracts = COMPILED_CONTRACTS,
  now,
}: SeedDemoEvmChainOptions): Promise<SeededDemoEvmChain> {
  const started = Date.now()
  const rpc = <T = unknown>(method: string, params: unknown[] = []): Promise<T> => anvilRpc<T>(rpcUrl, method, params)

  const deployerNonce = Number(await rpc<Hex>('eth_getTransactionCount', [DEMO_TOKEN_DEPLOYER, 'latest']))
  if (deployerNonce !== 0) throw new Error(`seed: chain ${chainId} is not fresh (deployer nonce ${deployerNonce})`)
  const latest = await rpc<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false])
  if (Number(latest.timestamp) >= DEMO_EVM_DEPLOY_TIME) {
    const at = new Date(Number(latest.timestamp) * 1000).toISOString()
    throw new Error(
      `seed: chain ${chainId} is already at ${at}, after the token deploys (start anvil with timestamp DEMO_EVM_GENESIS_TIME)`,
    )
  }

  await rpc('anvil_setCode', [MULTICALL3_ADDRESS, contracts.contracts.Multicall3.deployedBytecode])
  await rpc('anvil_setCode', [DEMO_ENS_RESOLVER_ADDRESS, contracts.contracts.DemoUniversalResolver.deployedBytecode])
  for (const [name, address] of Object.entries(DEMO_ENS_NAMES)) {
    // mapping(bytes32 => address) at slot 0: the value of key k lives at keccak256(k . slot).
    const slot = keccak256(concat([keccak256(dnsEncode(name)), pad('0x00')]))
    await rpc('anvil_setStorageAt', [DEMO_ENS_RESOLVER_ADDRESS, slot, pad(address)])
  }

  const nonces = new Map<Address, number>()
  const send = async (tx: TxRequest): Promise<Hash> => {
    const nonce = nonces.get(tx.from) ?? Number(await rpc<Hex>('eth_getTransactionCount', [tx.from, 'latest']))
    nonces.set(tx.from, nonce + 1)
    return rpc<Hash>('eth_sendTransaction', [
      {
        from: tx.from,
        to: tx.to,
        data: tx.data,
        value: tx.value === undefined ? undefined : toHex(tx.value),
        gas: toHex(tx.gas),
        nonce: toHex(nonce),
      },
    ])
  }
  const mineAt = (timestamp: number): Promise<unknown> => rpc('evm_mine', [{ timestamp }])

  const tokens = demoEvmTokens(chainId)
  const tokenOf = (symbol: string): DemoEvmToken => tokens.find((token) => token.symbol === symbol)!
  const setup: Hash[] = []
  const history: Hash[] = []
  await rpc('evm_setAutomine', [false])
  try {
    for (const spec of DEMO_EVM_TOKEN_SPECS) {
      const data = encodeDeployData({
        abi: TOKEN_CONSTRUCTOR,
        bytecode: contracts.contracts.DemoToken.bytecode,
        args: [
          spec.name,
          spec.symbol,
          spec.decimals,
          DEMO_TOKEN_DEPLOYER,
          parseUnits(String(spec.supply), spec.decimals),
        ],
      })
      setup.push(await send({ from: DEMO_TOKEN_DEPLOYER, data, gas: DEPLOY_GAS }))
    }
    for (const spec of DEMO_EVM_TOKEN_SPECS) {
      for (const account of DEMO_EVM_FUNDING.accounts) {
        const amount = parseUnits(String(DEMO_EVM_FUNDING.amounts[spec.symbol]), spec.decimals)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [DEV_ADDRESSES[account]!, amount],
        })
        setup.push(
          await send({ from: DEMO_TOKEN_DEPLOYER, to: demoEvmTokenAddress(spec), data, gas: TOKEN_TRANSFER_GAS }),
        )
      }
    }
    await mineAt(DEMO_EVM_DEPLOY_TIME)

    for (const transfer of DEMO_EVM_HISTORY) {
      const from = DEV_ADDRESSES[transfer.from]!
      const to = DEV_ADDRESSES[transfer.to]!
      if (transfer.asset === 'ETH') {
        history.push(await send({ from, to, value: parseUnits(transfer.amount, 18), gas: ETH_TRANSFER_GAS }))
      } else {
        const token = tokenOf(transfer.asset)
        const data = encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(transfer.amount, token.decimals)],
        })
        history.push(await send({ from, to: token.address, data, gas: TOKEN_TRANSFER_GAS }))
      }
      await mineAt(Date.parse(transfer.at) / 1000)
    }
  } finally {
    await rpc('evm_setAutomine', [true])
  }
  const lastSeeded = Date.parse(DEMO_EVM_HISTORY.at(-1)!.at) / 1000
  await mineAt(Math.max(now ?? Math.floor(Date.now() / 1000), lastSeeded + 1))

  const receipts = await Promise.all(
    [...setup, ...history].map((hash) =>
      rpc<{ status: Hex; contractAddress: Address | null } | null>('eth_getTransactionReceipt', [hash]).then(
        (receipt) => ({ hash, receipt }),
      ),
    ),
  )
  for (const { hash, receipt } of receipts) {
    if (receipt?.status !== '0x1') throw new Error(`seed: chain ${chainId}: transaction ${hash} failed`)
  }
  DEMO_EVM_TOKEN_SPECS.forEach((spec, index) => {
    const deployed = receipts[index]!.receipt!.contractAddress
    const expected = tokenOf(spec.symbol).address
    if (deployed?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`seed: chain ${chainId}: ${spec.symbol} deployed at ${deployed}, expected ${expected}`)
    }
  })
  return { tokens, setup, history, ms: Date.now() - started }
}

/** DNS wire encoding of a name (length-prefixed labels, then 0), as ENS's Universal Resolver takes it. */
export function dnsEncode(name: string): Hex {
  const bytes: number[] = []
  for (const label of name.split('.')) {
    const encoded = new TextEncoder().encode(label)
    bytes.push(encoded.length, ...encoded)
  }
  bytes.push(0)
  return toHex(Uint8Array.from(bytes))
}
