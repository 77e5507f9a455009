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
import { hmacSha256Base64 } from '../../../server/ramp/checkoutSigners.js'
import { checkoutPage, refusalPage, resultPage } from './sandboxPages.js'
import { SANDBOX_FIATS, sandboxFeeBps, sandboxQuote, type SandboxQuote } from './sandboxPricing.js'
import type { SandboxDelivery } from './sandboxDelivery.js'
import { exchangesRpc } from './sandboxExchanges.js'
import { SandboxSessions, type SandboxSession } from './sandboxSessions.js'

/** How a provider hands out its checkout (see the module comment). */
export type SandboxFlavour = 'publicKey' | 'urlSignature' | 'sessionToken' | 'widgetSession'

/** One provider the sandbox plays. */
export interface SandboxProviderConfig {
  id: string
  name: string
  flavour: SandboxFlavour
  /** 'publicKey': the key its URLs carry; 'urlSignature': the publishable `apiKey`. */
  publicKey?: string
  /** 'urlSignature': the HMAC key; 'sessionToken' and 'widgetSession': the broker's bearer secret. */
  secret?: string
  /** What it sells: a symbol (USDC, ETH, SOL) on a CAIP-2 network. */
  sells: { symbol: string; network: string }[]
}

/** Options of {@link createRampSandbox}. */
export interface RampSandboxOptions {
  /** Its own origin, e.g. 'http://127.0.0.1:18970': the URLs it hands out start with it. */
  origin: string
  providers: readonly SandboxProviderConfig[]
  /** Seeds each provider's fee (1–2%). */
  feeSeed: string
  /** The networks, by CAIP-2 id: shown name, and token contracts by symbol (for `getOptions`). */
  networks: readonly { caipNetworkId: string; name: string; tokens?: Record<string, string> }[]
  delivery: SandboxDelivery
  /** Exchanges of the exchanges JSON-RPC; each takes every asset the sandbox delivers. */
  exchanges?: readonly { id: string; name: string }[]
  /** Epoch ms; tests move it. */
  now?: () => number
}

/** How long a session token is valid (Coinbase: 5 minutes), in ms. */
export const SESSION_TOKEN_TTL_MS = 5 * 60_000

/** The sandbox's Fetch handler, and its sessions for tests. `info.clientIp` is the socket's address. */
export interface RampSandbox {
  handle(request: Request, info?: { clientIp?: string }): Promise<Response>
  sessions: SandboxSessions
  /** A provider's fee in basis points (100–200). */
  feeBps(providerId: string): number
}

interface TokenGrant {
  address: string
  blockchains: string[]
  assets: string[]
  clientIp: string
  expiresAt: number
  used: boolean
}

const FLAVOUR_LABEL: Record<SandboxFlavour, string> = {
  publicKey: 'Meld-style: public-key URL',
  urlSignature: 'MoonPay-style: HMAC-signed URL',
  sessionToken: 'Coinbase-style: single-use session token',
  widgetSession: 'widget session URL',
}

/** A checkout the page is about to show: who, what, for how much. */
interface CheckoutOrder {
  sessionId: string
  network: string
  symbol: string
  to: string
  amount: string
  currency: string
}

/** The sandbox's hono app; `clientIp` is the socket's address (RampSandbox.handle's `info`). */
type SandboxApp = Hono<{ Bindings: { clientIp?: string } }>

/** What the sandbox's routes share: its options, sessions and session tokens, and how to name things. */
interface Sandbox {
  options: RampSandboxOptions
  now: () => number
  sessions: SandboxSessions
  /** Session tokens minted for 'sessionToken' providers, by token. */
  tokens: Map<string, TokenGrant>
  /** `options.origin` without a trailing slash. */
  origin: string
  providerOf(id: string): SandboxProviderConfig | undefined
  feeBps(providerId: string): number
  networkName(caipNetworkId: string): string
}

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
  mountExchanges(app, sandbox)
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return {
    handle: (request, info) => Promise.resolve(app.fetch(request, info ?? {})),
    sessions: sandbox.sessions,
    feeBps: sandbox.feeBps,
  }
}

