import { SESSION_TOKEN_TTL_MS, type Sandbox, type SandboxApp } from './sandboxContext.js'
import { openSession, orderProblem } from './sandboxOrders.js'

/** What a broker calls with the provider's secret: Coinbase-style session tokens, widget sessions. */
export function mountBrokerRoutes(app: SandboxApp, sandbox: Sandbox): void {
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

/** 24 random bytes, base64url. */
function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url')
}
