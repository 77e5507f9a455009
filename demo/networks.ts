import type { DemoWalletConfig } from './wallets/demo-wallet-config.js'

/** A network as the modal's `networks` option takes it (CAIP-2 id, RPC, native currency). */
export interface DemoNetwork {
  /** CAIP-2, e.g. `eip155:31337`. */
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The native currency of every demo chain: anvil's ETH, 18 decimals. */
export const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** The modal's networks for running anvils, in order (the first is the default network). */
export function demoNetworks(chains: readonly { name: string; chainId: number; rpcUrl: string }[]): DemoNetwork[] {
  return chains.map((chain) => ({
    caipNetworkId: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { ...ETHER },
  }))
}

/** The Demo Wallet's config for the same networks: all known, first one current, approving prompts. */
export function demoWalletConfig(networks: readonly DemoNetwork[]): DemoWalletConfig {
  return {
    chains: networks.map((network) => ({
      chainId: Number(network.caipNetworkId.split(':')[1]),
      rpcUrl: network.rpcUrl,
      name: network.name,
    })),
    accountIndex: 0,
    mode: 'approve',
  }
}
