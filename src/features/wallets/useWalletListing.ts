import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { SDK_VERSION_PARAM } from '../../core/constants.js'
import { clientIdOf } from '../../core/clientId.js'
import { queryKeys } from '../../core/queryKeys.js'
import { namespaceOf, type ChainNamespace } from '../../core/namespaces.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { WALLETS_PAGE_SIZE } from './constants.js'
import { appendUnique } from './filters.js'
import { lazyBundledSource, lazyGetWalletsSource } from './lazySources.js'
import {
  allWalletsList,
  initialWalletListingState,
  loadInitial,
  loadNextPage,
  search,
  type ListingOptions,
} from './listing.js'
import type { CatalogueSource } from './catalogueSource.js'
import type { Wallet, WalletListingState } from './types.js'

/** The loaded catalogue pages (spec section 3: wallets, count, page) as a selector over the infinite query. */
function foldPages({ pages }: { pages: WalletListingState[] }): Pick<WalletListingState, 'wallets' | 'count' | 'page'> {
  let wallets: Wallet[] = []
  for (const page of pages) wallets = appendUnique(wallets, page.wallets)
  return { wallets, count: pages.at(-1)?.count ?? 0, page: pages.length }
}

/**
 * The AllWallets listing for this instance: the host's getWallets API or the bundled catalogue,
 * filtered by the configured namespaces, without excluded wallets and without wallets already
 * installed (announced through EIP-6963 / Wallet Standard, matched by rdns). Server data through
 * react-query: the featured and 4 recommended wallets, the catalogue as an infinite query (pages
 * of 40 as the list scrolls), and one query per search text (100 results, no sooner than 300 ms);
 * all start afresh each time the view opens.
 */
export function useWalletListing() {
  const context = useModalContext()
  const catalogue = useModalState((s) => s.options.catalogue)
  // With a project, getWallets sends its projectId (unless the catalogue names its own) and this browser's clientId.
  const project = useModalState((s) => s.options.project)
  const networks = useModalState((s) => s.options.networks)
  const connectors = useModalState((s) => s.connectors)
  const source: CatalogueSource = useMemo(
    () =>
      catalogue.api
        ? lazyGetWalletsSource({
            api: catalogue.api,
            projectId: catalogue.projectId ?? project?.projectId ?? 'wallet-modal',
            sdkVersion: SDK_VERSION_PARAM,
            ...(project ? { http: { clientId: clientIdOf(context) } } : {}),
          })
        : lazyBundledSource(),
    [catalogue.api, catalogue.projectId, project, context],
  )
  const options: ListingOptions = useMemo(
    () => ({
      featuredIds: catalogue.featured,
      includeIds: catalogue.include,
      chains: [
        ...new Set(networks.map((n) => namespaceOf(n.caipNetworkId)).filter((ns): ns is ChainNamespace => !!ns)),
      ],
      installed: connectors.filter((c) => c.type === 'ANNOUNCED').map((c) => ({ rdns: c.rdns ?? null, name: c.name })),
    }),
    [catalogue.featured, catalogue.include, networks, connectors],
  )
  const exclude = catalogue.exclude
  const filters = useMemo(
    () => ({ api: catalogue.api, projectId: catalogue.projectId, exclude, ...options }),
    [catalogue.api, catalogue.projectId, exclude, options],
  )
  const fresh = useCallback(() => initialWalletListingState(exclude ?? []), [exclude])

  const recommendations = useQuery({
    queryKey: queryKeys.walletRecommendations(filters),
    queryFn: () => loadInitial(fresh(), source, options),
    gcTime: 0,
  })
  const shownAbove = recommendations.data
  // Page 1 loads at once, beside the recommendations; later pages leave out what is listed above them.
  const pages = useInfiniteQuery({
    queryKey: queryKeys.walletPages(filters),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const above = { featured: shownAbove?.featured ?? [], recommended: shownAbove?.recommended ?? [] }
      const next = await loadNextPage({ ...fresh(), ...above, page: pageParam - 1, count: Infinity }, source, options)
      if (next.error !== undefined) throw new Error(next.error)
      return next
    },
    getNextPageParam: (last, all) => (all.length * WALLETS_PAGE_SIZE < last.count ? all.length + 1 : undefined),
    select: foldPages,
    gcTime: 0,
  })

  const [query, setQuery] = useState('')
  const text = query.trim()
  const searched = useQuery({
    queryKey: queryKeys.walletSearch(filters, text),
    // Results come no sooner than 300 ms after typing (spec section 9); each text is its own query.
    queryFn: () => search(fresh(), source, text, options),
    enabled: text !== '',
    gcTime: 0,
  })

  const base = recommendations.data ?? fresh()
  const searching = text !== ''
  const state: WalletListingState = {
    ...base,
    ...pages.data,
    explorerWallets: appendUnique(base.explorerWallets, pages.data?.wallets ?? []),
    search: searched.data?.search ?? [],
    searchQuery: searched.data?.searchQuery ?? '',
    loading: recommendations.isFetching || pages.isFetching || searched.isFetching,
    error: searching ? searched.data?.error : (pages.error?.message ?? base.error),
  }
  // Like a page, the recommendations leave their wallets out of the pages after them: wait for them.
  const busy = recommendations.isFetching || pages.isFetching
  const { hasNextPage, fetchNextPage, isError: pageFailed } = pages
  // After a failure only Retry asks again: scrolling must not loop against a failing (or hung) server.
  const loadMore = useCallback(() => {
    if (searching || busy || pageFailed) return
    if (hasNextPage) void fetchNextPage()
  }, [searching, busy, pageFailed, hasNextPage, fetchNextPage])

  // Retry (AllWallets' error): whatever failed is asked again.
  const retry = useCallback(() => {
    if (searching) void searched.refetch()
    else {
      if (recommendations.isError || recommendations.data?.error !== undefined) void recommendations.refetch()
      if (pages.isError) void pages.refetch()
    }
  }, [searching, searched, recommendations, pages])

  const list = searching ? state.search : allWalletsList(state)
  return { state, list, query, setQuery, loadMore, retry, searching, source }
}
