import type { Context } from 'hono'
import { cors } from 'hono/cors'
import { isAddress, maxUint256, type Address } from 'viem'
import { isNativeTokenAddress, minimumReceived, NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import { createHttpApp, fetchHandler, limitPerIp } from '../http/httpApp.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HttpProblem } from '../http/problems.js'
import type { RateLimitRule } from '../http/rateLimit.js'
import type { RequestInfo } from '../http/requestInfo.js'
import { createMemoryStorage } from '../storage/memory/memoryStorage.js'
import type { ServerStorage } from '../storage/types.js'
import { createRouterClient, type ConvertChain, type RouterClient } from './uniswapV2Router.js'
import type { ServiceRequestOptions } from '../http/serviceOptions.js'

export type { ConvertChain } from './uniswapV2Router.js'

/** Options of {@link createConvertService}. */
export interface ConvertServiceOptions extends ServiceRequestOptions {
  /** The chains it trades on, each with its Uniswap V2 router. */
  chains: ConvertChain[]
  /** Path prefix the routes live under, e.g. '/api/convert'; default '' (the root). */
  mountPath?: string
  /** Unix time in seconds, for the swaps' deadline (now + 20 minutes) and the rate limit's windows; default the clock. */
  now?: () => number
  /**
   * Requests per client IP per window, every route together (most cost the chain's RPC a call);
   * default {@link DEFAULT_CONVERT_RATE_LIMIT}. Over it: 429 `{ error: 'Too many requests' }` with `Retry-After`.
   */
  rateLimit?: RateLimitRule
  /**
   * Where the rate limit counts: the storage of the other services (`createSqliteStorage()`,
   * `createPostgresStorage()`) so that processes share it; default memory (one process).
   */
  storage?: ServerStorage
}

/** 300 requests per client IP per minute. */
export const DEFAULT_CONVERT_RATE_LIMIT: RateLimitRule = { limit: 300, windowMs: 60_000 }

/** The convert service: one Fetch-API handler. */
export interface ConvertService {
  /** `info.clientIp`: the client's address as the runtime saw it (keys the per-IP limit; 'unknown' without one). */
  handle(request: Request, info?: RequestInfo): Promise<Response>
}

/** The `description` texts of the service's 400 answers (`{ error: 'Bad Request', description, statusCode: 400 }`, 1inch's error shape). */
export const CONVERT_ERRORS = {
  unknownChain: (chainId: string) => `chain ${chainId} is not supported`,
  badAddress: (field: string) => `${field}: expected a 0x address`,
  badAmount: 'amount: expected a positive integer in base units, at most 2^256 - 1',
  notAContract: (field: string) => `${field}: no token contract at this address`,
  badSlippage: 'slippage: expected a number between 0 and 50',
  sameToken: 'src and dst are the same token',
  insufficientLiquidity: 'insufficient liquidity',
} as const

/** A refused parameter, in 1inch's error shape: `{ error: 'Bad Request', description, statusCode: 400 }`. */
class BadRequest extends HttpProblem {
  constructor(description: string) {
    super('Bad Request', 400, {}, { details: { description, statusCode: 400 } })
  }
}

/** How long a built swap stays valid on chain: 20 minutes, in seconds (Router02's `deadline`). */
export const CONVERT_DEADLINE_SECONDS = 20 * 60

/**
 * A local convert service that speaks 1inch's Swap API v6.0 over Uniswap V2 (docs/contributing/architecture.md, data
 * sources: swap quotes), GET only, JSON out, `Access-Control-Allow-Origin: *`, under
 * `<mountPath>/swap/v6.0/<chainId>/`. Amounts are decimal strings of base units (wei, token units);
 * the native currency is {@link NATIVE_TOKEN_ADDRESS}:
 * - `quote?src&dst&amount[&includeGas=true][&includeTokensInfo=true]` → `{ dstAmount, gas?, srcToken?, dstToken? }` (Router02 getAmountsOut)
 * - `swap?src&dst&amount&from&slippage` (percent) → `{ dstAmount, tx: { from, to, data, value, gas, gasPrice } }`:
 *   swapExactETHForTokens / swapExactTokensForETH / swapExactTokensForTokens to `from`, with
 *   amountOutMin = dstAmount less `slippage` percent (bigint, rounded down) and a 20-minute deadline
 * - `approve/spender` → `{ address }` (the router)
 * - `approve/allowance?tokenAddress&walletAddress` → `{ allowance }` (read from the chain)
 * - `approve/transaction?tokenAddress[&amount]` → `{ to, data, value: '0', gasPrice }` (amount default: unlimited)
 * - `tokens` → `{ tokens: { [address]: { address, symbol, name, decimals, logoURI? } } }`
 * A bad parameter (an amount over uint256, a token address without a contract), an unknown chain
 * or a pair without liquidity answers 400 `{ error: 'Bad Request', description, statusCode: 400 }`
 * with a {@link CONVERT_ERRORS} text naming the field; more than `rateLimit` requests from one
 * client IP 429 `{ error: 'Too many requests' }` with `Retry-After`; anything else 500 `{ error: 'Internal error' }`.
 */
export function createConvertService(options: ConvertServiceOptions): ConvertService {
  const clients = new Map<string, RouterClient>(
    options.chains.map((chain) => [String(chain.chainId), createRouterClient(chain)]),
  )
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  const rateLimits = (options.storage ?? createMemoryStorage()).rateLimits
  const rule = options.rateLimit ?? DEFAULT_CONVERT_RATE_LIMIT
  const app = createHttpApp({
    basePath: `${options.mountPath ?? ''}/swap/v6.0/:chainId`,
    clientIp: options.clientIp,
    onUnexpectedError: options.onUnexpectedError,
  })
  app.use('*', cors({ origin: '*', allowMethods: ['GET'], maxAge: 600 }))
  app.use(
    '*',
    limitPerIp(rateLimits, 'convert', rule, () => new Date(now() * 1000)),
  )

  const routerOf = (c: Context) => {
    const chainId = c.req.param('chainId') ?? ''
    const client = clients.get(chainId)
    if (!client) throw new BadRequest(CONVERT_ERRORS.unknownChain(chainId))
    return client
  }
  const address = (c: Context, field: string): Address => {
    const value = c.req.query(field) ?? ''
    // Strict: a mixed-case address must carry a valid EIP-55 checksum (a typo fails here, not as "no liquidity").
    if (!isAddress(value)) throw new BadRequest(CONVERT_ERRORS.badAddress(field))
    return value
  }
  const amount = (c: Context, field = 'amount'): bigint => {
    const value = c.req.query(field) ?? ''
    if (!/^[0-9]{1,78}$/.test(value) || BigInt(value) === 0n || BigInt(value) > maxUint256)
      throw new BadRequest(CONVERT_ERRORS.badAmount)
    return BigInt(value)
  }
  /** `field` names a token: a contract on the chain (the native address aside), checked before the router is asked. */
  const token = async (router: RouterClient, field: string, value: Address): Promise<Address> => {
    if (!isNativeTokenAddress(value) && !(await router.isContract(value)))
      throw new BadRequest(CONVERT_ERRORS.notAContract(field))
    return value
  }
  const pair = async (c: Context, router: RouterClient) => {
    const src = address(c, 'src')
    const dst = address(c, 'dst')
    if (src.toLowerCase() === dst.toLowerCase()) throw new BadRequest(CONVERT_ERRORS.sameToken)
    const value = amount(c)
    return { src: await token(router, 'src', src), dst: await token(router, 'dst', dst), amount: value }
  }
  const quote = async (router: RouterClient, src: Address, dst: Address, value: bigint) => {
    try {
      return await router.quote(src, dst, value)
    } catch {
      throw new BadRequest(CONVERT_ERRORS.insufficientLiquidity)
    }
  }
  const tokenInfo = (router: RouterClient, token: Address) =>
    router.chain.tokens.find((t) => t.address.toLowerCase() === token.toLowerCase())

  app.get('/quote', async (c) => {
    const router = routerOf(c)
    const { src, dst, amount: value } = await pair(c, router)
    const dstAmount = await quote(router, src, dst, value)
    const body: Record<string, unknown> = { dstAmount: dstAmount.toString() }
    if (c.req.query('includeGas') === 'true')
      body.gas = router.swapCall({ src, dst, amount: value, amountOutMin: 0n, recipient: src, deadline: 0n }).gas
    if (c.req.query('includeTokensInfo') === 'true')
      Object.assign(body, { srcToken: tokenInfo(router, src), dstToken: tokenInfo(router, dst) })
    return jsonResponse(200, body)
  })
  app.get('/swap', async (c) => {
    const router = routerOf(c)
    const { src, dst, amount: value } = await pair(c, router)
    const from = address(c, 'from')
    const slippage = Number(c.req.query('slippage'))
    if (!(slippage >= 0 && slippage <= 50)) throw new BadRequest(CONVERT_ERRORS.badSlippage)
    const dstAmount = await quote(router, src, dst, value)
    const call = router.swapCall({
      src,
      dst,
      amount: value,
      amountOutMin: minimumReceived(dstAmount, slippage),
      recipient: from,
      deadline: BigInt(now() + CONVERT_DEADLINE_SECONDS),
    })
    const gasPrice = await router.gasPrice()
    return jsonResponse(200, {
      dstAmount: dstAmount.toString(),
      tx: {
        from,
        to: call.to,
        data: call.data,
        value: call.value.toString(),
        gas: call.gas,
        gasPrice: gasPrice.toString(),
      },
    })
  })
  app.get('/approve/spender', (c) => jsonResponse(200, { address: routerOf(c).chain.router }))
  app.get('/approve/allowance', async (c) => {
    const router = routerOf(c)
    const tokenAddress = address(c, 'tokenAddress')
    const walletAddress = address(c, 'walletAddress')
    const allowance = await router.allowance(await token(router, 'tokenAddress', tokenAddress), walletAddress)
    return jsonResponse(200, { allowance: allowance.toString() })
  })
  app.get('/approve/transaction', async (c) => {
    const router = routerOf(c)
    const tokenAddress = address(c, 'tokenAddress')
    const value = c.req.query('amount') === undefined ? maxUint256 : amount(c)
    const call = router.approveCall(await token(router, 'tokenAddress', tokenAddress), value)
    return jsonResponse(200, {
      to: call.to,
      data: call.data,
      value: '0',
      gasPrice: (await router.gasPrice()).toString(),
    })
  })
  app.get('/tokens', (c) => {
    const { chain } = routerOf(c)
    const tokens: Record<string, unknown> = {
      [NATIVE_TOKEN_ADDRESS.toLowerCase()]: {
        address: NATIVE_TOKEN_ADDRESS,
        symbol: 'ETH',
        name: 'Ether',
        decimals: 18,
      },
    }
    for (const token of chain.tokens) tokens[token.address.toLowerCase()] = token
    return jsonResponse(200, { tokens })
  })
  return { handle: fetchHandler(app) }
}
