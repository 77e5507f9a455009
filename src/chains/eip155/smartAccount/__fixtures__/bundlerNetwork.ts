import type { NetworkConfig } from '../../../../core/options.js'

/**
 * The unit tests' EVM network with an ERC-4337 bundler (anvil's chain id, 31337): where the
 * embedded wallet chosen as a smart account is one. Nothing listens on its URLs.
 */
export const BUNDLER_NETWORK: NetworkConfig = {
  caipNetworkId: 'eip155:31337',
  name: 'A',
  rpcUrl: 'http://127.0.0.1:8545',
  bundlerUrl: 'http://127.0.0.1:4337',
}
