/** The catalogue's strings for the on-ramp views (spec sections 2, 7, 8, 9), with the first paint's (see core/firstPaintMessages.ts). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
/** Names of the payment methods the providers list (`payment_method_limits[].id`); another id is shown as it is. */
const PAYMENT_METHODS: Record<string, string> = {
  card: 'Card',
  ach_bank_account: 'Bank account (ACH)',
  sepa_bank_account: 'Bank account (SEPA)',
}

/** The on-ramp views' English texts, by key: a part of the catalogue (gathered by features/messages.ts). */
export const onrampMessages = {
  ...firstPaintMessages,
  buy: 'Buy',
  onrampRestricted: 'Buying crypto is not available in your region.',
  onrampNotConnected: 'Connect a wallet to buy crypto.',
  onrampNoTokens: 'None of your networks has a token to buy.',
  onrampTokensLabel: 'Tokens to buy',
  onrampTokenNetwork: (name: string, network: string) => `${name} · ${network}`,
  onrampCurrenciesLabel: 'Currencies',
  paymentMethod: (id: string) => PAYMENT_METHODS[id] ?? id,
  /** 'Card 10.00–7,500.00 USD': the amounts as core/i18n/numbers.ts's formatFiatIn writes them. */
  paymentMethodLimit: (method: string, min: string, max: string, currency: string) =>
    `${PAYMENT_METHODS[method] ?? method} ${min}–${max} ${currency}`,
  /** The amount checks of features/onramp/logic/limits.ts (same texts); the amounts as formatFiatIn writes them without grouping. */
  onrampEnterAmount: 'Enter an amount',
  onrampMinimumAmount: (amount: string, currency: string) => `Minimum amount is ${amount} ${currency}`,
  onrampMaximumAmount: (amount: string, currency: string) => `Maximum amount is ${amount} ${currency}`,
  onrampUnsupportedMethod: 'Unsupported payment method',
  /** The quote error when no configured provider sells the token (features/onramp/requestQuotes.ts's NO_PROVIDER_MESSAGE). */
  onrampNoProvider: 'No provider offers this asset on this network',
  onrampBuying: 'You buy',
  onrampChangeToken: (symbol: string, network: string) => `${symbol} on ${network}. Change token`,
  onrampAmount: 'You pay',
  onrampChangeCurrency: (currency: string) => `Currency: ${currency}. Change currency`,
  onrampPaymentMethod: 'Payment method',
  onrampQuotesLabel: 'Quotes',
  onrampQuoting: 'Getting quotes…',
  onrampBestPrice: 'Best price',
  /** A quote row: what arrives and the provider's fee. */
  onrampYouGet: (amount: string, symbol: string) => `You get ≈ ${amount} ${symbol}`,
  onrampFee: (fee: string, currency: string) => `Fee ${fee} ${currency}`,
  onrampBuyWith: (provider: string) => `Buy with ${provider}`,
  /** Spec section 8: the quote error kept in state, shown under the quotes that came. */
  onrampQuoteError: (message: string) => `Quote error: ${message}`,
  onrampProviderProblem: (problem: string) => `A provider is misconfigured: ${problem}`,
  onrampExchangesTitle: 'Or deposit from an exchange',
  onrampExchangeAmount: (symbol: string) => `Amount (${symbol})`,
  onrampDepositFrom: (exchange: string) => `Deposit from ${exchange}`,
  onrampExchangesLoading: 'Loading exchanges…',
  onrampNoExchanges: 'No exchange takes this token.',
  onrampExchangesFailed: (message: string) => `Exchanges unavailable: ${message}`,
  onrampPopupLoading: 'Opening the checkout…',
  onrampPopupBlocked: 'The browser blocked the checkout window. Allow pop-ups for this site, or open it here:',
  onrampOpenCheckout: 'Open the checkout',
  onrampInProgress: (provider: string) => `Complete your purchase in the ${provider} window`,
  onrampWaiting: 'Waiting for the payment…',
  onrampCancel: 'Stop waiting',
  onrampSuccess: 'Purchase complete',
  onrampSuccessDetail: (symbol: string, network: string) =>
    `Your ${symbol} arrived on ${network}. Your balances are up to date.`,
  onrampFailed: 'The purchase did not go through',
  onrampFailedDetail: (provider: string) => `${provider} reported that the payment failed or was cancelled.`,
  onrampTryAgain: 'Choose another quote',
  onrampTransaction: 'Transaction',
  onrampBackToAccount: 'Back to account',
} as const
