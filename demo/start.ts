/**
 * `npm run demo`: the local stack (src/testing/stack/startLocalStack.ts, the same launcher
 * `wallet-modal/testing` exports: anvil A (chain 31337) and anvil B (31338) seeded with the demo's
 * ERC-20s, Multicall3 and account 0's history, the Solana RPC over LiteSVM, the WalletConnect relay,
 * the SIWX back end; ERC-4337 v0.8 on the anvils and a bundler per anvil, unless `DEMO_BUNDLER=0`)
 * plus the demo's own services (the embedded wallet's signer page, auth server and SMTP sink; the
 * paymaster service at /api/paymaster; the demo page), on loopback. {@link startStack} itself starts
 * bundlers only with `DEMO_BUNDLER=1` (the benches leave them off). Run `tsx demo/start.ts` after
 * `npm run build` (dist/ and the wallet bundles). Ports from `DEMO_PORT` (14173), `ANVIL_A_PORT`
 * (18545), `ANVIL_B_PORT` (18546), `SOLANA_PORT` (18899; its WebSocket on 18900), `WC_RELAY_PORT`
 * (18950, which the page gets as `DEMO_CONFIG.walletConnect`), `SIGNER_PORT`, `SMTP_PORT` and
 * `RAMP_PORT` (18970, the on-ramp sandbox) and
 * `BITCOIN_PORT` (18980, the Bitcoin regtest chain's Esplora API) (demo/stack-config.ts).
 */
import { existsSync, mkdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSqliteStorage } from '../src/server/sqlite.js'
import { MULTICALL3_ADDRESS } from '../src/testing/stack/evm/tokens.js'
import { startLocalStack, type LocalStack, type LocalStackService } from '../src/testing/stack/startLocalStack.js'
import { embeddedWalletRoutes } from './embedded/demoRoutes.js'
import { startEmbeddedWalletStack, type RunningEmbeddedStack } from './embedded/embeddedStack.js'
import { startDemoNames, type RunningDemoNames } from './names/demo-names.js' // names
import { createDemoSwaps } from './swaps/demo-swaps.js' // swaps
import { createDemoPaymaster } from './paymaster/demo-paymaster.js' // smart accounts
import { startDemoRamp, type RunningDemoRamp } from './ramp/demo-ramp.js' // on-ramp
import { startDemoProject, type RunningDemoProject } from './project/demo-project.js' // the operator's platform
import { UNISWAP_V2_ADDRESSES } from '../src/testing/stack/evm/uniswapV2Addresses.js'
import { ERC4337_ADDRESSES } from '../src/testing/stack/erc4337/erc4337Addresses.js'
import { VERIFYING_PAYMASTER } from '../src/testing/stack/erc4337/verifyingPaymasterAddresses.js'
import { demoNetworks } from './networks.js'
import { accountTestControls } from './accountTestControls.js'
import { bundlerTestControl } from './bundlerTestControl.js'
import { demoCatalogueWallets, startDemoServer, type RunningDemoServer } from './server.js'
import {
  DEMO_DEFAULT_PORTS,
  resolveStackConfig,
  WC_RELAY_URL_ENV,
  type StackConfig,
  type StackPorts,
} from './stack-config.js'

/** The repository root (demo/..). */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** A running demo stack, as returned by {@link startStack}. */
export interface RunningStack {
  config: StackConfig
  /** The demo host page. */
  demoUrl: string
  /** The same page under a strict Content-Security-Policy. */
  cspUrl: string
  /** The local stack underneath (chains, Solana, relay, SIWX back end) and the demo's services. */
  local: LocalStack<DemoServices>
  /** The embedded wallet: signer page and auth server on http://localhost:<signerPort>, SMTP sink (in this process). */
  embedded: RunningEmbeddedStack
  /** Resolves with a description if an anvil dies before {@link RunningStack.stop}; never otherwise. */
  unexpectedExit: Promise<string>
  /** Stops the demo server, then the rest. Safe to call twice. */
  stop(): Promise<void>
}

