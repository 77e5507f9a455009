import { messages } from './texts.js'
import { NO_PROVIDER_MESSAGE } from './requestQuotes.js'
import type { OnRampProvider, OnRampQuote } from './logic/types.js'

/** Props of {@link QuoteList}. */
export interface QuoteListProps {
  /** Cheapest first (logic/quotes.ts). */
  quotes: readonly OnRampQuote[]
  providers: readonly OnRampProvider[]
  symbol: string
  currency: string
  loading: boolean
  /** The Onramp state's `error` (spec section 8). */
  error: string | undefined
  /** True while a checkout is being created (the rows do nothing; aria-disabled, so the focused one keeps focus). */
  busy: boolean
  onBuy(quote: OnRampQuote): void
}

/** A fee as shown: '1.23'. */
const fee = (value: string) => Number(value).toFixed(2)

/** OnRampProviders' quotes, side by side: each provider's amount received and fee, the cheapest first and marked; one button each. */
export function QuoteList({ quotes, providers, symbol, currency, loading, error, busy, onBuy }: QuoteListProps) {
  const nameOf = (id: string) => providers.find((p) => p.id === id)?.name ?? id
  return (
    <div className="wm-onramp-section" aria-live="polite" data-testid="onramp-quotes">
      {loading && <p className="wm-muted">{messages.onrampQuoting}</p>}
      {!loading && quotes.length > 0 && (
        <ul className="wm-list" aria-label={messages.onrampQuotesLabel}>
          {quotes.map((q, i) => (
            <li key={q.provider}>
              <button
                type="button"
                className="wm-item wm-onramp-quote"
                data-id={q.provider}
                aria-disabled={busy || undefined}
                aria-label={`${messages.onrampBuyWith(nameOf(q.provider))}: ${messages.onrampYouGet(q.purchaseAmount.amount, symbol)}, ${messages.onrampFee(fee(q.fees), currency)}`}
                onClick={() => !busy && onBuy(q)}
              >
                <span className="wm-item-name">
                  {nameOf(q.provider)}
                  {i === 0 && <span className="wm-onramp-sub">{messages.onrampBestPrice}</span>}
                </span>
                <span className="wm-onramp-quote-figures">
                  <span data-testid="onramp-quote-amount">
                    {messages.onrampYouGet(q.purchaseAmount.amount, symbol)}
                  </span>
                  <span className="wm-onramp-sub" data-testid="onramp-quote-fee">
                    {messages.onrampFee(fee(q.fees), currency)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!loading && error && (
        <p className={quotes.length ? 'wm-muted wm-small' : 'wm-field-error'} data-testid="onramp-quote-error">
          {messages.onrampQuoteError(error === NO_PROVIDER_MESSAGE ? messages.onrampNoProvider : error)}
        </p>
      )}
    </div>
  )
}
