/**
 * The demo's on-ramp: the ramp sandbox (src/testing/stack/ramp/) on its own port,
 * playing four providers (one per flavour) and one exchange, delivering on the stack's anvils and
 * Solana chain; the host's ramp broker (wallet-modal/server `createRampBroker`) on the demo server
 * at /api/ramp, holding the brokered providers' secrets; and the modal's `onramp` option for the page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createRampBroker, type RampBroker } from '../../src/server/index.js'
import type { OnrampSettings } from '../../src/core/options.js'
import { startRampSandbox, type RunningRampSandbox } from '../../src/testing/stack/ramp/startRampSandbox.js'
import type { SandboxProviderConfig } from '../../src/testing/stack/ramp/rampSandbox.js'
import { SANDBOX_FIATS } from '../../src/testing/stack/ramp/sandboxPricing.js'
import { demoEvmTokens, DEMO_TOKEN_DEPLOYER_INDEX } from '../../src/testing/stack/evm/tokens.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../../src/testing/wallets/evm/anvilDevKeys.js'
import type { DemoRoute } from '../embedded/demoRoutes.js'

/** Where the demo mounts the ramp broker: `POST /api/ramp/:provider/checkout`. */
export const RAMP_BROKER_MOUNT = '/api'

/** The sandbox's fee seed (the fees it gives each provider, 1–2%, follow from it). */
export const DEMO_RAMP_FEE_SEED = 'wallet-modal demo'

/** The sandbox's test keys and secrets (public: they protect nothing but the sandbox). */
const KEYS = {
  meldPublicKey: 'pk_sandbox_meld',
  moonpayApiKey: 'pk_test_sandbox_moonpay',
  moonpaySecret: 'sk_test_sandbox_moonpay',
  coinbaseSecret: 'cdp_sandbox_secret',
  widgetSecret: 'widget_sandbox_secret',
}

/** What the demo's ramp runs on: the stack's anvils and Solana chain. */
export interface DemoRampChains {
  chains: readonly { name: string; caipNetworkId: string; chainId: number; url: string }[]
  solana?: { url: string; caipNetworkId: string } | undefined
}

/** The running demo ramp. */
export interface RunningDemoRamp {
  sandbox: RunningRampSandbox
  broker: RampBroker
  /** Answers `/api/ramp/*` on the demo server (the broker). */
  route: DemoRoute
  /** The modal's `onramp` option for the page. */
  pageConfig: OnrampSettings
  stop(): Promise<void>
}

/** The four sandbox providers: which flavour each plays and what it sells where. */
export function demoRampProviders(stack: DemoRampChains): SandboxProviderConfig[] {
  const evm = stack.chains.map((c) => c.caipNetworkId)
  const sol = stack.solana ? [{ symbol: 'SOL', network: stack.solana.caipNetworkId }] : []
  const on = (symbols: string[], networks: string[]) =>
    networks.flatMap((network) => symbols.map((symbol) => ({ symbol, network })))
  return [
    // Spec section 7: the Meld-style URL names SOL on Solana, else USDC (here on the first anvil).
    {
      id: 'meld',
      name: 'Meld (sandbox)',
      flavour: 'publicKey',
      publicKey: KEYS.meldPublicKey,
      sells: [...on(['USDC'], evm.slice(0, 1)), ...sol],
    },
    {
      id: 'moonpay',
      name: 'MoonPay (sandbox)',
      flavour: 'urlSignature',
      publicKey: KEYS.moonpayApiKey,
      secret: KEYS.moonpaySecret,
      sells: [...on(['USDC', 'ETH'], evm), ...sol],
    },
    {
      id: 'coinbase',
      name: 'Coinbase (sandbox)',
      flavour: 'sessionToken',
      secret: KEYS.coinbaseSecret,
      sells: on(['USDC', 'ETH'], evm),
    },
    {
      id: 'widget',
      name: 'Widget (sandbox)',
      flavour: 'widgetSession',
      secret: KEYS.widgetSecret,
      sells: [...on(['USDC'], evm), ...sol],
    },
  ]
}

/**
 * Starts the sandbox on `port` and creates the broker for the page at `demoOrigin`.
 * `relaxedIpLimit` (test controls on) lifts the broker's per-IP checkout limit.
 */
