// What a ramp provider sells and takes: shared by the request check (checkoutRequest.ts) and the signers (checkoutSigners.ts).

/** One payment method's limits on the amount, in the currency's major unit (e.g. card 10 to 7500 USD). */
export interface RampPaymentMethodLimit {
  id: string
  min: number
  max: number
}

/** A fiat currency a provider takes (ISO 4217 code, e.g. 'USD') and its payment methods' limits. */
export interface RampPaymentCurrency {
  id: string
  limits: readonly RampPaymentMethodLimit[]
}

/** What a provider sells where: a purchase currency ('USDC', as the modal names it) on a CAIP-2 network ('eip155:8453'). */
export interface RampAsset {
  symbol: string
  network: string
}
