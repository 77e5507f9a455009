/**
 * Where swap quotes and swap transactions come from (docs/contributing/architecture.md, data sources): an interface, and a
 * client for any 1inch Swap API v6.0 compatible service (1inch behind the host's proxy, or the
 * local convert service of `wallet-modal/server`). Every answer is checked with valibot.
 */
import * as v from 'valibot'
import { createHttpClient, type HttpClient } from '../../core/http.js'

/** A token as the source lists it; `decimals` as its contract has them. */
export interface SwapToken {
  address: string
  symbol: string
  name: string
  decimals: number
  logoURI?: string
}

/** A call to send from the account: `value` in wei; `gas` (units) and `gasPrice` (wei) when the source estimated them. */
export interface SwapCall {
  to: string
  data: string
  value: bigint
  gas?: number
  gasPrice?: bigint
}

/** One trade: `amount` in base units of `src`; addresses as 0x strings, the native currency as 0xEeee…EEeE. */
export interface SwapPair {
  chainId: number
  src: string
  dst: string
  amount: bigint
}

/** A source of swap quotes and transactions (1inch's six operations). */
export interface SwapQuoteSource {
  /** Output for `amount` in `dst` base units, and the swap's gas estimate (units) when known. */
  quote(pair: SwapPair): Promise<{ dstAmount: bigint; gas?: number }>
  /** A swap from `from` paying at least `dstAmount` less `slippage` percent: the call to send. */
  swap(pair: SwapPair & { from: string; slippage: number }): Promise<{ dstAmount: bigint; tx: SwapCall }>
  /** The address to approve for ERC-20 input. */
  spender(chainId: number): Promise<string>
  /** How much of `tokenAddress` the spender may take from `walletAddress`, in base units. */
  allowance(input: { chainId: number; tokenAddress: string; walletAddress: string }): Promise<bigint>
  /** The approval call for `amount` base units (unlimited when left out). */
  approveTransaction(input: { chainId: number; tokenAddress: string; amount?: bigint }): Promise<SwapCall>
  /** The tokens the source trades on `chainId`. */
  tokens(chainId: number): Promise<SwapToken[]>
}

const DECIMAL = v.pipe(v.string(), v.regex(/^[0-9]{1,78}$/, 'expected a decimal string of base units'))
const ADDRESS = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x address'))
const HEX = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x hex data'))
const GAS = v.pipe(v.number(), v.integer(), v.minValue(0))
const TOKEN = v.object({
  address: ADDRESS,
  symbol: v.string(),
  name: v.string(),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  logoURI: v.optional(v.string()),
})

/** valibot schemas of 1inch v6.0 answers (the fields the modal reads; others are allowed and ignored). */
export const SWAP_ANSWER_SCHEMAS = {
  quote: v.object({ dstAmount: DECIMAL, gas: v.optional(GAS) }),
  swap: v.object({
    dstAmount: DECIMAL,
    tx: v.object({ to: ADDRESS, data: HEX, value: DECIMAL, gas: v.optional(GAS), gasPrice: v.optional(DECIMAL) }),
  }),
  spender: v.object({ address: ADDRESS }),
  allowance: v.object({ allowance: DECIMAL }),
  approveTransaction: v.object({ to: ADDRESS, data: HEX, value: DECIMAL, gasPrice: v.optional(DECIMAL) }),
  tokens: v.object({ tokens: v.record(v.string(), TOKEN) }),
}

/**
 * Checks `answer` against the schema of `operation`.
 * @throws Error 'Invalid answer from the swap source (<operation>): <dotted path>: <problem>',
 *   e.g. 'Invalid answer from the swap source (quote): dstAmount: expected a decimal string of base units'
 */
export function parseSwapAnswer<K extends keyof typeof SWAP_ANSWER_SCHEMAS>(
  operation: K,
  answer: unknown,
): v.InferOutput<(typeof SWAP_ANSWER_SCHEMAS)[K]> {
  const result = v.safeParse(SWAP_ANSWER_SCHEMAS[operation], answer)
  if (result.success) return result.output as v.InferOutput<(typeof SWAP_ANSWER_SCHEMAS)[K]>
  const issue = result.issues[0]
  const path = v.getDotPath(issue) ?? 'answer'
  const problem = issue.message.startsWith('expected') ? issue.message : `expected ${issue.expected ?? 'a valid value'}`
  throw new Error(`Invalid answer from the swap source (${operation}): ${path}: ${problem}`)
}

const toCall = (tx: {
  to: string
  data: string
  value: string
  gas?: number | undefined
  gasPrice?: string | undefined
}): SwapCall => ({
  to: tx.to,
  data: tx.data,
  value: BigInt(tx.value),
  ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
  ...(tx.gasPrice !== undefined ? { gasPrice: BigInt(tx.gasPrice) } : {}),
})

/**
 * A {@link SwapQuoteSource} over a 1inch Swap API v6.0 compatible service at `api` (routes
 * `<api>/swap/v6.0/<chainId>/quote|swap|approve/spender|approve/allowance|approve/transaction|tokens`),
 * through the modal's HTTP client (retries, timeouts).
 * @throws (each method) WalletModalError 'HTTP status code: N' for a non-OK answer (spec 7); the
 *   {@link parseSwapAnswer} error for a malformed one.
 */
export function createOneInchSource(
  api: string,
  http: HttpClient = createHttpClient({ baseUrl: api }),
): SwapQuoteSource {
  const get = async <K extends keyof typeof SWAP_ANSWER_SCHEMAS>(
    operation: K,
    chainId: number,
    path: string,
    params: Record<string, string | undefined> = {},
  ) => parseSwapAnswer(operation, await http.get<unknown>(`swap/v6.0/${chainId}/${path}`, params))
  return {
    async quote({ chainId, src, dst, amount }) {
      const answer = await get('quote', chainId, 'quote', { src, dst, amount: amount.toString(), includeGas: 'true' })
      return { dstAmount: BigInt(answer.dstAmount), ...(answer.gas !== undefined ? { gas: answer.gas } : {}) }
    },
    async swap({ chainId, src, dst, amount, from, slippage }) {
      const answer = await get('swap', chainId, 'swap', {
        src,
        dst,
        amount: amount.toString(),
        from,
        origin: from,
        slippage: String(slippage),
      })
      return { dstAmount: BigInt(answer.dstAmount), tx: toCall(answer.tx) }
    },
    spender: async (chainId) => (await get('spender', chainId, 'approve/spender')).address,
    allowance: async ({ chainId, tokenAddress, walletAddress }) =>
      BigInt((await get('allowance', chainId, 'approve/allowance', { tokenAddress, walletAddress })).allowance),
    approveTransaction: async ({ chainId, tokenAddress, amount }) =>
      toCall(
        await get('approveTransaction', chainId, 'approve/transaction', { tokenAddress, amount: amount?.toString() }),
      ),
    tokens: async (chainId) => Object.values((await get('tokens', chainId, 'tokens')).tokens),
  }
}
