import { demoEvmTokens } from './evm-tokens/demo-evm-tokens.js'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, solanaWsUrl } from './solana-rpc/constants.js'
import { SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT } from './solana-rpc/dev-keys.js'
import type { DemoWalletConfig } from './wallets/demo-wallet-config.js'

/** A network as the modal's `networks` option takes it (CAIP-2 id, RPC, native currency). */
export interface DemoNetwork {
  /** CAIP-2, e.g. `eip155:31337` or `solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE`. */
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The native currency of every demo chain: anvil's ETH, 18 decimals. */
export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The native currency of the local Solana chain: SOL, 9 decimals (lamports). */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The local Solana cluster as the page finds it on `window.DEMO_CONFIG.solana`. */
export interface DemoSolanaConfig {
  rpcUrl: string
  /** PubSub WebSocket: the RPC's port + 1. */
  wsUrl: string
  /** `solana:<first 32 characters of genesisHash>`. */
  caipNetworkId: string
  genesisHash: string
  /** The USDC-like SPL mint (6 decimals), base58. */
  usdcMint: string
}

/**
 * The modal's networks, in order (the first is the default network): the anvils, then the
 * local Solana chain when `solana` is given.
 */
export function demoNetworks(
  chains: readonly { name: string; chainId: number; rpcUrl: string }[],
  solana?: { rpcUrl: string },
): DemoNetwork[] {
  const evm = chains.map((chain) => ({
    caipNetworkId: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { ...ETHER },
  }))
  if (!solana) return evm
  return [...evm, { caipNetworkId: SOLANA_CAIP_NETWORK_ID, name: 'Solana Local', rpcUrl: solana.rpcUrl, nativeCurrency: { ...SOL } }]
}

/** `DEMO_CONFIG.solana` for the Solana network among `networks`, or undefined when there is none. */
export function demoSolanaConfig(networks: readonly DemoNetwork[]): DemoSolanaConfig | undefined {
  const network = networks.find((candidate) => candidate.caipNetworkId.startsWith('solana:'))
  if (!network) return undefined
  return {
    rpcUrl: network.rpcUrl,
    wsUrl: solanaWsUrl(network.rpcUrl),
    caipNetworkId: network.caipNetworkId,
    genesisHash: SOLANA_GENESIS_HASH,
    usdcMint: SOLANA_USDC_MINT,
  }
}

/** A token as the page finds it in `DEMO_CONFIG.tokens`: an ERC-20 contract (checksummed) or an SPL mint (base58). */
export interface DemoToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/** Token lists by CAIP-2 network id, as on `window.DEMO_CONFIG.tokens`. */
export type DemoTokens = Record<string, DemoToken[]>

/** The local Solana chain's tokens: the USDC-like SPL mint `SOLANA_USDC_MINT` (6 decimals). */
export function demoSolanaTokens(): DemoToken[] {
  return [{ address: SOLANA_USDC_MINT, name: 'USD Coin (local)', symbol: 'USDC', decimals: SOLANA_USDC_DECIMALS }]
}

/**
 * `DEMO_CONFIG.tokens` for `networks`: on each eip155 network the ERC-20s the stack deploys
 * (USDC 6 decimals, DEMO 18; see demo/evm-tokens/demo-evm-tokens.ts), on the Solana network the
 * USDC-like SPL mint (6 decimals). Networks of other namespaces get no entry.
 */
export function demoTokens(networks: readonly DemoNetwork[]): DemoTokens {
  const tokens: DemoTokens = {}
  for (const network of networks) {
    const [namespace, reference] = network.caipNetworkId.split(':')
    if (namespace === 'eip155') tokens[network.caipNetworkId] = demoEvmTokens(Number(reference))
    if (namespace === 'solana') tokens[network.caipNetworkId] = demoSolanaTokens()
  }
  return tokens
}

/** The (EVM) Demo Wallet's config for the same networks: every eip155 one known, first one current, approving prompts. */
export function demoWalletConfig(networks: readonly DemoNetwork[]): DemoWalletConfig {
  return {
    chains: networks.filter((network) => network.caipNetworkId.startsWith('eip155:')).map((network) => ({
      chainId: Number(network.caipNetworkId.split(':')[1]),
      rpcUrl: network.rpcUrl,
      name: network.name,
    })),
    accountIndex: 0,
    mode: 'approve',
  }
}