export async function startDemoRamp(options: {
  demoOrigin: string
  host: string
  port: number
  stack: DemoRampChains
  relaxedIpLimit?: boolean
}): Promise<RunningDemoRamp> {
  const { stack } = options
  const sandbox = await startRampSandbox({
    port: options.port,
    host: options.host,
    feeSeed: DEMO_RAMP_FEE_SEED,
    providers: demoRampProviders(stack),
    evm: stack.chains.map((c) => ({
      caipNetworkId: c.caipNetworkId,
      name: c.name,
      rpcUrl: c.url,
      tokens: Object.fromEntries(demoEvmTokens(c.chainId).map((t) => [t.symbol, t.address])),
    })),
    ...(stack.solana
      ? { solana: { caipNetworkId: stack.solana.caipNetworkId, name: 'Solana Local', rpcUrl: stack.solana.url } }
      : {}),
    // The token deployer holds the rest of the USDC-like supply.
    evmTreasuryKey: ANVIL_DEV_PRIVATE_KEYS[DEMO_TOKEN_DEPLOYER_INDEX]!,
    exchanges: [{ id: 'sandbox-exchange', name: 'Sandbox Exchange' }],
  })
  const s = sandbox.url
  // The broker checks each checkout against what the provider sells and the fiats it takes (the sandbox's own lists).
  const sandboxProviders = demoRampProviders(stack)
  const lists = (id: string) => ({
    sells: sandboxProviders.find((p) => p.id === id)!.sells,
    paymentCurrencies: SANDBOX_FIATS,
  })
  const broker = createRampBroker({
    mountPath: RAMP_BROKER_MOUNT,
    allowedOrigins: [options.demoOrigin],
    ...(options.relaxedIpLimit ? { rateLimit: { limit: 10_000, windowMs: 60_000 } } : {}),
    providers: {
      // MoonPay names the network in the currency code; the sandbox reads `<symbol>_<caip-2>`.
      moonpay: {
        kind: 'urlSignature',
        checkoutUrl: `${s}/moonpay/checkout`,
        apiKey: KEYS.moonpayApiKey,
        secretKey: KEYS.moonpaySecret,
        currencyCode: (symbol, network) => `${symbol}_${network}`.toLowerCase(),
        ...lists('moonpay'),
      },
      coinbase: {
        kind: 'sessionToken',
        checkoutUrl: `${s}/coinbase/checkout`,
        tokenUrl: `${s}/coinbase/token`,
        secret: KEYS.coinbaseSecret,
        ...lists('coinbase'),
      },
      widget: {
        kind: 'widgetSession',
        sessionUrl: `${s}/widget/session`,
        secret: KEYS.widgetSecret,
        ...lists('widget'),
      },
    },
  })
  const listener = getRequestListener((request, env) =>
    broker.handle(request, { clientIp: env.incoming.socket.remoteAddress }),
  )
  const route: DemoRoute = async (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(`${RAMP_BROKER_MOUNT}/ramp/`)) return false
    await listener(request, response)
    return true
  }
  const pageConfig: OnrampSettings = {
    providers: ['meld', 'moonpay', 'coinbase', 'widget'],
    adapters: {
      meld: {
        type: 'meld',
        name: 'Meld (sandbox)',
        apiUrl: `${s}/meld/api`,
        checkoutUrl: `${s}/meld/checkout`,
        publicKey: KEYS.meldPublicKey,
      },
      moonpay: { type: 'moonpay', name: 'MoonPay (sandbox)', apiUrl: `${s}/moonpay/api` },
      coinbase: { type: 'coinbase', name: 'Coinbase (sandbox)', apiUrl: `${s}/coinbase/api` },
      widget: { type: 'widget', name: 'Widget (sandbox)', apiUrl: `${s}/widget/api` },
    },
    brokerUrl: `${options.demoOrigin}${RAMP_BROKER_MOUNT}`,
    exchanges: { url: `${s}/exchanges`, projectId: 'wallet-modal-demo' },
  }
  return { sandbox, broker, route, pageConfig, stop: () => sandbox.stop() }
}
