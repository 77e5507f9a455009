import { SOLANA_DEV_SECRET_KEYS } from '../../stack/solana/devKeys.js'
import { resolvePromptSettings } from '../prompts.js'
import type { DemoWalletMode } from '../evm/evmWalletConfig.js'

/** The local Solana cluster, as `/demo-config.js` puts it on `window.DEMO_CONFIG.solana`. */
export interface SolanaClusterConfig {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:18899`. */
  rpcUrl: string
  /** PubSub WebSocket, e.g. `ws://127.0.0.1:18900`. */
  wsUrl?: string
  /** CAIP-2 of the local cluster, `solana:<genesis hash prefix>`. */
  caipNetworkId: string
  genesisHash?: string
  usdcMint?: string
}

/** `window.__SOLANA_DEMO_WALLET_CONFIG__`, read once when the wallet script runs (set it before). */
export interface SolanaDemoWalletConfig {
  /** Index into the dev keys of src/testing/stack/solana/devKeys.ts. Default 0. */
  accountIndex?: number
  /** Default 'approve'; 'manual' waits for the test's approveNext() / rejectNext(). */
  mode?: DemoWalletMode
  /** How long a prompt waits in 'delay' mode, in ms. Default 1000. */
  delayMs?: number
  /** Start already permitted (as if the user had connected before). Default: what localStorage remembers. */
  permission?: boolean
  /** The cluster it signs and sends against; default the page's `DEMO_CONFIG.solana`. */
  cluster?: SolanaClusterConfig
  /**
   * Offer the Wallet Standard's `solana:signIn` (Sign-In With Solana: connect and sign in one
   * prompt, as Phantom, Solflare and Backpack do). Default false: connect, then sign.
   */
  signIn?: boolean
}

/** A fully defaulted {@link SolanaDemoWalletConfig} with the cluster it signs and sends against. */
export type ResolvedSolanaDemoWalletConfig = Required<
  Omit<SolanaDemoWalletConfig, 'permission' | 'cluster' | 'signIn'>
> & {
  signIn: boolean
  permission?: boolean
  cluster: SolanaClusterConfig
}

/** Used when the page has no `DEMO_CONFIG.solana`: `solana-test-validator`'s default port. */
export const FALLBACK_SOLANA_CLUSTER: SolanaClusterConfig = {
  rpcUrl: 'http://127.0.0.1:8899',
  caipNetworkId: 'solana:localnet',
}

/**
 * Validates and defaults the wallet's config and its cluster (`raw.cluster`, else the page's `cluster`).
 * @throws Error 'Solana Demo Wallet: <what is wrong>' for a config that cannot work.
 */
export function resolveSolanaDemoWalletConfig(raw: unknown, cluster: unknown): ResolvedSolanaDemoWalletConfig {
  const config = (raw ?? {}) as Partial<SolanaDemoWalletConfig>
  const { mode, delayMs } = resolvePromptSettings('Solana Demo Wallet', config)
  return {
    accountIndex: assertSolanaAccountIndex(config.accountIndex ?? 0),
    mode,
    delayMs,
    permission: config.permission,
    signIn: config.signIn === true,
    cluster: resolveCluster(config.cluster ?? cluster),
  }
}

/**
 * Checks a Solana dev key index.
 * @throws RangeError 'Solana Demo Wallet: account index must be 0-<n - 1>'
 */
export function assertSolanaAccountIndex(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= SOLANA_DEV_SECRET_KEYS.length) {
    throw new RangeError(`Solana Demo Wallet: account index must be 0-${SOLANA_DEV_SECRET_KEYS.length - 1}`)
  }
  return index
}

function resolveCluster(raw: unknown): SolanaClusterConfig {
  if (raw === undefined || raw === null) return { ...FALLBACK_SOLANA_CLUSTER }
  const cluster = raw as Partial<SolanaClusterConfig>
  if (typeof cluster.rpcUrl !== 'string' || !/^https?:\/\//.test(cluster.rpcUrl)) {
    throw new Error('Solana Demo Wallet: DEMO_CONFIG.solana needs an http(s) rpcUrl')
  }
  if (typeof cluster.caipNetworkId !== 'string' || !/^solana:[-_a-zA-Z0-9]{1,32}$/.test(cluster.caipNetworkId)) {
    throw new Error(`Solana Demo Wallet: invalid caipNetworkId ${String(cluster.caipNetworkId)}`)
  }
  return { ...cluster, rpcUrl: cluster.rpcUrl, caipNetworkId: cluster.caipNetworkId }
}
