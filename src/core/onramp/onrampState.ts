/**
 * The Onramp slice of the instance store (spec section 3, Onramp state): its shape only, so the
 * store in the first paint carries no on-ramp code. The on-ramp feature creates the slice when one
 * of its views first opens (features/onramp/onrampStore.ts); `getState().onramp` is undefined before.
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

/** A network a purchase currency is delivered on (spec section 3). `chain_id` is a CAIP-2 id. */
export interface PurchaseNetwork {
  name: string
  display_name: string
  chain_id: string
  /** Token contract (EVM address or Solana mint); '' for the native asset. */
  contract_address: string
}

/**
 * A crypto asset one buys (spec section 3 `purchaseCurrency`). In the modal's own list each one is
 * a single asset on a single network: `id` is its CAIP-19 asset id (`eip155:1/erc20:0xA0b8…`,
 * `solana:5eyk…/slip44:501`) and `networks` has that one network.
 */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: PurchaseNetwork[]
}

/**
 * Onramp state (spec section 3), exactly its fields:
 * - `providers`: the ids of the providers on offer (spec section 5: the host's list when it is a
 *   list of strings, otherwise empty);
 * - `selectedProvider`: the provider of the quote shown first (the cheapest), then the one the buyer chose;
 * - `error`: the last quote error's message (spec section 8), cleared by the next quote request;
 * - `purchaseCurrency` / `paymentCurrency`: what is bought, and the fiat currency paid with;
 * - `purchaseCurrencies` / `paymentCurrencies`: the choices (built-in fund-wallet tokens on the
 *   configured networks; the providers' fiat currencies with their payment-method limits);
 * - `quotesLoading`: true while quotes are asked (spec section 4);
 * - `paymentAmount`: the fiat amount as typed ('100'); `purchaseAmount`: the crypto amount of the
 *   cheapest quote, a decimal string in the purchase currency's major unit ('98.77').
 */
export interface OnrampState {
  providers: string[]
  selectedProvider: string | undefined
  error: string | undefined
  purchaseCurrency: PurchaseCurrency | undefined
  paymentCurrency: PaymentCurrency | undefined
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  quotesLoading: boolean
  paymentAmount: string | undefined
  purchaseAmount: string | undefined
}
