import type { Hono } from 'hono'
import type { SandboxDelivery } from './sandboxDelivery.js'
import type { SandboxSessions } from './sandboxSessions.js'

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

/** A session token minted for a 'sessionToken' provider: for whom, what, from where, until when. */
export interface TokenGrant {
  address: string
  blockchains: string[]
  assets: string[]
  clientIp: string
  expiresAt: number
  used: boolean
}

/** A checkout the page is about to show: who, what, for how much. */
export interface CheckoutOrder {
  sessionId: string
  network: string
  symbol: string
  to: string
  amount: string
  currency: string
}

/** The sandbox's hono app; `clientIp` is the socket's address (RampSandbox.handle's `info`). */
export type SandboxApp = Hono<{ Bindings: { clientIp?: string } }>

/** What the sandbox's routes share: its options, sessions and session tokens, and how to name things. */
export interface Sandbox {
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
