import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { isAddress, maxUint256, type Address } from 'viem'
import { minimumReceived, NATIVE_TOKEN_ADDRESS } from '../../core/swaps/slippage.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { HTTP_ERRORS } from '../http/problems.js'
import { createRouterClient, type ConvertChain, type RouterClient } from './uniswapV2Router.js'

export type { ConvertChain } from './uniswapV2Router.js'

/** Options of {@link createConvertService}. */
export interface ConvertServiceOptions {
  /** The chains it trades on, each with its Uniswap V2 router. */
  chains: ConvertChain[]
  /** Path prefix the routes live under, e.g. '/api/convert'; default '' (the root). */
  mountPath?: string
  /** Unix time in seconds, for the swaps' deadline (now + 20 minutes); default the clock. */
  now?: () => number
}

/** The convert service: one Fetch-API handler. */
export interface ConvertService {
  handle(request: Request): Promise<Response>
}

/** The `description` texts of the service's 400 answers (`{ error: 'Bad Request', description, statusCode: 400 }`, 1inch's error shape). */
export const CONVERT_ERRORS = {
  unknownChain: (chainId: string) => `chain ${chainId} is not supported`,
  badAddress: (field: string) => `${field}: expected a 0x address`,
  badAmount: 'amount: expected a positive integer in base units',
  badSlippage: 'slippage: expected a number between 0 and 50',
  sameToken: 'src and dst are the same token',
  insufficientLiquidity: 'insufficient liquidity',
} as const

class BadRequest extends Error {}

/** How long a built swap stays valid on chain: 20 minutes, in seconds (Router02's `deadline`). */
export const CONVERT_DEADLINE_SECONDS = 20 * 60

/**
 * A local convert service that speaks 1inch's Swap API v6.0 over Uniswap V2 (DESIGN.md, data
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
 * A bad parameter, an unknown chain or a pair without liquidity answers 400
 * `{ error: 'Bad Request', description, statusCode: 400 }` with a {@link CONVERT_ERRORS} text;
 * anything else 500 `{ error: 'Internal error' }`.
 */
export function createConvertService(options: ConvertServiceOptions): ConvertService {
  const clients = new Map<string, RouterClient>(options.chains.map((chain) => [String(chain.chainId), createRouterClient(chain)]))
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  const app = new Hono().basePath(`${options.mountPath ?? ''}/swap/v6.0/:chainId`)
  app.use('*', cors({ origin: '*', allowMethods: ['GET'], maxAge: 600 }))

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
    if (!/^[0-9]{1,78}$/.test(value) || BigInt(value) === 0n) throw new BadRequest(CONVERT_ERRORS.badAmount)
    return BigInt(value)
  }
  const pair = (c: Context) => {
    const src = address(c, 'src')
    const dst = address(c, 'dst')
    if (src.toLowerCase() === dst.toLowerCase()) throw new BadRequest(CONVERT_ERRORS.sameToken)
    return { src, dst, amount: amount(c) }
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
    const { src, dst, amount: value } = pair(c)
    const dstAmount = await quote(router, src, dst, value)
    const body: Record<string, unknown> = { dstAmount: dstAmount.toString() }
    if (c.req.query('includeGas') === 'true') body.gas = router.swapCall({ src, dst, amount: value, amountOutMin: 0n, recipient: src, deadline: 0n }).gas
    if (c.req.query('includeTokensInfo') === 'true') Object.assign(body, { srcToken: tokenInfo(router, src), dstToken: tokenInfo(router, dst) })
    return jsonResponse(200, body)
  })
  app.get('/swap', async (c) => {
    const router = routerOf(c)
    const { src, dst, amount: value } = pair(c)
    const from = address(c, 'from')
    const slippage = Number(c.req.query('slippage'))
    if (!(slippage >= 0 && slippage <= 50)) throw new BadRequest(CONVERT_ERRORS.badSlippage)
    const dstAmount = await quote(router, src, dst, value)
    const call = router.swapCall({ src, dst, amount: value, amountOutMin: minimumReceived(dstAmount, slippage), recipient: from, deadline: BigInt(now() + CONVERT_DEADLINE_SECONDS) })
    const gasPrice = await router.gasPrice()
    return jsonResponse(200, {
      dstAmount: dstAmount.toString(),
      tx: { from, to: call.to, data: call.data, value: call.value.toString(), gas: call.gas, gasPrice: gasPrice.toString() },
    })
  })
  app.get('/approve/spender', (c) => jsonResponse(200, { address: routerOf(c).chain.router }))
  app.get('/approve/allowance', async (c) => {
    const router = routerOf(c)
    const allowance = await router.allowance(address(c, 'tokenAddress'), address(c, 'walletAddress'))
    return jsonResponse(200, { allowance: allowance.toString() })
  })
  app.get('/approve/transaction', async (c) => {
    const router = routerOf(c)
    const token = address(c, 'tokenAddress')
    const call = router.approveCall(token, c.req.query('amount') === undefined ? maxUint256 : amount(c))
    return jsonResponse(200, { to: call.to, data: call.data, value: '0', gasPrice: (await router.gasPrice()).toString() })
  })
  app.get('/tokens', (c) => {
    const { chain } = routerOf(c)
    const tokens: Record<string, unknown> = { [NATIVE_TOKEN_ADDRESS.toLowerCase()]: { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18 } }
    for (const token of chain.tokens) tokens[token.address.toLowerCase()] = token
    return jsonResponse(200, { tokens })
  })

  app.notFound(() => jsonResponse(404, { error: HTTP_ERRORS.notFound }))
  app.onError((error) => {
    if (error instanceof BadRequest) return jsonResponse(400, { error: 'Bad Request', description: error.message, statusCode: 400 })
    return jsonResponse(500, { error: HTTP_ERRORS.internal })
  })
  return { handle: (request) => Promise.resolve(app.fetch(request)) }
}
