/**
 * How the ramp broker turns a checkout request into a provider URL, per provider flavour
 * (research note onramp-swap-names-bitcoin.md section 1). Pure except for the session calls,
 * which take a `fetch`.
 */

import type { RampAsset, RampPaymentCurrency } from './rampAssets.js'

/**
 * The checkout request the browser sends (see features/onramp/logic/types.ts CheckoutRequest), as
 * the broker rebuilds it after checking it (checkoutRequest.ts): these fields and no others reach a provider.
 */
export interface BrokerCheckoutRequest {
  walletAddress: string
  network: string
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
  externalCustomerId: string
  redirectUrl?: string
}

/** The lists every provider is configured with; a checkout request outside them is refused (400) before it is signed or sent. */
export interface RampProviderLists {
  /** What the provider sells where: each purchase currency (as the modal names it, 'USDC') on a CAIP-2 network. */
  sells: readonly RampAsset[]
  /**
   * The fiat currencies it takes, each with its payment methods' limits (major units); the amount
   * must fall within one method's. Default: USD, card 10 to 7,500 and ACH 10 to 25,000 (spec section 9).
   */
  paymentCurrencies?: readonly RampPaymentCurrency[]
}

/** MoonPay style: the URL is signed with the secret key (HMAC-SHA256, base64). */
export interface UrlSignatureProvider extends RampProviderLists {
  kind: 'urlSignature'
  /** Checkout page, e.g. 'https://buy.example/'. */
  checkoutUrl: string
  /** Publishable key, sent as `apiKey`. */
  apiKey: string
  /** Secret key the signature is keyed with; never leaves the server. */
  secretKey: string
  /**
   * The provider's currency code for a purchase (MoonPay names the network in it, e.g. 'usdc_base');
   * default: the purchase currency in lower case ('usdc'). `network` is a CAIP-2 id.
   */
  currencyCode?: (purchaseCurrency: string, network: string) => string
}

/** Coinbase style: the broker mints a single-use session token with the secret, then builds the URL. */
export interface SessionTokenProvider extends RampProviderLists {
  kind: 'sessionToken'
  checkoutUrl: string
  /** POST `{ addresses: [{ address, blockchains }], assets, clientIp }` → `{ token }`, with `Authorization: Bearer <secret>`. */
  tokenUrl: string
  secret: string
}

/** Any provider that returns a widget URL for a server-side session request. */
export interface WidgetSessionProvider extends RampProviderLists {
  kind: 'widgetSession'
  /** POST `{ widgetParams: BrokerCheckoutRequest }` → `{ widgetUrl, sessionId? }`, with `Authorization: Bearer <secret>`. */
  sessionUrl: string
  secret: string
}

/** One provider the broker can check out with. */
export type BrokerProvider = UrlSignatureProvider | SessionTokenProvider | WidgetSessionProvider

/**
 * base64 HMAC-SHA256 of `message` keyed with `secret` (WebCrypto: runs in Node, Deno, Bun, edge).
 */
export async function hmacSha256Base64(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)))
  return btoa(String.fromCharCode(...mac))
}

/**
 * MoonPay-style signed URL: `checkoutUrl?apiKey&currencyCode&walletAddress&baseCurrencyAmount&baseCurrencyCode&externalCustomerId`
 * (`currencyCode` from the provider's `currencyCode`, else the purchase currency in lower case)
 * then `signature` last: base64 HMAC-SHA256 of the query string (with its leading '?').
 */
export async function signCheckoutUrl(provider: UrlSignatureProvider, request: BrokerCheckoutRequest): Promise<string> {
  const url = new URL(provider.checkoutUrl)
  url.search = ''
  url.searchParams.set('apiKey', provider.apiKey)
  url.searchParams.set(
    'currencyCode',
    provider.currencyCode?.(request.purchaseCurrency, request.network) ?? request.purchaseCurrency.toLowerCase(),
  )
  url.searchParams.set('walletAddress', request.walletAddress)
  url.searchParams.set('baseCurrencyAmount', request.amount)
  url.searchParams.set('baseCurrencyCode', request.paymentCurrency.toLowerCase())
  url.searchParams.set('externalCustomerId', request.externalCustomerId)
  if (request.redirectUrl) url.searchParams.set('redirectURL', request.redirectUrl)
  url.searchParams.set('signature', await hmacSha256Base64(provider.secretKey, url.search))
  return url.toString()
}

/** Thrown when a provider's session endpoint fails: 'Ramp provider session failed'. */
export const RAMP_SESSION_FAILED = 'Ramp provider session failed'

async function postSecret(
  url: string,
  secret: string,
  body: unknown,
  fetchImpl: typeof fetch,
): Promise<Record<string, unknown>> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  const answer: unknown = response.ok ? await response.json().catch(() => undefined) : undefined
  if (typeof answer !== 'object' || answer === null) throw new Error(RAMP_SESSION_FAILED)
  return answer as Record<string, unknown>
}

/**
 * Coinbase style: mints a token for the wallet (bound to `clientIp`), then the URL
 * `checkoutUrl?sessionToken&defaultNetwork&defaultAsset&presetFiatAmount&fiatCurrency&partnerUserRef[&redirectUrl]`.
 * @throws Error 'Ramp provider session failed' (non-2xx or an answer without a string `token`)
 */
export async function sessionTokenUrl(
  provider: SessionTokenProvider,
  request: BrokerCheckoutRequest,
  clientIp: string,
  fetchImpl: typeof fetch,
): Promise<string> {
  const answer = await postSecret(
    provider.tokenUrl,
    provider.secret,
    {
      addresses: [{ address: request.walletAddress, blockchains: [request.network] }],
      assets: [request.purchaseCurrency],
      clientIp,
    },
    fetchImpl,
  )
  if (typeof answer.token !== 'string' || answer.token === '') throw new Error(RAMP_SESSION_FAILED)
  const url = new URL(provider.checkoutUrl)
  url.searchParams.set('sessionToken', answer.token)
  url.searchParams.set('defaultNetwork', request.network)
  url.searchParams.set('defaultAsset', request.purchaseCurrency)
  url.searchParams.set('presetFiatAmount', request.amount)
  url.searchParams.set('fiatCurrency', request.paymentCurrency)
  url.searchParams.set('partnerUserRef', request.externalCustomerId)
  if (request.redirectUrl) url.searchParams.set('redirectUrl', request.redirectUrl)
  return url.toString()
}

/**
 * A widget URL from the provider's session endpoint; the session id is the provider's, else the externalCustomerId.
 * @throws Error 'Ramp provider session failed' (non-2xx or no string `widgetUrl`)
 */
export async function widgetSession(
  provider: WidgetSessionProvider,
  request: BrokerCheckoutRequest,
  fetchImpl: typeof fetch,
): Promise<{ url: string; sessionId: string }> {
  const answer = await postSecret(provider.sessionUrl, provider.secret, { widgetParams: request }, fetchImpl)
  if (typeof answer.widgetUrl !== 'string') throw new Error(RAMP_SESSION_FAILED)
  return {
    url: answer.widgetUrl,
    sessionId: typeof answer.sessionId === 'string' ? answer.sessionId : request.externalCustomerId,
  }
}