/** The demo's services, started in this order once the local stack runs. */
type DemoServices = {
  embedded: LocalStackService<RunningEmbeddedStack>
  names: LocalStackService<RunningDemoNames> // names
  ramp: LocalStackService<RunningDemoRamp> // on-ramp
  project: LocalStackService<RunningDemoProject> // the operator's platform
  demo: LocalStackService<RunningDemoServer>
}

/**
 * One database for the SIWX back end and the embedded wallet's auth server (the SIWX back end owns
 * it and closes it last). Sessions survive a restart of `npm run demo` (SQLite in demo/.data/);
 * Playwright passes SIWX_DB=':memory:'.
 */
function demoDatabase(env: Record<string, string | undefined>) {
  const file = env.SIWX_DB ?? join(ROOT_DIR, 'demo', '.data', 'server.sqlite')
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  return { file, storage: createSqliteStorage(file) }
}

/**
 * Starts the local stack on the configured ports with the SIWX back end for the demo origin, then
 * the demo's services, one line each (after setting `process.env.WC_RELAY_URL`, which the page
 * config and the CSP read). On failure, stops whatever it started and rethrows (e.g. 'anvil: port
 * 18545 on 127.0.0.1 is already in use', 'solana rpc: port 18899 (or 18900) on 127.0.0.1 is already
 * in use', 'wc relay: port 18950 on 127.0.0.1 is already in use', 'seed: ...').
 */
