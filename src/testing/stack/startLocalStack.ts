/**
 * The local stack, in one call: the launcher `npm run demo`, the repository's e2e suite and a host's
 * QA suite (through `wallet-modal/testing`) all start.
 */
import { privateKeyToAccount } from 'viem/accounts'
import type { ServerStorage } from '../../server/index.js'
import { ANVIL_DEV_PRIVATE_KEYS } from '../wallets/evm/anvilDevKeys.js'
import { SOLANA_DEV_KEYPAIRS } from './solana/devKeys.js'
import { startDemoEvmChain, type RunningDemoEvmChain } from './evm/startEvmChain.js'
import { freePort } from './freePort.js'
import { stackNetworks, stackTokens, type StackNetwork, type StackToken } from './networks.js'
import { startSiwxService, type RunningSiwxService } from './siwxService.js'
import { startSolanaService } from './solanaService.js'
import { startBitcoinService } from './bitcoinService.js'
import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../core/bitcoinNetworks.js'
import { BITCOIN_DEV_ACCOUNT_COUNT, bitcoinDevAccount } from '../wallets/bitcoin/devKeys.js'
import type { RunningWcRelay } from './walletConnectRelay/server.js'
import { startWcRelay } from './walletConnectRelay/server.js'
import { deployErc4337 } from './erc4337/deployErc4337.js'
import { startRestartableAltoBundler, type RestartableAltoBundler } from './erc4337/restartableBundler.js'

/** Ports of the stack's services; a port left out (or 0) is picked free. */
export interface LocalStackPorts {
  /** anvil A, chain id 31337. */
  anvilA?: number
  /** anvil B, chain id 31338. */
  anvilB?: number
  /** The Solana JSON-RPC over HTTP; its PubSub WebSocket listens on the next port. */
  solana?: number
  /** The WalletConnect relay (WebSocket). */
  walletConnectRelay?: number
  /** The SIWX back end (HTTP). */
  siwx?: number
  /** The Bitcoin regtest chain's Esplora-compatible API (HTTP). */
  bitcoin?: number
  /** The ERC-4337 bundler over anvil A (JSON-RPC over HTTP), with the `bundler` option. */
  bundlerA?: number
  /** The ERC-4337 bundler over anvil B, with the `bundler` option. */
  bundlerB?: number
}

/** A service started after the chains, given the stack so far; its result lands in `stack.services`. */
export type LocalStackService<T extends { stop(): Promise<void> } = { stop(): Promise<void> }> = (
  stack: LocalStack,
) => Promise<T>

/** Services by name (started in this order, after the chains). */
export type LocalStackServices = Record<string, LocalStackService<{ stop(): Promise<void> }>>

/** Options of {@link startLocalStack}. */
export interface LocalStackOptions<S extends LocalStackServices = LocalStackServices> {
  /** Interface every service binds; default 127.0.0.1 (loopback only). */
  host?: string
  ports?: LocalStackPorts
  /** Path of the anvil executable; default: this platform's `@foundry-rs/anvil-*` package, else `anvil` on PATH. */
  anvil?: string
  /** Start the Solana RPC (needs the `litesvm` package); default true. */
  solana?: boolean
  /** Start the WalletConnect relay; default true. */
  walletConnect?: boolean
  /** Start the Bitcoin regtest chain (an Esplora-compatible API over an in-memory UTXO set); default true. */
  bitcoin?: boolean
  /**
   * Start an ERC-4337 bundler (Pimlico's Alto, EntryPoint v0.8; needs `@pimlico/alto`) on each anvil;
   * default false: each is a Node process of its own (about 165 MB resident, and seconds to start: 9 s
   * on a busy 2-core machine). The EntryPoint and the account contracts are on the anvils either way.
   */
  bundler?: boolean
  /**
   * Start the SIWX back end (`wallet-modal/server`) for the page at `origin` (e.g.
   * `http://127.0.0.1:4173`): sign-in messages must name it as domain and uri, and it is the one
   * cross-origin caller allowed. Sessions live in `storage` (default: memory). Off when absent.
   */
  siwx?: { origin: string; storage?: ServerStorage }
  /** More services, started one after another once the chains run (e.g. the demo page). */
  services?: S
}