/** The adapter contract's API (features/onramp/logic/urlProvider.ts): options, quote, status. */
function mountProviderApi(app: SandboxApp, sandbox: Sandbox): void {
  const { options, providerOf, networkName, sessions, now } = sandbox
  app.get('/:provider/api/options', (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (!provider) return c.json({ error: 'Unknown provider' }, 404)
    const symbols = [...new Set(provider.sells.map((s) => s.symbol))]
    return c.json({
      purchaseCurrencies: symbols.map((symbol) => ({
        id: symbol,
        name: symbol,
        symbol,
        networks: provider.sells
          .filter((s) => s.symbol === symbol)
          .map((s) => ({
            name: s.network,
            display_name: networkName(s.network),
            chain_id: s.network,
            contract_address: options.networks.find((n) => n.caipNetworkId === s.network)?.tokens?.[symbol] ?? '',
          })),
      })),
      paymentCurrencies: SANDBOX_FIATS.map((f) => ({ id: f.id, payment_method_limits: f.limits })),
    })
  })
  app.post('/:provider/api/quote', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (!provider) return c.json({ error: 'Unknown provider' }, 404)
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
    const field = (k: string) => (typeof body?.[k] === 'string' ? (body[k] as string) : '')
    if (!provider.sells.some((s) => s.symbol === field('purchaseCurrency') && s.network === field('network')))
      return c.json(
        { error: `${provider.name} does not sell ${field('purchaseCurrency')} on ${field('network')}` },
        400,
      )
    const result = sandboxQuote({
      symbol: field('purchaseCurrency'),
      currency: field('paymentCurrency'),
      amount: field('amount'),
      method: field('paymentMethod') || 'card',
      feeBps: sandbox.feeBps(provider.id),
    })
    if (!result.ok) return c.json({ error: result.error }, 400)
    return c.json({
      purchaseAmount: { amount: result.quote.amount },
      fees: result.quote.fees,
      quoteId: `${provider.id}-${now()}`,
      expiresAt: now() + 60_000,
    })
  })
  app.get('/:provider/api/status/:sessionId', (c) => {
    const session = sessions.get(c.req.param('sessionId'))
    if (!session || session.sellerId !== c.req.param('provider')) return c.json({ status: 'IN_PROGRESS' })
    return c.json({ status: session.status, ...(session.txHash ? { txHash: session.txHash } : {}) })
  })
}

/** What a broker calls with the provider's secret: Coinbase-style session tokens, widget sessions. */
function mountBrokerRoutes(app: SandboxApp, sandbox: Sandbox): void {
  const { providerOf, tokens, now } = sandbox
  // Coinbase-style: the broker mints a token with the secret.
  app.post('/:provider/token', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (provider?.flavour !== 'sessionToken') return c.json({ error: 'Unknown provider' }, 404)
    if (c.req.header('Authorization') !== `Bearer ${provider.secret}`) return c.json({ error: 'Unauthorized' }, 401)
    const body = (await c.req.json().catch(() => null)) as {
      addresses?: { address?: unknown; blockchains?: unknown }[]
      assets?: unknown
      clientIp?: unknown
    } | null
    const first = body?.addresses?.[0]
    if (typeof first?.address !== 'string' || !Array.isArray(first.blockchains) || typeof body?.clientIp !== 'string')
      return c.json({ error: 'Expected addresses[{ address, blockchains }] and clientIp' }, 400)
    const token = randomToken()
    tokens.set(token, {
      address: first.address,
      blockchains: first.blockchains.map(String),
      assets: Array.isArray(body.assets) ? body.assets.map(String) : [],
      clientIp: body.clientIp,
      expiresAt: now() + SESSION_TOKEN_TTL_MS,
      used: false,
    })
    return c.json({ token })
  })
  // A widget-URL provider: the broker opens a session with the secret.
  app.post('/:provider/session', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (provider?.flavour !== 'widgetSession') return c.json({ error: 'Unknown provider' }, 404)
    if (c.req.header('Authorization') !== `Bearer ${provider.secret}`) return c.json({ error: 'Unauthorized' }, 401)
    const params = ((await c.req.json().catch(() => null)) as { widgetParams?: Record<string, unknown> } | null)
      ?.widgetParams
    const text = (k: string) => (typeof params?.[k] === 'string' ? (params[k] as string) : '')
    const order = {
      sessionId: text('externalCustomerId'),
      network: text('network'),
      symbol: text('purchaseCurrency'),
      to: text('walletAddress'),
      amount: text('amount'),
      currency: text('paymentCurrency'),
    }
    const problem = orderProblem(sandbox, provider, order)
    if (problem) return c.json({ error: problem }, 400)
    openSession(sandbox, provider, order)
    return c.json({
      widgetUrl: `${sandbox.origin}/${provider.id}/checkout/${encodeURIComponent(order.sessionId)}`,
      sessionId: order.sessionId,
    })
  })
}