export async function startStack(
  env: Record<string, string | undefined> = process.env,
  defaults: StackPorts = DEMO_DEFAULT_PORTS,
): Promise<RunningStack> {
  const config = resolveStackConfig(env, defaults)
  const database = demoDatabase(env)
  const testControls = env.DEMO_TEST_CONTROLS === '1'
  const local = await startLocalStack<DemoServices>({
    host: config.host,
    ports: {
      anvilA: config.anvilAPort,
      anvilB: config.anvilBPort,
      solana: config.solanaPort,
      walletConnectRelay: config.wcRelayPort,
      bitcoin: config.bitcoinPort,
    },
    siwx: { origin: config.demoUrl, storage: database.storage },
    bundler: env.DEMO_BUNDLER === '1', // an ERC-4337 bundler per anvil (a Node process each)
    services: {
      embedded: (stack: LocalStack) =>
        startEmbeddedWalletStack({
          signerPort: config.signerPort,
          smtpPort: config.smtpPort,
          host: config.host,
          rootDir: ROOT_DIR,
          demoOrigin: config.demoUrl,
          storage: database.storage,
          keyFile: database.file === ':memory:' ? ':memory:' : join(ROOT_DIR, 'demo', '.data', 'auth-keys.json'),
          recoveryMode: env.DEMO_RECOVERY_MODE === 'passphrase' ? 'passphrase' : 'operator',
          relaxedIpLimit: testControls,
          chains: stack.chains,
          social: { idpPort: config.idpPort, rpcUrl: stack.chains[0].url }, // social login
        }),
      // names: the name service at /api/names and its resolver on each anvil.
      names: (stack: LocalStack) =>
        startDemoNames({
          demoOrigin: config.demoUrl,
          storage: database.storage,
          chains: stack.chains,
          relaxedIpLimit: testControls,
        }),
      // on-ramp: the ramp sandbox on RAMP_PORT, the broker at /api/ramp.
      ramp: (stack: LocalStack) =>
        startDemoRamp({
          demoOrigin: config.demoUrl,
          host: config.host,
          port: config.rampPort,
          stack,
          relaxedIpLimit: testControls,
        }),
      // The operator's platform: the project service at /api/project, the analytics page at /analytics.
      project: () =>
        startDemoProject({
          demoOrigin: config.demoUrl,
          storage: database.storage,
          wallets: demoCatalogueWallets(),
          relaxedIpLimit: testControls,
        }),
      demo: async (stack: LocalStack) => {
        if (stack.walletConnect) process.env[WC_RELAY_URL_ENV] = stack.walletConnect.relayUrl
        const embedded = (stack.services as Partial<{ embedded: RunningEmbeddedStack }>).embedded!
        const names = (stack.services as Partial<{ names: RunningDemoNames }>).names! // names
        const ramp = (stack.services as Partial<{ ramp: RunningDemoRamp }>).ramp! // on-ramp
        const project = (stack.services as Partial<{ project: RunningDemoProject }>).project!
        const swaps = createDemoSwaps({ demoOrigin: config.demoUrl, chains: stack.chains }) // swaps
        // smart accounts: the paymaster service at /api/paymaster; the anvils get it with their bundlers.
        const paymaster = createDemoPaymaster({
          demoOrigin: config.demoUrl,
          storage: database.storage,
          chainIds: stack.chains.map((chain) => chain.chainId),
          relaxedIpLimit: testControls,
        })
        const bundlerUrls = Object.fromEntries(
          stack.chains.flatMap((chain) => (chain.bundler ? [[chain.chainId, chain.bundler.url]] : [])),
        )
        return startDemoServer({
          port: config.demoPort,
          host: config.host,
          rootDir: ROOT_DIR,
          networks: demoNetworks(
            stack.chains.map((c) => ({ name: c.name, chainId: c.chainId, rpcUrl: c.url })),
            stack.solana && { rpcUrl: stack.solana.url },
            stack.bitcoin && { rpcUrl: stack.bitcoin.url },
            Object.keys(bundlerUrls).length > 0 ? { bundlerUrls, paymasterUrl: paymaster.url } : undefined,
          ),
          ...(stack.siwx ? { siwx: stack.siwx } : {}),
          routes: [
            names.route,
            swaps.route,
            paymaster.route,
            ramp.route,
            project.route,
            embeddedWalletRoutes(embedded, join(ROOT_DIR, 'demo', 'public'), testControls),
            ...(testControls ? [accountTestControls(database.storage), bundlerTestControl(stack)] : []),
          ],
          embeddedWallet: { signerUrl: embedded.signerUrl },
          names: names.pageConfig, // names
          swaps: swaps.pageConfig, // swaps
          onramp: { config: ramp.pageConfig, connectOrigins: [ramp.sandbox.url] }, // on-ramp
          project: project.pageConfig, // the operator's platform
        })
      },
    },
  })
  return {
    config,
    demoUrl: `${local.services.demo.url}/`,
    cspUrl: `${local.services.demo.url}/csp/`,
    local,
    embedded: local.services.embedded,
    unexpectedExit: local.unexpectedExit,
    stop: () => local.stop(),
  }
}

/** Hints for whatever the page will 404 on; the stack still starts. */
function missingBuildHints(): string[] {
  const hints: string[] = []
  if (!existsSync(join(ROOT_DIR, 'dist', 'testing', 'wallets', 'evm-wallet.js'))) {
    hints.push('dist/testing/wallets/evm-wallet.js is missing: run `npm run build` (no Demo Wallet until then)')
  }
  if (!existsSync(join(ROOT_DIR, 'dist', 'wallet-modal.js'))) {
    hints.push('dist/wallet-modal.js is missing: run `npm run build` (the page loads without the modal until then)')
  }
  return hints
}

