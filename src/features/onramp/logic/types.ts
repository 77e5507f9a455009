/**
 * The on-ramp provider adapter contract (spec section 3 Onramp state; research note
 * onramp-swap-names-bitcoin.md section 1): every provider, browser-only or behind the host's ramp
 * broker, offers the same four operations, so the views render any of them the same way.
 */

/** A payment method's limits in the payment currency's major unit (USD: 10.00 → 10). Spec section 3 `payment_method_limits`. */
export interface PaymentMethodLimit {
  /** Payment method id, e.g. 'card', 'ach_bank_account'. */
  id: string
  min: number
  max: number
}

/** A fiat currency one pays with (spec section 3 `paymentCurrency`). */
export interface PaymentCurrency {
  /** ISO 4217 code, e.g. 'USD'. */
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/** A network a purchase currency can be delivered on (spec section 3). `chain_id` is a CAIP-2 id. */
export interface PurchaseNetwork {
  name: string
  display_name: string
  chain_id: string
  /** Token contract (EVM address or Solana mint); '' for the native asset. */
  contract_address: string
}

/** A crypto asset one buys (spec section 3 `purchaseCurrency`). */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: PurchaseNetwork[]
}

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
