/**
 * Uniswap V2 on a seeded anvil, from the npm artifacts (@uniswap/v2-core, @uniswap/v2-periphery):
 * WETH9, the factory and Router02 deployed by dev account 8 at its nonces 0–2 (so the addresses never
 * move), and three pools seeded at one price (1 ETH = 3,000 USDC = 3,000 DEMO).
 */
import {
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
  toHex,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { bytecode as factoryBytecode } from '@uniswap/v2-core/build/UniswapV2Factory.json'
import { bytecode as routerBytecode } from '@uniswap/v2-periphery/build/UniswapV2Router02.json'
import { bytecode as wethBytecode } from '@uniswap/v2-periphery/build/WETH9.json'
import { anvilRpc } from './anvilRpc.js'
import { DEMO_TOKEN_DEPLOYER, demoEvmTokens } from './tokens.js'
import { UNISWAP_DEPLOYER, UNISWAP_SEED_LIQUIDITY, UNISWAP_V2_ADDRESSES } from './uniswapV2Addresses.js'

export { UNISWAP_DEPLOYER, UNISWAP_SEED_LIQUIDITY, UNISWAP_V2_ADDRESSES }

const ROUTER_ABI = parseAbi([
  'constructor(address factory, address weth)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256, uint256, uint256)',
])
const FACTORY_ABI = parseAbi(['constructor(address feeToSetter)'])
const GAS = 6_000_000n

/**
 * Deploys Uniswap V2 on a chain that {@link seedDemoEvmChain} seeded (it moves 800,000 USDC and
 * 800,000 DEMO from the token deployer, dev account 9, to dev account 8) and seeds the pools, one
 * automined transaction after another. Returns the time taken, in ms.
 * @throws Error 'uniswap: chain <id> already has code at <router>', 'uniswap: chain <id>: transaction <hash> failed',
 *   'uniswap: chain <id>: <name> deployed at <a>, expected <b>'
 */
export async function deployUniswapV2(rpcUrl: string, chainId: number): Promise<number> {
  const started = Date.now()
  const rpc = <T = unknown>(method: string, params: unknown[] = []): Promise<T> => anvilRpc<T>(rpcUrl, method, params)
  const { weth, factory, router } = UNISWAP_V2_ADDRESSES
  if ((await rpc<Hex>('eth_getCode', [router, 'latest'])) !== '0x')
    throw new Error(`uniswap: chain ${chainId} already has code at ${router}`)
  const send = async (from: Address, tx: { to?: Address; data: Hex; value?: bigint }): Promise<Address | null> => {
    const hash = await rpc<Hash>('eth_sendTransaction', [
      { from, to: tx.to, data: tx.data, value: tx.value === undefined ? undefined : toHex(tx.value), gas: toHex(GAS) },
    ])
    // anvil's automine may answer before the block is in: poll the receipt briefly.
    type Receipt = { status: Hex; contractAddress: Address | null }
    let receipt = await rpc<Receipt | null>('eth_getTransactionReceipt', [hash])
    for (let attempt = 0; attempt < 100 && !receipt; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      receipt = await rpc<Receipt | null>('eth_getTransactionReceipt', [hash])
    }
    if (receipt?.status !== '0x1') throw new Error(`uniswap: chain ${chainId}: transaction ${hash} failed`)
    return receipt.contractAddress
  }
  const deploy = async (name: string, data: Hex, expected: Address) => {
    const deployed = await send(UNISWAP_DEPLOYER, { data })
    if (deployed?.toLowerCase() !== expected.toLowerCase())
      throw new Error(`uniswap: chain ${chainId}: ${name} deployed at ${deployed}, expected ${expected}`)
  }
  await deploy('WETH9', `0x${wethBytecode}`, weth)
  await deploy(
    'UniswapV2Factory',
    encodeDeployData({ abi: FACTORY_ABI, bytecode: `0x${factoryBytecode}`, args: [UNISWAP_DEPLOYER] }),
    factory,
  )
  await deploy(
    'UniswapV2Router02',
    encodeDeployData({ abi: ROUTER_ABI, bytecode: `0x${routerBytecode}`, args: [factory, weth] }),
    router,
  )

  const tokens = demoEvmTokens(chainId)
  const usdc = tokens.find((t) => t.symbol === 'USDC')!
  const demo = tokens.find((t) => t.symbol === 'DEMO')!
  const { ethPerPool, usdcPerEth, usdcDemo } = UNISWAP_SEED_LIQUIDITY
  const usdcPool = parseUnits(String(ethPerPool * usdcPerEth), usdc.decimals)
  const demoPool = parseUnits(String(ethPerPool * usdcPerEth), demo.decimals)
  const usdcPair = parseUnits(String(usdcDemo), usdc.decimals)
  const demoPair = parseUnits(String(usdcDemo), demo.decimals)
  for (const [token, amount] of [
    [usdc.address, usdcPool + usdcPair],
    [demo.address, demoPool + demoPair],
  ] as const) {
    await send(DEMO_TOKEN_DEPLOYER, {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [UNISWAP_DEPLOYER, amount] }),
    })
    await send(UNISWAP_DEPLOYER, {
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
    })
  }
  const deadline = 2n ** 40n
  for (const [token, amount] of [
    [usdc.address, usdcPool],
    [demo.address, demoPool],
  ] as const) {
    const data = encodeFunctionData({
      abi: ROUTER_ABI,
      functionName: 'addLiquidityETH',
      args: [token, amount, amount, parseEther(String(ethPerPool)), UNISWAP_DEPLOYER, deadline],
    })
    await send(UNISWAP_DEPLOYER, { to: router, data, value: parseEther(String(ethPerPool)) })
  }
  const data = encodeFunctionData({
    abi: ROUTER_ABI,
    functionName: 'addLiquidity',
    args: [usdc.address, demo.address, usdcPair, demoPair, usdcPair, demoPair, UNISWAP_DEPLOYER, deadline],
  })
  await send(UNISWAP_DEPLOYER, { to: router, data })
  return Date.now() - started
}
