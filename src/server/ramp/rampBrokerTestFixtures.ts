/** Fixtures the ramp broker's tests share: an allowed origin, a wallet, a checkout body and a broker over three providers. */
import { createRampBroker } from './createRampBroker.js'

/** The one origin the test broker allows. */
export const ORIGIN = 'https://host.test'
/** The wallet the checkout body buys for (anvil's first dev account). */
export const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What every test provider sells: USDC on the local EVM chain. */
export const SELLS = [{ symbol: 'USDC', network: 'eip155:31337' }]
/** A valid checkout body. */
export const body = {
  walletAddress: ME,
  network: 'eip155:31337',
  amount: '100',
  paymentCurrency: 'USD',
  purchaseCurrency: 'USDC',
  externalCustomerId: 'cust-1',
}
/** A checkout POST to a provider, from the allowed origin unless told. */
export const post = (provider: string, payload: unknown = body, origin = ORIGIN) =>
  new Request(`https://broker.test/ramp/${provider}/checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(payload),
  })

/** The MoonPay-style test provider: its checkout URL and keys (a test adds what it sells). */
export const MOONPAY = {
  kind: 'urlSignature',
  checkoutUrl: 'https://buy.test/',
  apiKey: 'pk_test',
  secretKey: 'sk_test',
} as const

/** A broker with a MoonPay-style, a Coinbase-style and a widget-session provider, `limit` checkouts per IP a minute. */
export function broker(fetchImpl?: typeof fetch, limit = 20) {
  return createRampBroker({
    allowedOrigins: [ORIGIN],
    rateLimit: { limit, windowMs: 60_000 },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    providers: {
      moonpay: { ...MOONPAY, sells: SELLS },
      coinbase: {
        kind: 'sessionToken',
        checkoutUrl: 'https://pay.test/buy',
        tokenUrl: 'https://api.test/token',
        secret: 'cb',
        sells: SELLS,
      },
      widget: { kind: 'widgetSession', sessionUrl: 'https://api.test/session', secret: 'w', sells: SELLS },
    },
  })
}
