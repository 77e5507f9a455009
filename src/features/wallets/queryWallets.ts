/**
 * Answers a {@link CatalogueQuery} over an in-memory list, as a getWallets API does: the
 * bundled source and the demo service share it. Search ranks names exact > prefix > contains.
 */
import { supportsChains } from './filters.js'
import type { CatalogueQuery } from './catalogueSource.js'
import type { GetWalletsAnswer, Wallet } from './types.js'

/**
 * How well `name` matches `search` (both compared trimmed and lower-cased): 0 exact, 1 prefix,
 * 2 contained, undefined no match. An empty search matches everything with rank 0.
 */
export function searchRank(name: string, search: string): number | undefined {
  const needle = search.trim().toLowerCase()
  if (!needle) return 0
  const haystack = name.trim().toLowerCase()
  if (haystack === needle) return 0
  if (haystack.startsWith(needle)) return 1
  if (haystack.includes(needle)) return 2
  return undefined
}

function lowerSet(values: readonly string[] | undefined): Set<string> | undefined {
  return values && values.length > 0 ? new Set(values.map((v) => v.toLowerCase())) : undefined
}

/**
 * The wallets of `wallets` matching every filter of `query` (include, exclude, chains, rdns,
 * names, badge / badge_type; rdns and names case-insensitive), ranked by {@link searchRank} when
 * `query.search` is set (catalogue order within a rank), then page `query.page` of
 * `query.entries`. `count` is the number of matches before paging. A page below 1 counts as 1,
 * entries below 1 as 1.
 */
export function queryWallets(wallets: readonly Wallet[], query: CatalogueQuery): GetWalletsAnswer {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const rdns = lowerSet(query.rdns)
  const names = lowerSet(query.names)
  const badge = query.badge_type || query.badge
  const search = query.search?.trim() ?? ''
  const ranked: { wallet: Wallet; rank: number; index: number }[] = []
  wallets.forEach((wallet, index) => {
    if (include && !include.has(wallet.id)) return
    if (exclude.has(wallet.id)) return
    if (query.chains && !supportsChains(wallet, query.chains)) return
    if (rdns && !(wallet.rdns && rdns.has(wallet.rdns.toLowerCase()))) return
    if (names && !names.has(wallet.name.toLowerCase())) return
    if (badge && wallet.badge_type !== badge) return
    const rank = searchRank(wallet.name, search)
    if (rank !== undefined) ranked.push({ wallet, rank, index })
  })
  if (search) ranked.sort((a, b) => a.rank - b.rank || a.index - b.index)
  const entries = Math.max(1, Math.floor(query.entries))
  const page = Math.max(1, Math.floor(query.page))
  const data = ranked.slice((page - 1) * entries, page * entries).map((r) => r.wallet)
  return { data, count: ranked.length }
}
