/**
 * Every react-query key of server data, in one place (docs/contributing/architecture.md: server data lives in react-query,
 * keyed by caipAddress and caipNetworkId). A key's first element names the data, so invalidating
 * `['history']` reaches every account's history.
 */
import type { CaipAddress, CaipNetworkId } from './caip.js'

export const queryKeys = {
  /** Native balance of an account on its network (spec 9: 30 s). */
  nativeBalance: (caipAddress: CaipAddress | undefined) => ['nativeBalance', caipAddress] as const,
  /** Native and token balances of an account (spec 9: portfolio 30 s). */
  portfolio: (caipAddress: CaipAddress | undefined) => ['portfolio', caipAddress] as const,
  /** USD prices of a network's tokens from the host's price source (spec 9: token price 15 s). */
  tokenPrices: (caipNetworkId: CaipNetworkId, keys: readonly string[]) =>
    ['tokenPrices', caipNetworkId, [...keys].sort()] as const,
  /** Transaction history pages of an account (spec 9: 15 s); without an account, every history. */
  history: (caipAddress?: CaipAddress) =>
    caipAddress === undefined ? (['history'] as const) : (['history', caipAddress] as const),
  /** The network fee a Bitcoin send of `value` base units to `to` would pay, asked anew as the form changes. */
  transferFee: (caipAddress: CaipAddress | undefined, to: string, value: string) =>
    ['transferFee', caipAddress, to, value] as const,
  /** An ENS name's address on a network (spec 9: 5 min). */
  ens: (caipNetworkId: CaipNetworkId | undefined, name: string | undefined) => ['ens', caipNetworkId, name] as const,
  /** An account's primary name: the name service's reverse lookup, then ENS (spec 9: identity and ENS 5 min). */
  profileName: (caipAddress: CaipAddress | undefined) => ['profileName', caipAddress] as const,
  /** The name service's suggestions for a typed label (spec 7). */
  nameSuggestions: (api: string, query: string) => ['nameSuggestions', api, query] as const,
  /** Connect's featured and 4 recommended wallets for a catalogue and its filters. */
  walletRecommendations: (filters: Record<string, unknown>) => ['walletRecommendations', filters] as const,
  /** The AllWallets pages of 40 for a catalogue and its filters. */
  walletPages: (filters: Record<string, unknown>) => ['walletPages', filters] as const,
  /** One catalogue search (100 entries) for a catalogue, its filters and the typed text. */
  walletSearch: (filters: Record<string, unknown>, text: string) => ['walletSearch', filters, text] as const,
}
