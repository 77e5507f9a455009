/**
 * A provider whose checkout needs a secret (MoonPay-style signed URL, Coinbase-style session token,
 * any provider returning a widget URL): quotes, options and status come from the provider's public
 * API; the checkout comes from the host's ramp broker (`wallet-modal/server`, POST
 * `{brokerUrl}/ramp/{id}/checkout`), which holds the secret (research note section 1).
 */
import { parseCheckoutAnswer, parseOptionsAnswer, parseQuoteAnswer, parseStatusAnswer } from './answers.js'
import { providerRequest } from './providerHttp.js'
import type { OnRampProvider, RampBackend } from './types.js'

/** Options of {@link createBrokeredProvider}. */
export interface BrokeredProviderOptions {
  id: string
  name: string
  backend: Exclude<RampBackend, 'none'>
  /** Provider API base, with the routes of UrlProviderOptions.apiUrl. */
  apiUrl: string
  /** The host's ramp broker base URL (its routes are under `/ramp`). */
  brokerUrl: string
  fetch?: typeof fetch
}

/** Errors: see providerRequest and answers.ts (a checkout URL that is not http(s) is refused). */
export function createBrokeredProvider(options: BrokeredProviderOptions): OnRampProvider {
  const api = options.apiUrl.replace(/\/$/, '')
  const broker = options.brokerUrl.replace(/\/$/, '')
  return {
    id: options.id,
    name: options.name,
    backend: options.backend,
    async getOptions({ country }) {
      return parseOptionsAnswer(
        await providerRequest(`${api}/options?country=${encodeURIComponent(country ?? '')}`, undefined, options.fetch),
      )
    },
    async getQuote(request) {
      return parseQuoteAnswer(options.id, await providerRequest(`${api}/quote`, request, options.fetch))
    },
    async createCheckout(request) {
      return parseCheckoutAnswer(
        await providerRequest(`${broker}/ramp/${encodeURIComponent(options.id)}/checkout`, request, options.fetch),
      )
    },
    async getStatus(sessionId) {
      return parseStatusAnswer(
        await providerRequest(`${api}/status/${encodeURIComponent(sessionId)}`, undefined, options.fetch),
      )
    },
  }
}