/** One anvil of the stack. */
export interface LocalStackChain {
  name: string
  chainId: number
  /** `eip155:<chainId>`. */
  caipNetworkId: string
  /** JSON-RPC URL, e.g. `http://127.0.0.1:18545`. */
  url: string
  /** PID of the anvil process. */
  pid: number
  /** How long seeding took (tokens, Multicall3, ENS stand-in, account 0's history), in ms. */
  seededInMs: number
  /** How long deploying Uniswap V2 and seeding its pools took, in ms (addresses: `UNISWAP_V2_ADDRESSES`). */
  uniswapMs: number
  /** How long deploying ERC-4337 v0.8 (EntryPoint, SimpleAccountFactory, Simple7702Account) and the verifying paymaster took, in ms (addresses: `ERC4337_ADDRESSES`, `VERIFYING_PAYMASTER`). */
  erc4337Ms: number
  /** The ERC-4337 bundler over this chain (its JSON-RPC URL, what viem's `createBundlerClient` takes), with the `bundler` option. */
  bundler: { url: string; pid: number; startedInMs: number } | undefined
}

/** A running stack, as {@link startLocalStack} returns it. */
export interface LocalStack<S extends LocalStackServices = LocalStackServices> {
  host: string
  /** anvil A (chain 31337) and anvil B (31338). */
  chains: readonly [LocalStackChain, LocalStackChain]
  /** The local Solana chain, unless `solana: false`. */
  solana: { url: string; wsUrl: string; caipNetworkId: string } | undefined
  /** The WalletConnect relay and a projectId it accepts (any is), unless `walletConnect: false`. */
  walletConnect: { relayUrl: string; projectId: string } | undefined
  /**
   * The local Bitcoin regtest chain, unless `bitcoin: false`: `url` is its Esplora-compatible API
   * (the network's `rpcUrl`); `faucet` pays sats to an address (unconfirmed until mined), `mine`
   * mines blocks (the first takes the mempool) and resolves the new height.
   */
  bitcoin:
    | {
        url: string
        caipNetworkId: string
        faucet(address: string, sats: bigint): Promise<string>
        mine(blocks?: number): Promise<number>
      }
    | undefined
  /** The SIWX back end: `serverUrl` is what the modal's `siwx.serverUrl` takes. Only with the `siwx` option. */
  siwx: { serverUrl: string; handle: RunningSiwxService['handle'] } | undefined
  /** The modal's `networks` option for this stack: Anvil A, Anvil B, Solana Local, Bitcoin Regtest (with Multicall3 and the ENS stand-in on the anvils). */
  networks: StackNetwork[]
  /** The modal's `tokens` option: USDC (6 decimals) and DEMO (18) on each anvil, the USDC-like SPL mint on Solana. */
  tokens: Record<string, StackToken[]>
  /**
   * The funded test accounts: anvil's 10 dev accounts (10,000 ETH; 0–3 also hold 10,000 USDC and
   * 1,000 DEMO), the Solana dev keys (SOL and USDC), and the Demo Bitcoin Wallet's dev accounts
   * (payment P2WPKH addresses holding 1 BTC each, and their ordinals P2TR addresses) on regtest.
   */
  accounts: {
    evm: readonly { address: `0x${string}`; privateKey: `0x${string}` }[]
    solana: readonly { address: string; secretKey: Uint8Array }[]
    bitcoin: readonly { payment: string; ordinals: string }[]
  }
  /** What each of `options.services` returned. */
  services: { [K in keyof S]: Awaited<ReturnType<S[K]>> }
  /** Resolves with a description if an anvil dies before {@link LocalStack.stop}; never otherwise. */
  unexpectedExit: Promise<string>
  /**
   * Starts each bundler afresh on its port (none without the `bundler` option): after chain reverts,
   * whose undone blocks Alto still counts on (a UserOperation sent then never lands).
   */
  restartBundlers(): Promise<void>
  /** Stops the services (last started first), then the chains. Safe to call twice. */
  stop(): Promise<void>
}

