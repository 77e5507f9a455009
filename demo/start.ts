/**
 * The local stack: anvil A (chain 31337), anvil B (chain 31338), the Solana RPC over LiteSVM and
 * the demo server, on loopback. Each anvil starts in January 2025 and is seeded with the demo's
 * ERC-20s, Multicall3 and account 0's history (demo/evm-tokens/). Run `tsx demo/start.ts`; it
 * builds nothing but demo/build/contracts.json when that is missing or stale (build dist/ and
 * demo/build/ first: `npm run build`). Ports from `DEMO_PORT` (14173), `ANVIL_A_PORT` (18545),
 * `ANVIL_B_PORT` (18546), `SOLANA_PORT` (18899; its WebSocket on 18900), `WC_RELAY_PORT` (18950, the
 * in-memory WalletConnect relay of demo/wc-relay/, which the page gets as `DEMO_CONFIG.walletConnect`).
 */
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureCompiledContracts } from './evm-tokens/compile.js'
import { MULTICALL3_ADDRESS } from './evm-tokens/demo-evm-tokens.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from './evm-tokens/start-demo-evm-chain.js'
import { createSqliteStorage } from '../src/server/sqlite.js'
import type { ServerStorage } from '../src/server/storage/types.js'
import { embeddedWalletRoutes } from './embedded/demoRoutes.js'
import { startEmbeddedWalletStack, type RunningEmbeddedStack } from './embedded/embeddedStack.js'
import { demoNetworks } from './networks.js'
import { startDemoServer, type RunningDemoServer } from './server.js'
import { startSolanaRpc, type RunningSolanaRpc } from './solana-rpc/server.js'
import { DEMO_DEFAULT_PORTS, resolveStackConfig, WC_RELAY_URL_ENV, type StackConfig, type StackPorts } from './stack-config.js'
import { startWcRelay, type RunningWcRelay } from './wc-relay/index.js'

/** The repository root (demo/..). */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** A running stack, as returned by {@link startStack}. */
export interface RunningStack {
  config: StackConfig
  /** The demo host page. */
  demoUrl: string
  /** The same page under a strict Content-Security-Policy. */
  cspUrl: string
  /** Anvil A then anvil B, each seeded (tokens, Multicall3, account 0's history). */
  anvils: RunningDemoEvmChain[]
  /** The local Solana chain (in this process). */
  solana: RunningSolanaRpc
  /** The local WalletConnect relay (in this process). */
  wcRelay: RunningWcRelay
  /** The embedded wallet: signer page and auth server on http://localhost:<signerPort>, SMTP sink (in this process). */
  embedded: RunningEmbeddedStack
  server: RunningDemoServer
  /** Resolves with a description if an anvil dies before {@link RunningStack.stop}; never otherwise. */
  unexpectedExit: Promise<string>
  /** Stops the server, then the chains and the relay. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts both anvils, the Solana RPC and the WalletConnect relay (in parallel; each anvil seeded as
 * soon as it answers, while demo/build/contracts.json is read or compiled), then the demo server,
 * after setting `process.env.WC_RELAY_URL` to the relay's URL (the page config and the CSP read it).
 * On failure, stops whatever it started and rethrows (e.g. 'anvil: port 18545 on 127.0.0.1 is
 * already in use', 'solana rpc: port 18899 (or 18900) on 127.0.0.1 is already in use',
 * 'wc relay: port 18950 on 127.0.0.1 is already in use', 'seed: ...', 'solc: ...').
 */
export async function startStack(
  env: Record<string, string | undefined> = process.env,
  defaults: StackPorts = DEMO_DEFAULT_PORTS,
): Promise<RunningStack> {
  const config = resolveStackConfig(env, defaults)
  const contracts = ensureCompiledContracts()
  // Each chain awaits it once it is up; until then a failure must not count as unhandled.
  void contracts.catch(() => undefined)
  const [solanaStarted, relayStarted, ...started] = await Promise.allSettled([
    startSolanaRpc({ port: config.solanaPort, host: config.host }),
    startWcRelay({ port: config.wcRelayPort, host: config.host }),
    ...config.chains.map((chain) => startDemoEvmChain({ port: chain.port, chainId: chain.chainId, host: config.host, contracts })),
  ] as const)
  const anvils = (started as PromiseSettledResult<RunningDemoEvmChain>[]).flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const solana = solanaStarted.status === 'fulfilled' ? solanaStarted.value : undefined
  const wcRelay = relayStarted.status === 'fulfilled' ? relayStarted.value : undefined
  const stopChains = async (): Promise<void> => {
    await Promise.all([solana?.stop(), wcRelay?.stop(), ...anvils.map((anvil) => anvil.stop())])
  }
  const failure = [solanaStarted, relayStarted, ...started].find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failure || !solana || !wcRelay) {
    await stopChains()
    throw failure?.reason
  }
  // server.ts renders DEMO_CONFIG.walletConnect and the CSP's connect-src from it.
  process.env[WC_RELAY_URL_ENV] = wcRelay.url

