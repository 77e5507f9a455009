/**
 * The native currency of a network (spec section 3's fund-wallet tokens: ETH 18 decimals, SOL 9;
 * BTC 8), apart from options.ts so the first paint does not carry it: only lazily loaded
 * code (balances, receive, the chain adapters) asks.
 */
import { namespaceOf, type ChainNamespace } from './namespaces.js'
import type { NativeCurrency, NetworkConfig } from './options.js'

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
/** 1 SOL = 10^9 lamports (spec section 3, fund-wallet tokens: SOL, 9 decimals). */
const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }
/** 1 BTC = 10^8 sats, shown with all 8 decimals. */
const BTC: NativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, displayDecimals: 8 }

/** Each namespace's native currency (core/namespaces.ts lists the namespaces). */
const NATIVE: Record<ChainNamespace, NativeCurrency> = { eip155: ETHER, solana: SOL, bip122: BTC }

/** The native currency of a network; when the host gave none, SOL on Solana, BTC on Bitcoin, else Ether (18 decimals). */
export function nativeCurrencyOf(network: NetworkConfig): NativeCurrency {
  return network.nativeCurrency ?? NATIVE[namespaceOf(network.caipNetworkId) ?? 'eip155']
}