async function main(): Promise<void> {
  // `npm run demo` starts the bundlers unless DEMO_BUNDLER=0 (Playwright's config decides per run).
  const starting = startStack({ DEMO_BUNDLER: '1', ...process.env })
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
  const { local } = stack
  console.log(`demo page:  ${stack.demoUrl}`)
  console.log(`CSP page:   ${stack.cspUrl}`)
  for (const chain of local.chains) console.log(`rpc:        ${chain.url} (chain id ${chain.chainId})`)
  const tokens = local.tokens[local.chains[0].caipNetworkId]
    ?.map((token) => `${token.symbol} ${token.address}`)
    .join(', ')
  const seededIn = local.chains.map((chain) => `${chain.seededInMs} ms`).join(', ')
  console.log(`tokens:     ${tokens} on each anvil, Multicall3 ${MULTICALL3_ADDRESS} (seeded in ${seededIn})`)
  const uniswapIn = local.chains.map((chain) => `${chain.uniswapMs} ms`).join(', ')
  console.log(
    `swaps:      Uniswap V2 router ${UNISWAP_V2_ADDRESSES.router}, factory ${UNISWAP_V2_ADDRESSES.factory}, WETH ${UNISWAP_V2_ADDRESSES.weth} on each anvil (deployed in ${uniswapIn}); convert service ${stack.demoUrl}api/convert`,
  )
  const erc4337In = local.chains.map((chain) => `${chain.erc4337Ms} ms`).join(', ')
  console.log(
    `erc-4337:   EntryPoint v0.8 ${ERC4337_ADDRESSES.entryPoint}, SimpleAccountFactory ${ERC4337_ADDRESSES.simpleAccountFactory}, Simple7702Account ${ERC4337_ADDRESSES.simple7702Account} on each anvil (deployed in ${erc4337In})`,
  )
  for (const chain of local.chains)
    if (chain.bundler)
      console.log(
        `bundler:    ${chain.bundler.url} (chain id ${chain.chainId}; Alto, EntryPoint v0.8; started in ${chain.bundler.startedInMs} ms)`,
      )
  const bundlers = local.chains.some((chain) => chain.bundler)
  if (!bundlers) console.log('bundler:    off (DEMO_BUNDLER=0; without it, an ERC-4337 bundler starts per anvil)')
  console.log(
    `paymaster:  ${stack.demoUrl}api/paymaster (ERC-7677 over VerifyingPaymaster ${VERIFYING_PAYMASTER.address} on each anvil; sponsors USDC transfer, USDC and DEMO approve, the router's swaps, 0.01 ETH per account per day)${bundlers ? "; the page's ?account-type=smartAccount makes the email wallet a sponsored smart account" : ', unused without bundlers'}`,
  )
  const ramp = local.services.ramp
  console.log(
    `on-ramp:    sandbox ${ramp.sandbox.url} (providers ${ramp.pageConfig.providers.join(', ')}; exchanges at /exchanges), broker ${stack.demoUrl}api/ramp`,
  )
  if (local.solana)
    console.log(`solana rpc: ${local.solana.url} (${local.solana.caipNetworkId}), ws ${local.solana.wsUrl}`)
  if (local.bitcoin)
    console.log(
      `bitcoin:    ${local.bitcoin.url} (Esplora API, ${local.bitcoin.caipNetworkId}); faucet POST /regtest/faucet {address,sats}, mine POST /regtest/mine`,
    )
  if (local.walletConnect)
    console.log(
      `walletconnect relay: ${local.walletConnect.relayUrl} (projectId ${stack.config.walletConnect.projectId})`,
    )
  console.log(
    `project:    ${stack.demoUrl}api/project (config, allowed origins, analytics, images; project "${local.services.project.pageConfig.projectId}"), error analytics page ${stack.demoUrl}analytics`,
  )
  console.log(
    `email login: signer ${stack.embedded.signerUrl} (auth server at /api/auth), SMTP sink ${stack.embedded.mailSink.url}, inbox ${stack.demoUrl}mail`,
  )
  if (stack.embedded.social)
    console.log(
      `social login: local identity provider ${stack.embedded.social.idpUrl} (google, x, discord, github, apple, facebook; any name signs in), Farcaster relay ${stack.demoUrl}farcaster-relay, client ${stack.demoUrl}farcaster-client.html`,
    )
  for (const hint of missingBuildHints()) console.warn(`warning:    ${hint}`)
  console.log(`stop:       Ctrl-C, or kill ${process.pid} (killing an npx / npm exec wrapper does not stop it)`)

  const reason = await stack.unexpectedExit
  console.error(`demo: ${reason}; stopping the stack`)
  await shutdown(1)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  void main()
}
