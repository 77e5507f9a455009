/**
 * The wallet listing state of spec 3 (featured, recommended, wallets, search, count, page,
 * excludedWallets, explorerWallets) and the steps that fill it from a {@link CatalogueSource}:
 * {@link loadInitial} (Connect: featured + 4 recommended), {@link loadNextPage} (AllWallets: pages
 * of 40) and {@link search} (100 entries, shown no sooner than 300 ms after the query started).
 * Each step takes a state and returns the next one; none throws: a failed or malformed answer
 * leaves the affected list empty (or unchanged) and sets `error`. The caller owns the store.
 */
import { RECOMMENDED_WALLETS_COUNT, SEARCH_ENTRIES, SEARCH_MINIMUM_WAIT_MS, WALLETS_PAGE_SIZE } from './constants.js'
import {
  appendUnique,
  dedupeAgainstInstalled,
  excludeWallets,
  includeWallets,
  orderByIds,
  supportsChains,
} from './filters.js'
import type { CatalogueQuery, CatalogueSource } from './catalogueSource.js'
import type { GetWalletsAnswer, InstalledWallet, Wallet, WalletListingState } from './types.js'

/** What the host configured and discovery found; shared by every step. */
export interface ListingOptions {
  /** The host's featured wallet ids, in display order. */
  featuredIds?: string[]
  /** The host's include list: when set, no other wallet is listed. */
  includeIds?: string[]
  /** The host's networks: CAIP-2 ids or namespaces; sent as `chains` and checked again locally. */
  chains?: string[]
  /** Wallets announced by EIP-6963 / Wallet Standard discovery; left out of every catalogue list. */
  installed?: InstalledWallet[]
}

