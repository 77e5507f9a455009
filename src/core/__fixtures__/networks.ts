/** Test support (tests only): the networks the store's and the actions' unit tests configure. */
import type { NetworkConfig } from '../options.js'

/** Two local EVM networks (Anvil A, Anvil B) and a Solana localnet; their RPC URLs lead nowhere. */
export const EVM_AND_SOLANA_TEST_NETWORKS: NetworkConfig[] = [
  { caipNetworkId: 'eip155:31337', name: 'Anvil A', rpcUrl: 'http://a' },
  { caipNetworkId: 'eip155:31338', name: 'Anvil B', rpcUrl: 'http://b' },
  { caipNetworkId: 'solana:localnet', name: 'Solana Local', rpcUrl: 'http://s' },
]
