/**
 * The Onramp quote transition (spec section 4: quotesLoading is set, then purchaseAmount is set
 * from the quote; section 8: the quote error message is stored in state).
 */
import { onrampMessages } from './messages.js'
import type { ModalStore } from '../../core/store.js'
import { collectQuotes, type CollectedQuotes } from './logic/quotes.js'
import type { OnRampProvider, QuoteRequest } from './logic/types.js'
import { onrampOf, setOnramp } from './onrampStore.js'

/** The message kept when no provider offers the asset asked for (spec section 8: the quote error). */
export const NO_PROVIDER_MESSAGE = onrampMessages.onrampNoProvider

/**
 * Asks every provider in `providers` for a quote of `request`: sets `quotesLoading` (and clears
 * `error` and `purchaseAmount`), then sets `purchaseAmount` and `selectedProvider` from the cheapest
 * quote, and `error` to the first failure's message (or {@link NO_PROVIDER_MESSAGE} when
 * `providers` is empty). A request overtaken by a newer one (`isCurrent()` false) changes nothing.
 * Resolves with the quotes, cheapest first.
 */
export async function requestQuotes(
  store: ModalStore,
  providers: readonly OnRampProvider[],
  request: QuoteRequest,
  isCurrent: () => boolean = () => true,
): Promise<CollectedQuotes> {
  setOnramp(store, { quotesLoading: true, error: undefined, purchaseAmount: undefined, paymentAmount: request.amount })
  const result: CollectedQuotes =
    providers.length === 0 ? { quotes: [], error: NO_PROVIDER_MESSAGE } : await collectQuotes(providers, request)
  if (!isCurrent()) return result
  const best = result.quotes[0]
  setOnramp(store, {
    quotesLoading: false,
    purchaseAmount: best?.purchaseAmount.amount,
    selectedProvider: best?.provider ?? onrampOf(store.getState()).selectedProvider,
    error: result.error,
  })
  return result
}
