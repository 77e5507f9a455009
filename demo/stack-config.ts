/** Ports of the local stack, in the order `demo/start.ts` starts it. */
export interface StackPorts {
  demoPort: number
  anvilAPort: number
  anvilBPort: number
  /**
   * The Solana RPC's HTTP port; its WebSocket listens on the next one. Optional so callers that
   * predate Solana still compile: they get the demo's 18899.
   */
  solanaPort?: number
  /** The local WalletConnect relay (src/testing/stack/walletConnectRelay/). Optional like `solanaPort`: omitted, it is the demo's 18950. */
  wcRelayPort?: number
  /**
   * The embedded wallet's signer page and auth server, served as `http://localhost:<signerPort>`
   * (another site than the demo page on 127.0.0.1). Optional like `solanaPort`: omitted, 18960.
   */
  signerPort?: number
  /** The SMTP sink the auth server mails codes to (read at /mail on the demo page). Optional: omitted, 18925. */
  smtpPort?: number
  /** The ramp sandbox (fake on-ramp providers and exchanges). Optional: omitted, 18970. */
  rampPort?: number
  /** The Bitcoin regtest chain's Esplora-compatible API. Optional: omitted, 18980. */
  bitcoinPort?: number
  /** Social login's local identity provider. Optional: omitted, 18990. */
  idpPort?: number
}

/** The `projectId` the demo's WalletConnect clients send; the local relay accepts any. */
export const DEMO_WALLETCONNECT_PROJECT_ID = 'wallet-modal-demo'

/** Where the stack listens and which chains it runs; derived from env by {@link resolveStackConfig}. */
export interface StackConfig extends Required<StackPorts> {
  host: string
  /** The demo host page, e.g. `http://127.0.0.1:14173`. */
  demoUrl: string
  /** Anvil A (chain 31337) then anvil B (chain 31338). */
  chains: readonly { name: string; chainId: number; port: number; rpcUrl: string }[]
  /** The local Solana chain: JSON-RPC on `solanaPort`, PubSub WebSocket on `solanaPort + 1`. */
  solana: { rpcUrl: string; wsUrl: string }
  /** The local WalletConnect relay, as `window.DEMO_CONFIG.walletConnect` gives it to the page. */
  walletConnect: { relayUrl: string; projectId: string }
  /** The signer page's origin, `http://localhost:<signerPort>`: cross-site from the demo page, so the browser's real isolation applies. */
  signerOrigin: string
  /** The ramp sandbox's origin, `http://127.0.0.1:<rampPort>`. */
  rampUrl: string
  /** The local Bitcoin regtest chain's Esplora-compatible API, `http://127.0.0.1:<bitcoinPort>`. */
  bitcoin: { esploraUrl: string }
}

/** `npm run demo` defaults: off the usual 8545/5173, where strangers' servers often sit. */
export const DEMO_DEFAULT_PORTS: StackPorts = {
  demoPort: 14173,
  anvilAPort: 18545,
  anvilBPort: 18546,
  solanaPort: 18899,
  wcRelayPort: 18950,
  signerPort: 18960,
  smtpPort: 18925,
  rampPort: 18970,
  bitcoinPort: 18980,
  idpPort: 18990,
}

/** Playwright's defaults, apart from the demo's so a running demo never collides with a test run. */
export const E2E_DEFAULT_PORTS: StackPorts = {
  demoPort: 14273,
  anvilAPort: 18645,
  anvilBPort: 18646,
  solanaPort: 18999,
  wcRelayPort: 19050,
  signerPort: 19060,
  smtpPort: 19025,
  rampPort: 19070,
  bitcoinPort: 19080,
  idpPort: 19090,
}

/** The stack always listens on loopback. */
export const STACK_HOST = '127.0.0.1'

/**
 * Reads `DEMO_PORT`, `ANVIL_A_PORT`, `ANVIL_B_PORT`, `SOLANA_PORT`, `WC_RELAY_PORT`, `SIGNER_PORT`,
 * `SMTP_PORT`, `RAMP_PORT`, `BITCOIN_PORT`, `IDP_PORT` from `env`, falling back to `defaults`.
 * @throws Error '<NAME> must be a port number (1-65535), got "<value>"' ('(1-65534)' for `SOLANA_PORT`,
 *   whose WebSocket takes the next port)
 */
export function resolveStackConfig(
  env: Record<string, string | undefined> = process.env,
  defaults: StackPorts = DEMO_DEFAULT_PORTS,
): StackConfig {
  const demoPort = readPort(env, 'DEMO_PORT', defaults.demoPort)
  const anvilAPort = readPort(env, 'ANVIL_A_PORT', defaults.anvilAPort)
  const anvilBPort = readPort(env, 'ANVIL_B_PORT', defaults.anvilBPort)
  const solanaPort = readPort(env, 'SOLANA_PORT', defaults.solanaPort ?? 18_899, 65_534)
  const wcRelayPort = readPort(env, 'WC_RELAY_PORT', defaults.wcRelayPort ?? 18_950)
  const signerPort = readPort(env, 'SIGNER_PORT', defaults.signerPort ?? 18_960)
  const smtpPort = readPort(env, 'SMTP_PORT', defaults.smtpPort ?? 18_925)
  const rampPort = readPort(env, 'RAMP_PORT', defaults.rampPort ?? 18_970)
  const bitcoinPort = readPort(env, 'BITCOIN_PORT', defaults.bitcoinPort ?? 18_980)
  const idpPort = readPort(env, 'IDP_PORT', defaults.idpPort ?? 18_990)
  const rpcUrl = (port: number): string => `http://${STACK_HOST}:${port}`
  return {
    demoPort,
    anvilAPort,
    anvilBPort,
    solanaPort,
    wcRelayPort,
    signerPort,
    smtpPort,
    rampPort,
    bitcoinPort,
    idpPort,
    host: STACK_HOST,
    demoUrl: `http://${STACK_HOST}:${demoPort}`,
    chains: [
      { name: 'Anvil A', chainId: 31337, port: anvilAPort, rpcUrl: rpcUrl(anvilAPort) },
      { name: 'Anvil B', chainId: 31338, port: anvilBPort, rpcUrl: rpcUrl(anvilBPort) },
    ],
    solana: { rpcUrl: rpcUrl(solanaPort), wsUrl: `ws://${STACK_HOST}:${solanaPort + 1}` },
    walletConnect: { relayUrl: `ws://${STACK_HOST}:${wcRelayPort}`, projectId: DEMO_WALLETCONNECT_PROJECT_ID },
    signerOrigin: `http://localhost:${signerPort}`,
    rampUrl: rpcUrl(rampPort),
    bitcoin: { esploraUrl: rpcUrl(bitcoinPort) },
  }
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number, max = 65_535): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > max) {
    throw new Error(`${name} must be a port number (1-${max}), got "${raw}"`)
  }
  return port
}

/** The env var through which demo/start.ts hands its running relay's URL to the page config and the CSP. */
export const WC_RELAY_URL_ENV = 'WC_RELAY_URL'

/**
 * `{ relayUrl, projectId }` when `WC_RELAY_URL` is set in `env` (demo/start.ts sets it once its relay
 * listens), else undefined: a demo server started without the stack has no WalletConnect relay.
 */
export function walletConnectFromEnv(
  env: Record<string, string | undefined> = process.env,
): StackConfig['walletConnect'] | undefined {
  const relayUrl = env[WC_RELAY_URL_ENV]
  return relayUrl ? { relayUrl, projectId: DEMO_WALLETCONNECT_PROJECT_ID } : undefined
}
