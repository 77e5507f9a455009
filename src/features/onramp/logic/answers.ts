/**
 * One gate for every provider answer (DESIGN "Untrusted input"): valibot schemas of the shapes in
 * the research note section 1, and parsers that throw a clear {@link OnRampError} on anything else.
 */
import * as v from 'valibot'
import { ONRAMP_ERRORS, OnRampError } from './errors.js'
import type { Checkout, CheckoutStatus, OnRampOptions, OnRampQuote } from './types.js'

const decimal = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d+(\.\d+)?$/))

const optionsSchema = v.object({
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: v.array(
        v.object({ name: v.string(), display_name: v.string(), chain_id: v.string(), contract_address: v.string() }),
      ),
    }),
  ),
  paymentCurrencies: v.array(
    v.object({
      id: v.string(),
      payment_method_limits: v.array(v.object({ id: v.string(), min: v.number(), max: v.number() })),
    }),
  ),
})

const quoteSchema = v.object({
  purchaseAmount: v.object({ amount: decimal }),
  fees: v.optional(decimal, '0'),
  quoteId: v.optional(v.string()),
  expiresAt: v.optional(v.number()),
})

const checkoutSchema = v.object({ url: v.pipe(v.string(), v.url()), sessionId: v.pipe(v.string(), v.minLength(1)) })

const statusSchema = v.object({
  status: v.picklist(['IN_PROGRESS', 'SUCCESS', 'FAILED']),
  txHash: v.optional(v.string()),
})

function parse<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, answer)
  if (!result.success) throw new OnRampError(ONRAMP_ERRORS.invalidAnswer, v.summarize(result.issues))
  return result.output
}

/** @throws OnRampError 'The on-ramp provider sent an invalid answer' */
export function parseOptionsAnswer(answer: unknown): OnRampOptions {
  return parse(optionsSchema, answer)
}

/**
 * `provider` is the id of the provider that answered.
 * @throws OnRampError 'The on-ramp provider sent an invalid answer'
 */
export function parseQuoteAnswer(provider: string, answer: unknown): OnRampQuote {
  const q = parse(quoteSchema, answer)
  return {
    provider,
    purchaseAmount: { amount: q.purchaseAmount.amount },
    fees: q.fees,
    ...(q.quoteId ? { quoteId: q.quoteId } : {}),
    ...(q.expiresAt ? { expiresAt: q.expiresAt } : {}),
  }
}

/**
 * @throws OnRampError 'The on-ramp provider sent an invalid answer';
 *   'The on-ramp provider sent an unsafe checkout URL' (a scheme other than http or https)
 */
export function parseCheckoutAnswer(answer: unknown): Checkout {
  const checkout = parse(checkoutSchema, answer)
  const protocol = new URL(checkout.url).protocol
  if (protocol !== 'https:' && protocol !== 'http:') throw new OnRampError(ONRAMP_ERRORS.unsafeCheckoutUrl, protocol)
  return checkout
}

/** @throws OnRampError 'The on-ramp provider sent an invalid answer' */
export function parseStatusAnswer(answer: unknown): CheckoutStatus {
  return parse(statusSchema, answer)
}

/** Spec section 5: the Onramp providers must be a list of strings, otherwise the list is empty. */
export function parseProviderList(answer: unknown): string[] {
  return v.is(v.array(v.string()), answer) ? answer : []
}

/** A list answer (e.g. quotes) that is malformed becomes empty, with the error kept for the state (spec section 8). */
export function parseQuoteList(provider: string, answer: unknown): { quotes: OnRampQuote[]; error?: string } {
  if (!Array.isArray(answer)) return { quotes: [], error: ONRAMP_ERRORS.invalidAnswer }
  try {
    return { quotes: answer.map((q) => parseQuoteAnswer(provider, q)) }
  } catch (error) {
    return { quotes: [], error: (error as Error).message }
  }
}