/** Injectable clock of {@link searchWithMinimumWait}; default Date.now and setTimeout. */
export interface SearchTiming {
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** A fresh listing: nothing loaded; `excludedWallets` are the host's excluded ids. */
export function initialWalletListingState(excludedWallets: string[] = []): WalletListingState {
  return {
    featured: [],
    recommended: [],
    wallets: [],
    search: [],
    count: 0,
    page: 0,
    excludedWallets: [...new Set(excludedWallets)],
    explorerWallets: [],
    searchQuery: '',
    loading: false,
    error: undefined,
  }
}

/** True while AllWallets may have another page: nothing loaded yet, or fewer than `count` pages' worth. */
export function hasMorePages(state: WalletListingState): boolean {
  return state.page === 0 || state.page * WALLETS_PAGE_SIZE < state.count
}

/** The AllWallets list: featured, then recommended, then the loaded pages, each wallet once. */
export function allWalletsList(state: WalletListingState): Wallet[] {
  return appendUnique(appendUnique(state.featured, state.recommended), state.wallets)
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The local guard: excluded ids, include list, networks and installed wallets (a remote API may ignore params). */
function visible(wallets: readonly Wallet[], state: WalletListingState, options: ListingOptions): Wallet[] {
  const chains = options.chains ?? []
  const kept = includeWallets(excludeWallets(wallets, state.excludedWallets), options.includeIds ?? [])
  return dedupeAgainstInstalled(
    kept.filter((wallet) => supportsChains(wallet, chains)),
    options.installed ?? [],
  )
}

function baseQuery(
  state: WalletListingState,
  options: ListingOptions,
  extraExclude: string[] = [],
): Omit<CatalogueQuery, 'page' | 'entries'> {
  return {
    include: options.includeIds,
    exclude: [...new Set([...state.excludedWallets, ...extraExclude])],
    chains: options.chains,
  }
}

/**
 * Connect's lists: `featured` = the host's `featuredIds` (minus excluded and installed ones) in
 * the host's order; `recommended` = the first 4 catalogue wallets that are not featured,
 * excluded or installed (spec 9). Both fetched in parallel; a failure empties that list only and
 * sets `error` to its message.
 */
export async function loadInitial(
  state: WalletListingState,
  source: CatalogueSource,
  options: ListingOptions = {},
): Promise<WalletListingState> {
  const featuredIds = (options.featuredIds ?? []).filter((id) => !state.excludedWallets.includes(id))
  const installedCount = options.installed?.length ?? 0
  const [featuredAnswer, recommendedAnswer] = await Promise.allSettled([
    featuredIds.length === 0
      ? Promise.resolve<GetWalletsAnswer>({ data: [], count: 0 })
      : source.getWallets({
          ...baseQuery(state, options),
          page: 1,
          entries: featuredIds.length,
          include: options.includeIds?.length
            ? featuredIds.filter((id) => options.includeIds?.includes(id))
            : featuredIds,
        }),
    // Ask for enough that installed wallets, dropped locally, still leave 4.
    source.getWallets({
      ...baseQuery(state, options, featuredIds),
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT + installedCount,
    }),
  ])
  const featured =
    featuredAnswer.status === 'fulfilled'
      ? visible(orderByIds(featuredAnswer.value.data, featuredIds), state, options)
      : []
  const featuredSet = new Set(featured.map((wallet) => wallet.id).concat(featuredIds))
  const recommended =
    recommendedAnswer.status === 'fulfilled'
      ? visible(recommendedAnswer.value.data, state, options)
          .filter((wallet) => !featuredSet.has(wallet.id))
          .slice(0, RECOMMENDED_WALLETS_COUNT)
      : []
  const failure = [featuredAnswer, recommendedAnswer].find((answer) => answer.status === 'rejected')
  return {
    ...state,
    featured,
    recommended,
    explorerWallets: appendUnique(state.explorerWallets, [...featured, ...recommended]),
    loading: false,
    error: failure ? errorMessage(failure.reason) : undefined,
  }
}

/**
 * AllWallets' next page: page `state.page + 1` of 40 (spec 9), without the excluded, featured and
 * recommended wallets (those are listed above the pages, see {@link allWalletsList}); appended
 * without duplicates; `count` and `page` from the answer. Installed wallets are dropped locally
 * (the API cannot exclude by rdns), so a page may show fewer than 40. Does nothing once every page is loaded
 * ({@link hasMorePages}). On failure the loaded pages stay, `page` does not move, `error` is set.
 */
export async function loadNextPage(
  state: WalletListingState,
  source: CatalogueSource,
  options: ListingOptions = {},
): Promise<WalletListingState> {
  if (!hasMorePages(state)) return { ...state, loading: false }
  const page = state.page + 1
  const shownAbove = [...state.featured, ...state.recommended].map((wallet) => wallet.id)
  try {
    const answer = await source.getWallets({
      ...baseQuery(state, options, shownAbove),
      page,
      entries: WALLETS_PAGE_SIZE,
    })
    const fresh = visible(answer.data, state, options)
    return {
      ...state,
      wallets: appendUnique(state.wallets, fresh),
      count: answer.count,
      page,
      explorerWallets: appendUnique(state.explorerWallets, fresh),
      loading: false,
      error: undefined,
    }
  } catch (error) {
    return { ...state, loading: false, error: errorMessage(error) }
  }
}

/**
 * `source.getWallets(query)`, settled no sooner than `wait` ms (default 300, spec 9) after the
 * call, so results do not flicker while the user types. A failure is also reported after the wait.
 */
export async function searchWithMinimumWait(
  source: CatalogueSource,
  query: CatalogueQuery,
  wait: number = SEARCH_MINIMUM_WAIT_MS,
  timing: SearchTiming = {},
): Promise<GetWalletsAnswer> {
  const now = timing.now ?? Date.now
  const sleep = timing.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const started = now()
  try {
    return await source.getWallets(query)
  } finally {
    const left = wait - (now() - started)
    if (left > 0) await sleep(left)
  }
}

/**
 * Searches wallet names: page 1 of 100 entries (spec 9), through {@link searchWithMinimumWait}.
 * An empty (or blank) text clears the results at once. The result's `searchQuery` is the trimmed
 * text: when the user typed again meanwhile, compare it with the latest text before committing.
 * On failure `search` is empty and `error` set.
 */
export async function search(
  state: WalletListingState,
  source: CatalogueSource,
  text: string,
  options: ListingOptions & { wait?: number; timing?: SearchTiming } = {},
): Promise<WalletListingState> {
  const query = text.trim()
  if (!query) return { ...state, search: [], searchQuery: '', loading: false, error: undefined }
  try {
    const answer = await searchWithMinimumWait(
      source,
      { ...baseQuery(state, options), page: 1, entries: SEARCH_ENTRIES, search: query },
      options.wait,
      options.timing,
    )
    const found = visible(answer.data, state, options)
    return {
      ...state,
      search: found,
      searchQuery: query,
      explorerWallets: appendUnique(state.explorerWallets, found),
      loading: false,
      error: undefined,
    }
  } catch (error) {
    return { ...state, search: [], searchQuery: query, loading: false, error: errorMessage(error) }
  }
}
