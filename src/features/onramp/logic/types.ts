/**
 * The on-ramp provider adapter contract (spec section 3 Onramp state; research note
 * onramp-swap-names-bitcoin.md section 1): every provider, browser-only or behind the host's ramp
 * broker, offers the same four operations, so the views render any of them the same way.
 */

import type { PaymentCurrency, PurchaseCurrency } from '../../../core/onramp/onrampState.js'

export type {
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
  PurchaseNetwork,
} from '../../../core/onramp/onrampState.js'

/** `getOptions` answer: what a provider sells and what it accepts. */
export interface OnRampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

/** `getQuote` request (spec section 7: purchaseCurrency, paymentCurrency, amount, network). */
export interface QuoteRequest {
  /** Purchase currency symbol, e.g. 'USDC'. */
  purchaseCurrency: string
  /** Payment currency id, e.g. 'USD'. */
  paymentCurrency: string
  /** Fiat amount in the payment currency's major unit, as a decimal string ('100.00'). */
  amount: string
  /** CAIP-2 network id of the delivery network. */
  network: string
  /** Payment method id; 'card' when absent. */
  paymentMethod?: string
}

/** One provider's quote (spec section 7 answer `purchaseAmount.amount`). */
export interface OnRampQuote {
  provider: string
  /** Crypto received, decimal string in the purchase currency's major unit. */
  purchaseAmount: { amount: string }
  /** Provider fee in the payment currency's major unit (decimal string). */
  fees: string
  quoteId?: string
  /** Epoch ms after which the quote is no longer honoured. */
  expiresAt?: number
}

/** `createCheckout` request. `amount` as in {@link QuoteRequest}. */
export interface CheckoutRequest {
  walletAddress: string
  /** CAIP-2 network id. */
  network: string
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
  externalCustomerId: string
  redirectUrl?: string
}

/** Where to send the buyer, and the id `getStatus` polls. */
export interface Checkout {
  url: string
  sessionId: string
}

/** A checkout's state (the exchanges RPC's IN_PROGRESS | SUCCESS | FAILED, spec section 7). */
export interface CheckoutStatus {
  status: 'IN_PROGRESS' | 'SUCCESS' | 'FAILED'
  txHash?: string
}

/**
 * Which back-end job a provider needs (research note section 1): 'none' (the URL is built in the
 * browser, Meld), 'urlSignature' (MoonPay: the broker signs the URL), 'sessionToken' (Coinbase:
 * the broker mints a single-use token), 'widgetSession' (any provider returning a widget URL).
 */
export type RampBackend = 'none' | 'urlSignature' | 'sessionToken' | 'widgetSession'

/** One provider behind one interface. Every operation rejects with a {@link OnRampError} on a bad answer. */
export interface OnRampProvider {
  /** Provider id, as in the Onramp state's `providers` (spec section 5: a list of strings). */
  id: string
  /** Shown name. */
  name: string
  /** The back-end job it needs; anything but 'none' goes through the host's ramp broker. */
  backend: RampBackend
  getOptions(request: { country?: string }): Promise<OnRampOptions>
  getQuote(request: QuoteRequest): Promise<OnRampQuote>
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  getStatus(sessionId: string): Promise<CheckoutStatus>
}
