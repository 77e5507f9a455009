import type { CheckoutOrder, Sandbox, SandboxProviderConfig } from './sandboxContext.js'
import { SANDBOX_FIATS, sandboxQuote, type SandboxQuote } from './sandboxPricing.js'
import type { SandboxSession } from './sandboxSessions.js'

/** Pays (delivers) or cancels an open session; a second click changes nothing. */
export async function settle({ sessions, options }: Sandbox, session: SandboxSession, pay: boolean): Promise<void> {
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
export function orderProblem(
  sandbox: Sandbox,
  provider: SandboxProviderConfig,
  order: CheckoutOrder,
): string | undefined {
  if (!order.sessionId) return 'Missing externalCustomerId'
  if (!provider.sells.some((s) => s.symbol === order.symbol && s.network === order.network))
    return `${provider.name} does not sell ${order.symbol} on ${order.network}`
  if (!sandbox.options.delivery.isAddressOf(order.network, order.to))
    return `Not an address on ${sandbox.networkName(order.network)}: ${order.to}`
  const quote = quoteOf(sandbox, provider, order)
  return 'error' in quote ? quote.error : undefined
}

/** The order's quote at the widest limits of its currency's payment methods. */
export function quoteOf(
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
export function openSession(sandbox: Sandbox, provider: SandboxProviderConfig, order: CheckoutOrder): SandboxSession {
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
