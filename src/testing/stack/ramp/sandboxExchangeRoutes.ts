import type { Sandbox, SandboxApp } from './sandboxContext.js'
import { exchangesRpc } from './sandboxExchanges.js'
import { settle } from './sandboxOrders.js'
import { checkoutPage, refusalPage, resultPage } from './sandboxPages.js'

/** Fund from exchange (spec section 7): the exchanges JSON-RPC and each deposit's page. */
export function mountExchangeRoutes(app: SandboxApp, sandbox: Sandbox): void {
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
