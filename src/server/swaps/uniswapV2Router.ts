/**
 * The convert service's chain side: quotes and calldata over a Uniswap V2 Router02 on one RPC URL.
 */
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import { isNativeTokenAddress } from '../../core/swaps/slippage.js'

/** One chain the convert service trades on. */
export interface ConvertChain {
  chainId: number
  /** JSON-RPC URL of the chain. */
  rpcUrl: string
  /** Uniswap V2 Router02: the approve spender and the swaps' target. */
  router: Address
  /** The router's WETH, which stands for the native currency in a path. */
  weth: Address
  /** The tokens `/tokens` lists (the native currency is listed too); `decimals` as the token's contract has it. */
  tokens: { address: Address; symbol: string; name: string; decimals: number; logoURI?: string }[]
}

const ROUTER_ABI = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/**
 * Gas estimates (units) the service answers with, by swap kind: what Router02 swaps on a direct pair
 * take at most (a first-time holder of the output, the pair's price accumulators written), with headroom.
 */
export const CONVERT_GAS_ESTIMATES = {
  ethForTokens: 170_000,
  tokensForEth: 180_000,
  tokensForTokens: 180_000,
  approve: 60_000,
} as const

/** A swap's router call. */
export interface RouterCall {
  to: Address
  data: Hex
  /** Wei sent with the call (the amount in for native → token). */
  value: bigint
  gas: number
}

/** Quotes and builds calls on one chain. */
export interface RouterClient {
  chain: ConvertChain
  /** The router's path for `src` → `dst` (the native address becomes WETH). */
  path(src: Address, dst: Address): Address[]
  /** getAmountsOut's last amount, in `dst` base units. @throws the node's error ('…INSUFFICIENT_LIQUIDITY', no pair) */
  quote(src: Address, dst: Address, amount: bigint): Promise<bigint>
  swapCall(input: {
    src: Address
    dst: Address
    amount: bigint
    amountOutMin: bigint
    recipient: Address
    deadline: bigint
  }): RouterCall
  allowance(token: Address, owner: Address): Promise<bigint>
  approveCall(token: Address, amount: bigint): RouterCall
  gasPrice(): Promise<bigint>
  /** True when `address` holds code on the chain (remembered once true: code does not go away here). */
  isContract(address: Address): Promise<boolean>
}

/** The router client of `chain` (one viem public client over its RPC URL). */
export function createRouterClient(chain: ConvertChain): RouterClient {
  const client: PublicClient = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 })
  /** Addresses found to hold code (lower case). */
  const contracts = new Set<string>()
  const path = (src: Address, dst: Address) => [
    isNativeTokenAddress(src) ? chain.weth : src,
    isNativeTokenAddress(dst) ? chain.weth : dst,
  ]
  return {
    chain,
    path,
    async quote(src, dst, amount) {
      const amounts = await client.readContract({
        address: chain.router,
        abi: ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amount, path(src, dst)],
      })
      return amounts.at(-1) ?? 0n
    },
    swapCall({ src, dst, amount, amountOutMin, recipient, deadline }) {
      const route = path(src, dst)
      if (isNativeTokenAddress(src)) {
        const data = encodeFunctionData({
          abi: ROUTER_ABI,
          functionName: 'swapExactETHForTokens',
          args: [amountOutMin, route, recipient, deadline],
        })
        return { to: chain.router, data, value: amount, gas: CONVERT_GAS_ESTIMATES.ethForTokens }
      }
      const functionName = isNativeTokenAddress(dst) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
      const data = encodeFunctionData({
        abi: ROUTER_ABI,
        functionName,
        args: [amount, amountOutMin, route, recipient, deadline],
      })
      return {
        to: chain.router,
        data,
        value: 0n,
        gas: isNativeTokenAddress(dst) ? CONVERT_GAS_ESTIMATES.tokensForEth : CONVERT_GAS_ESTIMATES.tokensForTokens,
      }
    },
    allowance: (token, owner) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.router] }),
    approveCall(token, amount) {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.router, amount] })
      return { to: token, data, value: 0n, gas: CONVERT_GAS_ESTIMATES.approve }
    },
    gasPrice: () => client.getGasPrice(),
    async isContract(address) {
      const key = address.toLowerCase()
      if (contracts.has(key)) return true
      const code = await client.getCode({ address })
      if (code === undefined || code === '0x') return false
      if (contracts.size >= 10_000) contracts.clear()
      contracts.add(key)
      return true
    },
  }
}
