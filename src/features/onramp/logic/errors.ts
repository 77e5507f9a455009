/** Exact texts of the on-ramp's errors (the quote error is kept in the Onramp state's `error`, spec section 8). */
export const ONRAMP_ERRORS = {
  /** A provider answered something that does not match its documented shape. */
  invalidAnswer: 'The on-ramp provider sent an invalid answer',
  /** A provider answered with a non-2xx HTTP status. */
  requestFailed: 'The on-ramp provider request failed',
  /** A checkout URL that is not http(s). */
  unsafeCheckoutUrl: 'The on-ramp provider sent an unsafe checkout URL',
  /** A Meld-style URL names only SOL (on Solana) or USDC (elsewhere), spec section 7: any other purchase is refused. */
  urlProviderAsset: 'This provider sells only SOL on Solana and USDC elsewhere',
} as const

/** An on-ramp failure; `message` is one of {@link ONRAMP_ERRORS}, `detail` says what was wrong (for logs). */
export class OnRampError extends Error {
  override name = 'OnRampError'
  readonly detail: string | undefined
  constructor(message: (typeof ONRAMP_ERRORS)[keyof typeof ONRAMP_ERRORS], detail?: string) {
    super(message)
    this.detail = detail
  }
}
