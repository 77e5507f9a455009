import { PROMPT_MODES, type PromptMode } from '../prompts.js'
import { ANVIL_DEV_PRIVATE_KEYS } from './anvilDevKeys.js'

/** How the Demo Wallet answers requests that would prompt the user in a real wallet (see PromptMode). */
export type DemoWalletMode = PromptMode

/** A chain the Demo Wallet knows, with the JSON-RPC endpoint it signs and forwards against. */
export interface DemoWalletChain {
  chainId: number
  rpcUrl: string
  name?: string
}

/**
 * `window.__DEMO_WALLET_CONFIG__`, read once when the wallet script runs (set it before).
 * The wallet starts on `chains[0]`.
 */
export interface DemoWalletConfig {
  chains: DemoWalletChain[]
  /** Anvil dev account index, 0-9. Default 0. */
  accountIndex?: number
  /** Default 'approve'; 'manual' waits for the test's approveNext() / rejectNext(). */
  mode?: DemoWalletMode
  /** How long a prompt waits in 'delay' mode, in ms. Default 1000. */
  delayMs?: number
  /** Start already permitted (as if the user had connected before). Default: what localStorage remembers. */
  permission?: boolean
  /**
   * More Demo Wallet instances to announce beside the first (multi-wallet tests): each its
   * own EIP-6963 provider with its own name, rdns and dev account, on the same chains and mode,
   * controlled through `window.demoWallets[rdns]`. Default none.
   */
  instances?: DemoWalletInstance[]
}

/** A further Demo Wallet instance (see {@link DemoWalletConfig.instances}). */
export interface DemoWalletInstance {
  /** EIP-6963 `info.name`, e.g. 'Demo Wallet 2'. */
  name: string
  /** EIP-6963 `info.rdns`, e.g. 'dev.wallet-modal.demo2'; must differ from the first's. */
  rdns: string
  /** Anvil dev account index, 0-9. */
  accountIndex: number
}

/** A fully defaulted, validated {@link DemoWalletConfig}. */
export type ResolvedDemoWalletConfig = Required<Omit<DemoWalletConfig, 'permission'>> & { permission?: boolean }

/** The rdns the first Demo Wallet announces with (EIP-6963). */
const FIRST_RDNS = 'dev.wallet-modal.demo'

/** Used when the page sets no config: a plain `anvil` on its default port. */
export const FALLBACK_CHAIN: DemoWalletChain = { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }

/**
 * Validates and defaults a raw config (typically `window.__DEMO_WALLET_CONFIG__`).
 * @throws Error 'Demo Wallet: <what is wrong>' for a config that cannot work.
 */
export function resolveDemoWalletConfig(raw: unknown): ResolvedDemoWalletConfig {
  const config = (raw ?? {}) as Partial<DemoWalletConfig>
  const chains = config.chains?.length ? config.chains : [FALLBACK_CHAIN]
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new Error(`Demo Wallet: invalid chainId ${String(chain.chainId)}`)
    }
    if (typeof chain.rpcUrl !== 'string' || !/^https?:\/\//.test(chain.rpcUrl)) {
      throw new Error(`Demo Wallet: chain ${chain.chainId} needs an http(s) rpcUrl`)
    }
  }
  const mode = config.mode ?? 'approve'
  if (!PROMPT_MODES.includes(mode)) throw new Error(`Demo Wallet: unknown mode ${String(mode)}`)
  const instances = (config.instances ?? []).map((instance) => {
    if (typeof instance?.name !== 'string' || !instance.name || typeof instance.rdns !== 'string' || !instance.rdns)
      throw new Error('Demo Wallet: an instance needs a name and an rdns')
    return { name: instance.name, rdns: instance.rdns, accountIndex: assertAccountIndex(instance.accountIndex) }
  })
  const rdns = [FIRST_RDNS, ...instances.map((i) => i.rdns)]
  if (new Set(rdns).size !== rdns.length) throw new Error('Demo Wallet: every instance needs its own rdns')
  return {
    chains: chains.map((chain) => ({ ...chain })),
    accountIndex: assertAccountIndex(config.accountIndex ?? 0),
    mode,
    delayMs: config.delayMs ?? 1_000,
    permission: config.permission,
    instances,
  }
}

/**
 * Checks an anvil dev account index.
 * @throws RangeError 'Demo Wallet: account index must be 0-9'
 */
export function assertAccountIndex(index: number): number {
  if (!Number.isInteger(index) || index < 0 || index >= ANVIL_DEV_PRIVATE_KEYS.length) {
    throw new RangeError(`Demo Wallet: account index must be 0-${ANVIL_DEV_PRIVATE_KEYS.length - 1}`)
  }
  return index
}
