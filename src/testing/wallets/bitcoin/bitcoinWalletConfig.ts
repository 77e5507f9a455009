import { BITCOIN_REGTEST_ID, bitcoinNetworkOf } from '../../../core/bitcoinNetworks.js'
import { type PromptMode, resolvePromptSettings } from '../prompts.js'
import { BITCOIN_DEV_ACCOUNT_COUNT } from './devKeys.js'

/** The local Bitcoin chain, as `/demo-config.js` puts it on `window.DEMO_CONFIG.bitcoin`. */
export interface BitcoinChainConfig {
  /** The Esplora-compatible API, e.g. `http://127.0.0.1:18980`. */
  esploraUrl: string
  /** CAIP-2 id of its network; default regtest (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`). */
  caipNetworkId?: string
}

/** The ways the wallet announces itself: sats-connect (`window.btc_providers`) and the Bitcoin Wallet Standard. */
export type BitcoinWalletProvider = 'sats-connect' | 'wallet-standard'

/** `window.__BITCOIN_DEMO_WALLET_CONFIG__`, read once when the wallet script runs (set it before). */
export interface BitcoinDemoWalletConfig {
  /** Dev account index (src/testing/wallets/bitcoin/devKeys.ts), 0-3. Default 0. */
  accountIndex?: number
  /** Default 'approve'; 'manual' waits for the test's approveNext() / rejectNext(). */
  mode?: PromptMode
  /** How long a prompt waits in 'delay' mode, in ms. Default 1000. */
  delayMs?: number
  /** Start already permitted (as if the user had connected before). Default: what localStorage remembers. */
  permission?: boolean
  /** The chain it reads and sends to; default the page's `DEMO_CONFIG.bitcoin`. */
  chain?: BitcoinChainConfig
  /** Which providers to install; default both (one wallet, one seed, listed once). */
  providers?: BitcoinWalletProvider[]
}

/** A fully defaulted {@link BitcoinDemoWalletConfig}. */
export interface ResolvedBitcoinDemoWalletConfig {
  accountIndex: number
  mode: PromptMode
  delayMs: number
  permission?: boolean
  chain: Required<BitcoinChainConfig>
  providers: BitcoinWalletProvider[]
}

/** Used when the page has no `DEMO_CONFIG.bitcoin`: the demo's default port. */
export const FALLBACK_BITCOIN_CHAIN: Required<BitcoinChainConfig> = {
  esploraUrl: 'http://127.0.0.1:18980',
  caipNetworkId: BITCOIN_REGTEST_ID,
}

/**
 * Validates and defaults the wallet's config and its chain (`raw.chain`, else the page's `chain`).
 * @throws Error 'Demo Bitcoin Wallet: <what is wrong>' for a config that cannot work.
 */
export function resolveBitcoinDemoWalletConfig(raw: unknown, chain: unknown): ResolvedBitcoinDemoWalletConfig {
  const config = (raw ?? {}) as Partial<BitcoinDemoWalletConfig>
  const { mode, delayMs } = resolvePromptSettings('Demo Bitcoin Wallet', config)
  const accountIndex = config.accountIndex ?? 0
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= BITCOIN_DEV_ACCOUNT_COUNT)
    throw new Error(`Demo Bitcoin Wallet: account index must be 0-${BITCOIN_DEV_ACCOUNT_COUNT - 1}`)
  const providers = config.providers ?? ['sats-connect', 'wallet-standard']
  if (!providers.length || providers.some((p) => p !== 'sats-connect' && p !== 'wallet-standard'))
    throw new Error(`Demo Bitcoin Wallet: unknown providers ${JSON.stringify(providers)}`)
  const rawChain = (config.chain ?? chain ?? FALLBACK_BITCOIN_CHAIN) as Partial<BitcoinChainConfig>
  if (typeof rawChain.esploraUrl !== 'string' || !/^https?:\/\//.test(rawChain.esploraUrl))
    throw new Error('Demo Bitcoin Wallet: DEMO_CONFIG.bitcoin needs an http(s) esploraUrl')
  const caipNetworkId = rawChain.caipNetworkId ?? BITCOIN_REGTEST_ID
  if (!bitcoinNetworkOf(caipNetworkId)) throw new Error(`Demo Bitcoin Wallet: unknown network ${caipNetworkId}`)
  return {
    accountIndex,
    mode,
    delayMs,
    permission: config.permission,
    chain: { esploraUrl: rawChain.esploraUrl, caipNetworkId },
    providers: [...new Set(providers)],
  }
}
