/**
 * The Meld-style provider (research note section 1): browser only, the checkout URL is built here
 * with the provider's public key; no host back end.
 */
import { parseOptionsAnswer, parseQuoteAnswer, parseStatusAnswer } from './answers.js'
import { ONRAMP_ERRORS, OnRampError } from './errors.js'
import { providerRequest } from './providerHttp.js'
import type { CheckoutRequest, OnRampProvider } from './types.js'

/** Options of {@link createUrlProvider}. */
export interface UrlProviderOptions {
  id: string
  name: string
  /** The provider's public key (safe in the browser). */
  publicKey: string
  /** Checkout page the buyer is sent to; the query parameters are appended. */
  checkoutUrl: string
  /**
   * Provider API base: GET `{apiUrl}/options?country=`, POST `{apiUrl}/quote` (QuoteRequest →
   * `{ purchaseAmount: { amount }, fees }`), GET `{apiUrl}/status/{sessionId}` → `{ status, txHash? }`.
   */
  apiUrl: string
  fetch?: typeof fetch
}

/** Spec section 7: destinationCurrencyCode is SOL on Solana, else USDC. `network` is a CAIP-2 id. */
export function destinationCurrencyCode(network: string): 'SOL' | 'USDC' {
  return network.startsWith('solana:') ? 'SOL' : 'USDC'
}

/**
 * The provider URL (spec section 7): `checkoutUrl` with publicKey, destinationCurrencyCode,
 * walletAddress, externalCustomerId, plus sourceAmount and sourceCurrencyCode (research note).
 * The session id is the externalCustomerId. @throws TypeError when `checkoutUrl` is not a URL.
 */
export function buildProviderUrl(checkoutUrl: string, publicKey: string, request: CheckoutRequest): string {
  const url = new URL(checkoutUrl)
  url.searchParams.set('publicKey', publicKey)
  url.searchParams.set('destinationCurrencyCode', destinationCurrencyCode(request.network))
  url.searchParams.set('walletAddress', request.walletAddress)
  url.searchParams.set('externalCustomerId', request.externalCustomerId)
  url.searchParams.set('sourceAmount', request.amount)
  url.searchParams.set('sourceCurrencyCode', request.paymentCurrency)
  return url.toString()
}

/**
 * A provider whose checkout URL is built in the browser (backend 'none'). Errors: see providerRequest
 * and answers.ts; quotes and checkouts of anything but {@link destinationCurrencyCode} of the network
 * reject with 'This provider sells only SOL on Solana and USDC elsewhere' (the URL could not name it).
 */
export function createUrlProvider(options: UrlProviderOptions): OnRampProvider {
  const api = options.apiUrl.replace(/\/$/, '')
  const sells = (request: { purchaseCurrency: string; network: string }) => {
    if (request.purchaseCurrency.toUpperCase() !== destinationCurrencyCode(request.network))
      throw new OnRampError(ONRAMP_ERRORS.urlProviderAsset, request.purchaseCurrency)
  }
  return {
    id: options.id,
    name: options.name,
    backend: 'none',
    async getOptions({ country }) {
      return parseOptionsAnswer(
        await providerRequest(`${api}/options?country=${encodeURIComponent(country ?? '')}`, undefined, options.fetch),
      )
    },
    async getQuote(request) {
      sells(request)
      return parseQuoteAnswer(options.id, await providerRequest(`${api}/quote`, request, options.fetch))
    },
    async createCheckout(request) {
      sells(request)
      return {
        url: buildProviderUrl(options.checkoutUrl, options.publicKey, request),
        sessionId: request.externalCustomerId,
      }
    },
    async getStatus(sessionId) {
      return parseStatusAnswer(
        await providerRequest(`${api}/status/${encodeURIComponent(sessionId)}`, undefined, options.fetch),
      )
    },
  }
}
