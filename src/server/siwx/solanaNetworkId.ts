import { formatCaipNetworkId, type CaipNetworkId } from '../../core/caip.js'

/**
 * CAIP-2 references (first 32 base58 characters of the genesis hash) of the public Solana
 * clusters, by their Wallet Standard name (`solana:mainnet`, …).
 */
export const SOLANA_CLUSTER_REFERENCES: Readonly<Record<string, string>> = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'mainnet-beta': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/**
 * Maps the `Chain ID:` value of a Sign-In With Solana message to a CAIP-2 network id.
 * - `solana:<reference>` (what `createSignInMessageText({ chainId: 'solana:<ref>' })` writes, and
 *   what the modal writes: the CAIP-2 id of its network) → itself;
 * - a bare `<reference>` → `solana:<reference>`;
 * - a Wallet Standard cluster name (`solana:mainnet`, `solana:devnet`, `solana:testnet`, bare or
 *   prefixed) → the cluster's genesis-hash id, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`;
 * - `solana:localnet` has no fixed genesis hash, so it stays `solana:localnet` (allow it
 *   explicitly in `allowedNetworks` to accept it).
 * Returns undefined for another namespace or a malformed reference.
 */
export function solanaNetworkId(chainId: string): CaipNetworkId | undefined {
  const parts = chainId.split(':')
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'solana')) return undefined
  const reference = parts[parts.length - 1] ?? ''
  try {
    return formatCaipNetworkId('solana', SOLANA_CLUSTER_REFERENCES[reference] ?? reference)
  } catch {
    return undefined
  }
}