const CHAINS = [
  { name: 'Anvil A', chainId: 31337, port: 'anvilA', bundlerPort: 'bundlerA' },
  { name: 'Anvil B', chainId: 31338, port: 'anvilB', bundlerPort: 'bundlerB' },
] as const

/** The projectId the stack hands out; the local relay accepts any. */
export const LOCAL_WALLETCONNECT_PROJECT_ID = 'wallet-modal-local'

/**
 * Starts the local stack on loopback: two anvils (chain ids 31337 and 31338, each seeded with
 * USDC and DEMO tokens, Multicall3, an ENS stand-in, dev account 0's history and Uniswap V2 with
 * ETH/USDC/DEMO pools, ERC-4337 v0.8 at its canonical addresses, funded dev accounts; with
 * `bundler`, an ERC-4337 bundler on each), the Solana JSON-RPC over LiteSVM (funded dev keys, a
 * USDC-like mint), the WalletConnect relay, the Bitcoin regtest chain (Esplora-compatible, funded dev accounts) and, with `siwx`, the
 * SIWX back end, in parallel; then `services`, in order.
 * On failure stops whatever it started and rethrows, e.g. {@link anvilInstallMessage}'s
 * 'anvil not found: …', 'anvil: port 18545 on 127.0.0.1 is already in use', 'solana: litesvm is not
 * installed …', 'wc relay: port … is already in use', 'bundler: @pimlico/alto is not installed …'.
 */
export async function startLocalStack<S extends LocalStackServices = Record<never, never>>(
  options: LocalStackOptions<S> = {},
): Promise<LocalStack<S>> {
  const host = options.host ?? '127.0.0.1'
  const ports = options.ports ?? {}
  const portOf = async (name: keyof LocalStackPorts) => ports[name] || freePort(host)
  const stoppers: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined)
  }
  const started = <T extends { stop(): Promise<void> }>(running: T): T => {
    stoppers.push(() => running.stop())
    return running
  }

  try {
    const startChain = async (chain: (typeof CHAINS)[number]) => {
      const anvil = started(
        await startDemoEvmChain({
          port: await portOf(chain.port),
          chainId: chain.chainId,
          host,
          ...(options.anvil ? { binary: options.anvil } : {}),
        }),
      )
      const erc4337Ms = await deployErc4337(anvil.url, anvil.chainId)
      const bundler = options.bundler
        ? started(await startRestartableAltoBundler({ rpcUrl: anvil.url, port: await portOf(chain.bundlerPort), host }))
        : undefined
      return { ...anvil, erc4337Ms, bundler }
    }
    const [anvilA, anvilB, solana, relay, bitcoin] = await settleAll([
      startChain(CHAINS[0]),
      startChain(CHAINS[1]),
      options.solana === false ? undefined : startSolanaService({ port: ports.solana ?? 0, host }).then(started),
      options.walletConnect === false
        ? undefined
        : startWcRelay({ port: ports.walletConnectRelay ?? 0, host }).then(started),
      options.bitcoin === false ? undefined : startBitcoinService({ port: ports.bitcoin ?? 0, host }).then(started),
    ] as const)
    const anvils = [anvilA, anvilB]
    const chains = anvils.map((anvil, i) => chainOf(anvil, CHAINS[i]!.name)) as [LocalStackChain, LocalStackChain]
    const networks = stackNetworks(
      chains.map((c) => ({ name: c.name, chainId: c.chainId, rpcUrl: c.url })),
      solana && { rpcUrl: solana.url },
      { contracts: true, ...(bitcoin ? { bitcoin: { rpcUrl: bitcoin.url } } : {}) },
    )
    const siwx =
      options.siwx && started(await startSiwxService({ ...options.siwx, networks, host, port: await portOf('siwx') }))

    let stopping: Promise<void> | undefined
    const stack: LocalStack<S> = {
      host,
      chains,
      solana: solana && { url: solana.url, wsUrl: solana.wsUrl, caipNetworkId: solana.caipNetworkId },
      walletConnect: relay && walletConnectOf(relay),
      bitcoin: bitcoin && {
        url: bitcoin.url,
        caipNetworkId: bitcoin.caipNetworkId,
        faucet: async (address, sats) => bitcoin.faucet(address, sats),
        mine: async (blocks) => bitcoin.mine(blocks),
      },
      siwx: siwx && { serverUrl: siwx.serverUrl, handle: siwx.handle },
      networks,
      tokens: stackTokens(networks),
      accounts: testAccounts(),
      services: {} as LocalStack<S>['services'],
      unexpectedExit: new Promise<string>((resolveExit) => {
        for (const anvil of anvils) {
          void anvil.exited.then(({ code, signal }) => {
            if (!stopping)
              resolveExit(`anvil ${anvil.url} (chain ${anvil.chainId}) exited (code ${code}, signal ${signal})`)
          })
          void anvil.bundler?.exited.then(({ code, signal }) => {
            if (!stopping)
              resolveExit(
                `bundler ${anvil.bundler?.url} (chain ${anvil.chainId}) exited (code ${code}, signal ${signal})`,
              )
          })
        }
      }),
      restartBundlers: async () => {
        await Promise.all(anvils.map((anvil) => anvil.bundler?.restart()))
      },
      stop: () => (stopping ??= stopAll()),
    }
    for (const [name, start] of Object.entries(options.services ?? {})) {
      ;(stack.services as Record<string, unknown>)[name] = started(await start(stack as unknown as LocalStack))
    }
    return stack
  } catch (error) {
    await stopAll()
    throw error
  }
}

