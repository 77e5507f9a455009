/**
 * Fund from exchange (spec section 7): POST JSON-RPC 2.0 `{ jsonrpc, id, method, params }` with
 * `projectId` in the params, for reown_getExchanges, reown_getExchangePayUrl and
 * reown_getExchangeBuyStatus; the answer has `result` or `error.message`. Answers are checked.
 */
import * as v from 'valibot'
import { ONRAMP_ERRORS, OnRampError } from './errors.js'
import { providerRequest } from './providerHttp.js'
import type { Checkout, CheckoutStatus } from './types.js'

/** An exchange the buyer may deposit from. `imageUrl` goes through the image URL allowlist when shown. */
export interface Exchange {
  id: string
  name: string
  imageUrl?: string
}

const exchangesSchema = v.object({
  exchanges: v.array(
    v.object({ id: v.pipe(v.string(), v.minLength(1)), name: v.string(), imageUrl: v.optional(v.string()) }),
  ),
  total: v.optional(v.number()),
})
const payUrlSchema = v.object({ url: v.pipe(v.string(), v.url()), sessionId: v.pipe(v.string(), v.minLength(1)) })
// 'UNKNOWN' (the exchange has not seen the session yet) counts as still in progress.
const statusSchema = v.object({
  status: v.picklist(['UNKNOWN', 'IN_PROGRESS', 'SUCCESS', 'FAILED']),
  txHash: v.optional(v.string()),
})
const envelope = v.union([v.object({ result: v.unknown() }), v.object({ error: v.object({ message: v.string() }) })])

/** The client of one exchanges JSON-RPC endpoint. Every method rejects with an {@link OnRampError}, or an Error with the answer's `error.message`. */
export interface ExchangesClient {
  /** reown_getExchanges `{ page, asset, amount }` → the exchanges that take this asset. */
  getExchanges(params: { page: number; asset?: string; amount?: string }): Promise<Exchange[]>
  /** reown_getExchangePayUrl `{ exchangeId, asset (CAIP-19), amount (token units, decimal), recipient (CAIP-10) }` → `{ url, sessionId }`. */
  getExchangePayUrl(params: { exchangeId: string; asset: string; amount: string; recipient: string }): Promise<Checkout>
  /** reown_getExchangeBuyStatus `{ exchangeId, sessionId }` → IN_PROGRESS (also for UNKNOWN), SUCCESS or FAILED. */
  getExchangeBuyStatus(params: { exchangeId: string; sessionId: string }): Promise<CheckoutStatus>
}

let nextId = 1

/**
 * A client for `url` sending `projectId`.
 * @throws (each method) OnRampError 'The on-ramp provider request failed' (network, timeout, non-2xx),
 *   'The on-ramp provider sent an invalid answer' (no result or error, or a result of the wrong shape),
 *   'The on-ramp provider sent an unsafe checkout URL' (a pay URL that is not http(s));
 *   Error with the answer's `error.message` verbatim (e.g. 'Asset eip155:1/slip44:60 is not supported').
 */
export function createExchangesClient(url: string, projectId: string, fetchImpl?: typeof fetch): ExchangesClient {
  async function call<S extends v.GenericSchema>(
    method: string,
    params: Record<string, unknown>,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    const answer = await providerRequest(
      url,
      { jsonrpc: '2.0', id: nextId++, method, params: { ...params, projectId } },
      fetchImpl,
    )
    const parsed = v.safeParse(envelope, answer)
    if (!parsed.success) throw new OnRampError(ONRAMP_ERRORS.invalidAnswer, v.summarize(parsed.issues))
    if ('error' in parsed.output) throw new Error(parsed.output.error.message)
    const result = v.safeParse(schema, parsed.output.result)
    if (!result.success) throw new OnRampError(ONRAMP_ERRORS.invalidAnswer, v.summarize(result.issues))
    return result.output
  }
  return {
    async getExchanges(params) {
      return (await call('reown_getExchanges', params, exchangesSchema)).exchanges
    },
    async getExchangePayUrl(params) {
      const checkout = await call('reown_getExchangePayUrl', params, payUrlSchema)
      if (!/^https?:$/.test(new URL(checkout.url).protocol))
        throw new OnRampError(ONRAMP_ERRORS.unsafeCheckoutUrl, checkout.url)
      return checkout
    },
    async getExchangeBuyStatus(params) {
      const status = await call('reown_getExchangeBuyStatus', params, statusSchema)
      return {
        status: status.status === 'UNKNOWN' ? 'IN_PROGRESS' : status.status,
        ...(status.txHash ? { txHash: status.txHash } : {}),
      }
    },
  }
}
