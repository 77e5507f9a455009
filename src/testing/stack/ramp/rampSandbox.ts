/**
 * The local ramp sandbox (research note onramp-swap-names-bitcoin.md section 1): a fake
 * on-ramp that plays each provider flavour the modal's adapters and the ramp broker speak, with the
 * spec's limits (card 10.00–7500.00 USD, ACH 10.00–25000.00 USD) and a seeded 1–2% fee, and whose
 * checkout page's Pay really delivers on the local chains. Flavours:
 * - 'publicKey' (Meld): `GET /{id}/checkout?publicKey&destinationCurrencyCode&walletAddress&externalCustomerId&sourceAmount&sourceCurrencyCode`;
 * - 'urlSignature' (MoonPay): `GET /{id}/checkout?apiKey&currencyCode&walletAddress&baseCurrencyAmount&baseCurrencyCode&externalCustomerId&signature`,
 *   the signature a base64 HMAC-SHA256 of the query before it, keyed with the provider's secret;
 * - 'sessionToken' (Coinbase): `POST /{id}/token` (Bearer secret) → `{ token }`, single use, 5 minutes,
 *   bound to the client IP; `GET /{id}/checkout?sessionToken&defaultNetwork&defaultAsset&presetFiatAmount&fiatCurrency&partnerUserRef`;
 * - 'widgetSession' (any widget-URL provider): `POST /{id}/session` (Bearer secret) `{ widgetParams }` → `{ widgetUrl, sessionId }`.
 * Every provider also answers the adapter contract's API: `GET /{id}/api/options`, `POST /{id}/api/quote`,
 * `GET /{id}/api/status/{sessionId}`. `POST /exchanges` is the exchanges JSON-RPC (spec section 7).
 */
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { mountBrokerRoutes } from './sandboxBrokerRoutes.js'
import { mountCheckout } from './sandboxCheckout.js'
import type { RampSandbox, RampSandboxOptions, Sandbox, SandboxApp } from './sandboxContext.js'
import { mountExchangeRoutes } from './sandboxExchangeRoutes.js'
import { sandboxFeeBps } from './sandboxPricing.js'
import { mountProviderApi } from './sandboxProviderApi.js'
import { SandboxSessions } from './sandboxSessions.js'

export {
  SESSION_TOKEN_TTL_MS,
  type RampSandbox,
  type RampSandboxOptions,
  type SandboxFlavour,
  type SandboxProviderConfig,
} from './sandboxContext.js'

/** Creates the sandbox (see the module comment). */
export function createRampSandbox(options: RampSandboxOptions): RampSandbox {
  const sandbox: Sandbox = {
    options,
    now: options.now ?? Date.now,
    sessions: new SandboxSessions(),
    tokens: new Map(),
    origin: options.origin.replace(/\/$/, ''),
    providerOf: (id) => options.providers.find((p) => p.id === id),
    feeBps: (id) => sandboxFeeBps(options.feeSeed, id),
    networkName: (id) => options.networks.find((n) => n.caipNetworkId === id)?.name ?? id,
  }
  const app: SandboxApp = new Hono()
  app.use('/:provider/api/*', cors({ origin: '*', allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type'] }))
  app.use('/exchanges', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['Content-Type'] }))
  mountProviderApi(app, sandbox)
  mountBrokerRoutes(app, sandbox)
  mountCheckout(app, sandbox)
  mountExchangeRoutes(app, sandbox)
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return {
    handle: (request, info) => Promise.resolve(app.fetch(request, info ?? {})),
    sessions: sandbox.sessions,
    feeBps: sandbox.feeBps,
  }
}