/** Awaits every promise; if any rejected, rethrows the first rejection once all have settled (so each start can be stopped). */
async function settleAll<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises)
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) throw failure.reason
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}

function chainOf(
  anvil: RunningDemoEvmChain & { erc4337Ms: number; bundler: RestartableAltoBundler | undefined },
  name: string,
): LocalStackChain {
  const { bundler } = anvil
  return {
    name,
    chainId: anvil.chainId,
    caipNetworkId: `eip155:${anvil.chainId}`,
    url: anvil.url,
    pid: anvil.pid,
    seededInMs: anvil.seeded.ms,
    uniswapMs: anvil.uniswapMs,
    erc4337Ms: anvil.erc4337Ms,
    // Live: a restart (LocalStack.restartBundlers) changes the process.
    bundler: bundler && {
      url: bundler.url,
      get pid() {
        return bundler.pid
      },
      get startedInMs() {
        return bundler.startedInMs
      },
    },
  }
}

function walletConnectOf(relay: RunningWcRelay): { relayUrl: string; projectId: string } {
  return { relayUrl: relay.url, projectId: LOCAL_WALLETCONNECT_PROJECT_ID }
}

function testAccounts(): LocalStack['accounts'] {
  return {
    evm: ANVIL_DEV_PRIVATE_KEYS.map((privateKey) => ({ address: privateKeyToAccount(privateKey).address, privateKey })),
    solana: SOLANA_DEV_KEYPAIRS.map((keypair) => ({
      address: keypair.publicKey.toBase58(),
      secretKey: Uint8Array.from(keypair.secretKey),
    })),
    bitcoin: Array.from({ length: BITCOIN_DEV_ACCOUNT_COUNT }, (_, i) => {
      const account = bitcoinDevAccount(i, bitcoinNetworkOf(BITCOIN_REGTEST_ID)!.encoding)
      return { payment: account.payment.address, ordinals: account.ordinals.address }
    }),
  }
}
