import { hmacSha256Base64 } from '../../../server/ramp/checkoutSigners.js'
import type { CheckoutOrder, Sandbox, SandboxApp, SandboxFlavour, SandboxProviderConfig } from './sandboxContext.js'
import { openSession, orderProblem, settle } from './sandboxOrders.js'
import { checkoutPage, refusalPage, resultPage } from './sandboxPages.js'
import type { SandboxSession } from './sandboxSessions.js'

const FLAVOUR_LABEL: Record<SandboxFlavour, string> = {
  publicKey: 'Meld-style: public-key URL',
  urlSignature: 'MoonPay-style: HMAC-signed URL',
  sessionToken: 'Coinbase-style: single-use session token',
  widgetSession: 'widget session URL',
}

/** The providers' checkout pages: opened from a checkout URL (checked by flavour) or a session, then Pay or Cancel. */
export function mountCheckout(app: SandboxApp, sandbox: Sandbox): void {
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