/** The providers' checkout pages: opened from a checkout URL (checked by flavour) or a session, then Pay or Cancel. */
function mountCheckout(app: SandboxApp, sandbox: Sandbox): void {
  const { providerOf, sessions } = sandbox
  app.get('/:provider/checkout', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    if (!provider) return c.html(refusalPage('Ramp sandbox', 'Unknown provider'), 404)
    const parsed = await readCheckoutUrl(sandbox, provider, new URL(c.req.url), c.env?.clientIp ?? 'unknown')
    if ('refused' in parsed) return c.html(refusalPage(provider.name, parsed.refused), 400)
    const problem = orderProblem(sandbox, provider, parsed)
    if (problem) return c.html(refusalPage(provider.name, problem), 400)
    return c.html(checkoutPage(checkoutSummary(sandbox, provider, openSession(sandbox, provider, parsed))))
  })
  app.get('/:provider/checkout/:sessionId', (c) => {
    const provider = providerOf(c.req.param('provider'))
    const session = sessions.get(c.req.param('sessionId'))
    if (!provider || session?.sellerId !== provider.id)
      return c.html(refusalPage('Ramp sandbox', 'Unknown checkout'), 404)
    if (session.status !== 'IN_PROGRESS')
      return c.html(resultPage(provider.name, session.status, session.txHash, session.error))
    return c.html(checkoutPage(checkoutSummary(sandbox, provider, session)))
  })
  app.post('/:provider/checkout/:sessionId/:action{pay|cancel}', async (c) => {
    const session = sessions.get(c.req.param('sessionId'))
    if (!session || session.sellerId !== c.req.param('provider'))
      return c.html(refusalPage('Ramp sandbox', 'Unknown checkout'), 404)
    await settle(sandbox, session, c.req.param('action') === 'pay')
    return c.redirect(`/${session.sellerId}/checkout/${encodeURIComponent(session.id)}`, 303)
  })
}

/** Fund from exchange (spec section 7): the exchanges JSON-RPC and each deposit's page. */
function mountExchanges(app: SandboxApp, sandbox: Sandbox): void {
  const { options, origin, sessions, networkName, now } = sandbox
  const rpc = exchangesRpc({
    origin,
    exchanges: options.exchanges ?? [],
    sessions,
    delivery: options.delivery,
    networkName,
    now,
  })
  app.post('/exchanges', async (c) => c.json(await rpc.handle(await c.req.json().catch(() => undefined))))
  app.get('/exchanges/:exchange/:sessionId', (c) => {
    const session = sessions.get(c.req.param('sessionId'))
    if (!session || session.sellerId !== `exchange:${c.req.param('exchange')}`)
      return c.html(refusalPage('Ramp sandbox', 'Unknown deposit'), 404)
    if (session.status !== 'IN_PROGRESS')
      return c.html(resultPage(session.seller, session.status, session.txHash, session.error))
    const base = `/exchanges/${c.req.param('exchange')}/${encodeURIComponent(session.id)}`
    return c.html(
      checkoutPage({
        seller: session.seller,
        flavour: 'exchange deposit',
        rows: [
          ['You send', `${session.amount} ${session.symbol}`],
          ['Network', networkName(session.network)],
          ['To', session.to],
        ],
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
      }),
    )
  })
  app.post('/exchanges/:exchange/:sessionId/:action{pay|cancel}', async (c) => {
    const session = sessions.get(c.req.param('sessionId'))
    if (!session || session.sellerId !== `exchange:${c.req.param('exchange')}`)
      return c.html(refusalPage('Ramp sandbox', 'Unknown deposit'), 404)
    await settle(sandbox, session, c.req.param('action') === 'pay')
    return c.redirect(`/exchanges/${c.req.param('exchange')}/${encodeURIComponent(session.id)}`, 303)
  })
}

/** Pays (delivers) or cancels an open session; a second click changes nothing. */
async function settle({ sessions, options }: Sandbox, session: SandboxSession, pay: boolean): Promise<void> {
  if (session.status !== 'IN_PROGRESS' || session.paying) return
  if (!pay) return sessions.finish(session.id, { status: 'FAILED' })
  session.paying = true
  try {
    const txHash = await options.delivery.deliver({
      network: session.network,
      symbol: session.symbol,
      to: session.to,
      units: session.units,
    })
    sessions.finish(session.id, { status: 'SUCCESS', txHash })
  } catch (error) {
    sessions.finish(session.id, { status: 'FAILED', error: (error as Error).message })
  }
}

/** The problem with an order, or undefined: what it sells, where, to whom, for how much (the widest payment method's limits). */
function orderProblem(sandbox: Sandbox, provider: SandboxProviderConfig, order: CheckoutOrder): string | undefined {
  if (!order.sessionId) return 'Missing externalCustomerId'
  if (!provider.sells.some((s) => s.symbol === order.symbol && s.network === order.network))
    return `${provider.name} does not sell ${order.symbol} on ${order.network}`
  if (!sandbox.options.delivery.isAddressOf(order.network, order.to))
    return `Not an address on ${sandbox.networkName(order.network)}: ${order.to}`
  const quote = quoteOf(sandbox, provider, order)
  return 'error' in quote ? quote.error : undefined
}

