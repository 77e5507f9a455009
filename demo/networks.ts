import { SOLANA_GENESIS_HASH, solanaWsUrl } from '../src/testing/stack/solana/constants.js'
import { SOLANA_USDC_MINT } from '../src/testing/stack/solana/devKeys.js'
import {
  solanaStackTokens,
  stackNetworks,
  stackTokens,
  type StackNetwork,
  type StackToken,
} from '../src/testing/stack/networks.js'
import type { DemoWalletConfig } from '../src/testing/wallets/evm/evmWalletConfig.js'

export { ETHER, SOL } from '../src/testing/stack/networks.js'

/**
 * A network as the modal's `networks` option takes it (the stack's, see src/testing/stack/networks.ts),
 * with the smart-account services on the anvils when the stack runs its bundlers.
 */
export type DemoNetwork = StackNetwork & {
  /** EVM: the anvil's ERC-4337 bundler (Alto), when the stack runs one. */
  bundlerUrl?: string
  /** EVM: the demo's paymaster service (ERC-7677), beside a `bundlerUrl`. */
  paymasterUrl?: string
}

/** The smart-account services of a stack: a bundler URL per EVM chain id, and the paymaster service. */
export interface DemoSmartAccountServices {
  bundlerUrls: Readonly<Record<number, string>>
  paymasterUrl: string
}

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
 * local Solana chain when `solana` is given, then the Bitcoin regtest chain when `bitcoin` is.
 * With `smartAccount`, each anvil that has a bundler there gets its `bundlerUrl` and the
 * `paymasterUrl` (what makes the embedded wallet a sponsored smart account there, with
 * `embeddedWallet.preferredAccountType: 'smartAccount'`).
 */
export function demoNetworks(
  chains: readonly { name: string; chainId: number; rpcUrl: string }[],
  solana?: { rpcUrl: string },
  bitcoin?: { rpcUrl: string },
  smartAccount?: DemoSmartAccountServices,
): DemoNetwork[] {
  const networks: DemoNetwork[] = stackNetworks(chains, solana, bitcoin ? { bitcoin } : {})
  if (!smartAccount) return networks
  return networks.map((network) => {
    const [namespace, reference] = network.caipNetworkId.split(':')
    const bundlerUrl = namespace === 'eip155' ? smartAccount.bundlerUrls[Number(reference)] : undefined
    return bundlerUrl ? { ...network, bundlerUrl, paymasterUrl: smartAccount.paymasterUrl } : network
  })
}

/** `DEMO_CONFIG.bitcoin` for the Bitcoin network among `networks` (the Demo Bitcoin Wallet reads it), or undefined. */
export function demoBitcoinConfig(
  networks: readonly DemoNetwork[],
): { esploraUrl: string; caipNetworkId: string } | undefined {
  const network = networks.find((candidate) => candidate.caipNetworkId.startsWith('bip122:'))
  return network && { esploraUrl: network.rpcUrl, caipNetworkId: network.caipNetworkId }
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
export type DemoToken = StackToken

/** Token lists by CAIP-2 network id, as on `window.DEMO_CONFIG.tokens`. */
export type DemoTokens = Record<string, DemoToken[]>

/** The local Solana chain's tokens: the USDC-like SPL mint (6 decimals). */
export const demoSolanaTokens = solanaStackTokens

/** `DEMO_CONFIG.tokens` for `networks` (see {@link stackTokens}). */
export const demoTokens = (networks: readonly DemoNetwork[]): DemoTokens => stackTokens(networks)

/** The (EVM) Demo Wallet's config for the same networks: every eip155 one known, first one current, approving prompts. */
export function demoWalletConfig(networks: readonly DemoNetwork[]): DemoWalletConfig {
  return {
    chains: networks
      .filter((network) => network.caipNetworkId.startsWith('eip155:'))
      .map((network) => ({
        chainId: Number(network.caipNetworkId.split(':')[1]),
        rpcUrl: network.rpcUrl,
        name: network.name,
      })),
    accountIndex: 0,
    mode: 'approve',
  }
}
