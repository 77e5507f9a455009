import type { Sandbox, SandboxApp } from './sandboxContext.js'
import { SANDBOX_FIATS, sandboxQuote } from './sandboxPricing.js'

/** The adapter contract's API (features/onramp/logic/urlProvider.ts): options, quote, status. */
export function mountProviderApi(app: SandboxApp, sandbox: Sandbox): void {
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