/** The order's quote at the widest limits of its currency's payment methods. */
function quoteOf(
  sandbox: Sandbox,
  provider: SandboxProviderConfig,
  order: CheckoutOrder,
): SandboxQuote | { error: string } {
  const fiat = SANDBOX_FIATS.find((f) => f.id === order.currency.toUpperCase())
  const widest = fiat?.limits.reduce((a, b) => (b.max > a.max ? b : a))
  const result = sandboxQuote({
    symbol: order.symbol,
    currency: order.currency,
    amount: order.amount,
    method: widest?.id ?? 'card',
    feeBps: sandbox.feeBps(provider.id),
  })
  return result.ok ? result.quote : { error: result.error }
}

/** Opens (or finds) the order's session. */
function openSession(sandbox: Sandbox, provider: SandboxProviderConfig, order: CheckoutOrder): SandboxSession {
  const existing = sandbox.sessions.get(order.sessionId)
  if (existing) return existing
  const quote = quoteOf(sandbox, provider, order) as SandboxQuote
  return sandbox.sessions.open({
    id: order.sessionId,
    sellerId: provider.id,
    seller: provider.name,
    network: order.network,
    symbol: order.symbol,
    to: order.to,
    units: quote.units,
    amount: quote.amount,
    paid: `${Number(order.amount).toFixed(2)} ${order.currency.toUpperCase()}`,
    fee: `${quote.fees} ${order.currency.toUpperCase()} (${(quote.feeBps / 100).toFixed(2)}%)`,
  })
}

/** What the checkout page shows of a session, with its Pay and Cancel actions. */
function checkoutSummary(sandbox: Sandbox, provider: SandboxProviderConfig, session: SandboxSession) {
  const base = `/${provider.id}/checkout/${encodeURIComponent(session.id)}`
  return {
    seller: provider.name,
    flavour: FLAVOUR_LABEL[provider.flavour],
    rows: [
      ['You pay', session.paid],
      ['Fee', session.fee ?? ''],
      ['You receive', `${session.amount} ${session.symbol}`],
      ['Network', sandbox.networkName(session.network)],
      ['To', session.to],
    ] as [string, string][],
    payAction: `${base}/pay`,
    cancelAction: `${base}/cancel`,
  }
}

/** Checks a checkout URL by the provider's flavour and reads its order from it. */
async function readCheckoutUrl(
  { options, tokens, now }: Sandbox,
  provider: SandboxProviderConfig,
  url: URL,
  ip: string,
): Promise<CheckoutOrder | { refused: string }> {
  const q = (k: string) => url.searchParams.get(k) ?? ''
  switch (provider.flavour) {
    case 'publicKey': {
      if (q('publicKey') !== provider.publicKey) return { refused: 'Unknown publicKey' }
      const symbol = q('destinationCurrencyCode')
      // Spec section 7: SOL on Solana, else USDC; the URL names no network, so the one the provider sells it on for this address.
      const network =
        provider.sells.find((s) => s.symbol === symbol && options.delivery.isAddressOf(s.network, q('walletAddress')))
          ?.network ?? ''
      return {
        sessionId: q('externalCustomerId'),
        network,
        symbol,
        to: q('walletAddress'),
        amount: q('sourceAmount'),
        currency: q('sourceCurrencyCode') || 'USD',
      }
    }
    case 'urlSignature': {
      if (q('apiKey') !== provider.publicKey) return { refused: 'Unknown apiKey' }
      const signed = new URL(url)
      signed.searchParams.delete('signature')
      if (!q('signature') || q('signature') !== (await hmacSha256Base64(provider.secret ?? '', signed.search)))
        return { refused: 'Invalid signature' }
      const [code = '', ...rest] = q('currencyCode').split('_')
      const network = provider.sells.find((s) => s.network.toLowerCase() === rest.join('_'))?.network ?? ''
      return {
        sessionId: q('externalCustomerId'),
        network,
        symbol: code.toUpperCase(),
        to: q('walletAddress'),
        amount: q('baseCurrencyAmount'),
        currency: q('baseCurrencyCode') || 'usd',
      }
    }
    case 'sessionToken': {
      const grant = tokens.get(q('sessionToken'))
      if (!grant) return { refused: 'Unknown session token' }
      if (grant.used) return { refused: 'This session token was already used' }
      if (now() > grant.expiresAt) return { refused: 'This session token has expired' }
      if (grant.clientIp !== ip) return { refused: 'This session token belongs to another client IP' }
      grant.used = true
      const network = q('defaultNetwork')
      const symbol = q('defaultAsset')
      if (!grant.blockchains.includes(network) || (grant.assets.length > 0 && !grant.assets.includes(symbol)))
        return { refused: 'The session token does not cover this asset or network' }
      return {
        sessionId: q('partnerUserRef'),
        network,
        symbol,
        to: grant.address,
        amount: q('presetFiatAmount'),
        currency: q('fiatCurrency') || 'USD',
      }
    }
    case 'widgetSession':
      return { refused: 'Open the widget URL the session returned' }
  }
}

/** 24 random bytes, base64url. */
function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
}
