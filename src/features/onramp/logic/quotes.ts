import type { OnRampProvider, OnRampQuote, QuoteRequest } from './types.js'

/**
 * Quotes ordered cheapest first: the most crypto received for the same fiat amount first (that is
 * the buyer's price), ties broken by the lower fee, then by provider id for a stable order.
 * Does not mutate `quotes`.
 */
export function sortQuotesCheapestFirst(quotes: readonly OnRampQuote[]): OnRampQuote[] {
  return [...quotes].sort(
    (a, b) =>
      Number(b.purchaseAmount.amount) - Number(a.purchaseAmount.amount) ||
      Number(a.fees) - Number(b.fees) ||
      a.provider.localeCompare(b.provider),
  )
}

/** {@link collectQuotes}' answer: the quotes that came, cheapest first, and the first failure's message. */
export interface CollectedQuotes {
  quotes: OnRampQuote[]
  /** The message of the first provider that failed (kept in the Onramp state's `error`, spec section 8), if any. */
  error?: string
}

/**
 * Asks every provider for a quote at once; a provider that fails is left out (its message kept),
 * so one broken provider never hides the others.
 */
export async function collectQuotes(
  providers: readonly OnRampProvider[],
  request: QuoteRequest,
): Promise<CollectedQuotes> {
  const settled = await Promise.allSettled(providers.map((p) => p.getQuote(request)))
  const quotes: OnRampQuote[] = []
  let error: string | undefined
  for (const result of settled) {
    if (result.status === 'fulfilled') quotes.push(result.value)
    else error ??= result.reason instanceof Error ? result.reason.message : String(result.reason)
  }
  return error === undefined
    ? { quotes: sortQuotesCheapestFirst(quotes) }
    : { quotes: sortQuotesCheapestFirst(quotes), error }
}