  // One database for the SIWX back end and the embedded wallet's auth server. Sessions survive a
  // restart of `npm run demo`; Playwright passes SIWX_DB=':memory:'.
  const dbFile = env.SIWX_DB ?? join(ROOT_DIR, 'demo', '.data', 'server.sqlite')
  if (dbFile !== ':memory:') mkdirSync(dirname(dbFile), { recursive: true })
  let storage: ServerStorage | undefined
  let embedded: RunningEmbeddedStack | undefined
  let server: RunningDemoServer
  const demoOrigin = `http://${config.host}:${config.demoPort}`
  try {
    storage = createSqliteStorage(dbFile)
    embedded = await startEmbeddedWalletStack({
      signerPort: config.signerPort,
      smtpPort: config.smtpPort,
      host: config.host,
      rootDir: ROOT_DIR,
      demoOrigin,
      storage,
      keyFile: dbFile === ':memory:' ? ':memory:' : join(ROOT_DIR, 'demo', '.data', 'auth-keys.json'),
      recoveryMode: env.DEMO_RECOVERY_MODE === 'passphrase' ? 'passphrase' : 'operator',
      relaxedIpLimit: env.DEMO_TEST_CONTROLS === '1',
    })
    server = await startDemoServer({
      port: config.demoPort,
      host: config.host,
      rootDir: ROOT_DIR,
      networks: demoNetworks(config.chains, { rpcUrl: solana.url }),
      storage,
      routes: [embeddedWalletRoutes(embedded, join(ROOT_DIR, 'demo', 'public'), env.DEMO_TEST_CONTROLS === '1')],
      embeddedWallet: { signerUrl: embedded.signerUrl },
    })
  } catch (error) {
    await embedded?.stop()
    await storage?.close()
    await stopChains()
    throw error
  }

  let stopping: Promise<void> | undefined
  const unexpectedExit = new Promise<string>((resolveExit) => {
    for (const anvil of anvils) {
      void anvil.exited.then(({ code, signal }) => {
        if (!stopping) resolveExit(`anvil ${anvil.url} (chain ${anvil.chainId}) exited (code ${code}, signal ${signal})`)
      })
    }
  })
  return {
    config,
    demoUrl: `${server.url}/`,
    cspUrl: `${server.url}/csp/`,
    anvils,
    solana,
    wcRelay,
    embedded,
    server,
    unexpectedExit,
    stop: () => {
      stopping ??= (async () => {
        await server.stop()
        await embedded.stop()
        await storage.close()
        await stopChains()
      })()
      return stopping
    },
  }
}

/** Hints for whatever the page will 404 on; the stack still starts. */
function missingBuildHints(): string[] {
  const hints: string[] = []
  if (!existsSync(join(ROOT_DIR, 'demo', 'build', 'evm-demo-wallet.js'))) {
    hints.push('demo/build/evm-demo-wallet.js is missing: run `tsx demo/build-wallets.ts` (no Demo Wallet until then)')
  }
  if (!existsSync(join(ROOT_DIR, 'dist', 'wallet-modal.js'))) {
    hints.push('dist/wallet-modal.js is missing: run `npm run build` (the page loads without the modal until then)')
  }
  return hints
}

async function main(): Promise<void> {
  const starting = startStack(process.env)
  let exiting = false
  const shutdown = async (code: number): Promise<void> => {
    if (exiting) return
    exiting = true
    // A signal during startup waits for it, so no anvil is left running without its parent.
    const stack = await starting.catch(() => undefined)
    await stack?.stop()
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0))
  }

  let stack: RunningStack
  try {
    stack = await starting
  } catch (error) {
    console.error(`demo: could not start the stack: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  if (exiting) return
  console.log(`demo page:  ${stack.demoUrl}`)
  console.log(`CSP page:   ${stack.cspUrl}`)
  for (const anvil of stack.anvils) console.log(`rpc:        ${anvil.url} (chain id ${anvil.chainId})`)
  const tokens = stack.anvils[0]?.seeded.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')
  const seededIn = stack.anvils.map((anvil) => `${anvil.seeded.ms} ms`).join(', ')
  console.log(`tokens:     ${tokens} on each anvil, Multicall3 ${MULTICALL3_ADDRESS} (seeded in ${seededIn})`)
  console.log(`solana rpc: ${stack.solana.url} (${stack.solana.caipNetworkId}), ws ${stack.solana.wsUrl}`)
  console.log(`walletconnect relay: ${stack.wcRelay.url} (projectId ${stack.config.walletConnect.projectId})`)
  console.log(`email login: signer ${stack.embedded.signerUrl} (auth server at /api/auth), SMTP sink ${stack.embedded.mailSink.url}, inbox ${stack.demoUrl}mail`)
  for (const hint of missingBuildHints()) console.warn(`warning:    ${hint}`)
  console.log(`stop:       Ctrl-C, or kill ${process.pid} (killing an npx / npm exec wrapper does not stop it)`)

  const reason = await stack.unexpectedExit
  console.error(`demo: ${reason}; stopping the stack`)
  await shutdown(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void main()
}
