/** The local stack's networks and tokens, as the modal's `networks` and `tokens` options take them. */
import { SOLANA_CAIP_NETWORK_ID } from './solana/constants.js'
import { BITCOIN_REGTEST_ID } from '../../core/bitcoinNetworks.js'
import { SOLANA_USDC_DECIMALS, SOLANA_USDC_MINT } from './solana/devKeys.js'
import { DEMO_ENS_RESOLVER_ADDRESS, MULTICALL3_ADDRESS, demoEvmTokens } from './evm/tokens.js'

/** A network as the modal's `networks` option takes it (CAIP-2 id, RPC, native currency, contracts). */
export interface StackNetwork {
  /** CAIP-2, e.g. `eip155:31337`, `solana:BcLGR4uxgkUoemcQWmwaeq7KVbqQx1dE` or `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
  caipNetworkId: string
  name: string
  /** JSON-RPC URL; on Bitcoin the Esplora-compatible API. */
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number; displayDecimals?: number }
  /** EVM: the stack's Multicall3 (balances in one call). */
  multicall3Address?: string
  /** EVM: the stack's ENS Universal Resolver stand-in (`demo.eth` → dev account 1). */
  ensUniversalResolverAddress?: string
}

/** A token as the modal's `tokens` option takes it: an ERC-20 contract (checksummed) or an SPL mint (base58). */
export interface StackToken {
  address: string
  name: string
  symbol: string
  decimals: number
}

/** The native currency of every anvil: ETH, 18 decimals. */
export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The native currency of the local Solana chain: SOL, 9 decimals (lamports). */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The native currency of the local Bitcoin regtest chain: BTC, 8 decimals (sats), all 8 shown. */
export const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, displayDecimals: 8 } as const

/** The name of the local Bitcoin regtest network in the modal. */
export const BITCOIN_REGTEST_NAME = 'Bitcoin Regtest'

/**
 * The networks of a stack, in order: the anvils (each with the stack's Multicall3 and ENS resolver
 * when `contracts` is true), then the local Solana chain when `solana` is given, then the local
 * Bitcoin regtest chain (its Esplora API) when `bitcoin` is given.
 */
export function stackNetworks(
  chains: readonly { name: string; chainId: number; rpcUrl: string }[],
  solana?: { rpcUrl: string },
  { contracts = false, bitcoin }: { contracts?: boolean; bitcoin?: { rpcUrl: string } } = {},
): StackNetwork[] {
  const evm: StackNetwork[] = chains.map((chain) => ({
    caipNetworkId: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { ...ETHER },
    ...(contracts
      ? { multicall3Address: MULTICALL3_ADDRESS, ensUniversalResolverAddress: DEMO_ENS_RESOLVER_ADDRESS }
      : {}),
  }))
  const withSolana: StackNetwork[] = solana
    ? [
        ...evm,
        {
          caipNetworkId: SOLANA_CAIP_NETWORK_ID,
          name: 'Solana Local',
          rpcUrl: solana.rpcUrl,
          nativeCurrency: { ...SOL },
        },
      ]
    : evm
  if (!bitcoin) return withSolana
  return [
    ...withSolana,
    {
      caipNetworkId: BITCOIN_REGTEST_ID,
      name: BITCOIN_REGTEST_NAME,
      rpcUrl: bitcoin.rpcUrl,
      nativeCurrency: { ...BTC },
    },
  ]
}

/** The local Solana chain's tokens: the USDC-like SPL mint (6 decimals). */
export function solanaStackTokens(): StackToken[] {
  return [{ address: SOLANA_USDC_MINT, name: 'USD Coin (local)', symbol: 'USDC', decimals: SOLANA_USDC_DECIMALS }]
}

/**
 * Token lists by CAIP-2 id for `networks` (the modal's `tokens` option): on each eip155 network the
 * ERC-20s the stack deploys (USDC 6 decimals, DEMO 18), on the Solana network the USDC-like mint.
 */
export function stackTokens(networks: readonly StackNetwork[]): Record<string, StackToken[]> {
  const tokens: Record<string, StackToken[]> = {}
  for (const network of networks) {
    const [namespace, reference] = network.caipNetworkId.split(':')
    if (namespace === 'eip155') tokens[network.caipNetworkId] = demoEvmTokens(Number(reference))
    if (namespace === 'solana') tokens[network.caipNetworkId] = solanaStackTokens()
  }
  return tokens
}
