import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { namespaceOf } from '../../core/store.js'
import { useModalState } from '../../ui/context.js'
import { allWalletsList, hasMorePages, initialWalletListingState, loadInitial, loadNextPage, search, startLoading } from './listing.js'
import { createBundledSource } from './bundledSource.js'
import { createGetWalletsSource } from './getWalletsClient.js'
import type { CatalogueSource } from './sources.js'
import type { WalletListingState } from './types.js'

/**
 * The AllWallets listing for this instance: the host's getWallets API or the bundled catalogue,
 * filtered by the configured namespaces, without excluded wallets and without wallets already
 * installed (announced through EIP-6963 / Wallet Standard, matched by rdns).
 */
export function useWalletListing() {
  const catalogue = useModalState((s) => s.options.catalogue)
  const networks = useModalState((s) => s.options.networks)
  const connectors = useModalState((s) => s.connectors)
  const source: CatalogueSource = useMemo(
    () => (catalogue.api ? createGetWalletsSource({ api: catalogue.api, projectId: catalogue.projectId ?? 'wallet-modal', sdkVersion: 'wallet-modal-0.1.0' }) : createBundledSource()),
    [catalogue.api, catalogue.projectId],
  )
  const options = useMemo(
    () => ({
      featuredIds: catalogue.featured,
      includeIds: catalogue.include,
      chains: [...new Set(networks.map((n) => namespaceOf(n.caipNetworkId)).filter((ns): ns is 'eip155' | 'solana' => !!ns))],
      installed: connectors.filter((c) => c.type === 'ANNOUNCED').map((c) => ({ rdns: c.rdns ?? null, name: c.name })),
    }),
    [catalogue.featured, catalogue.include, networks, connectors],
  )
  const [state, setState] = useState<WalletListingState>(() => initialWalletListingState(catalogue.exclude ?? []))
  const latest = useRef(state)
  latest.current = state
  const [query, setQuery] = useState('')

  useEffect(() => {
    let live = true
    const fresh = initialWalletListingState(catalogue.exclude ?? [])
    setState(startLoading(fresh))
    void loadInitial(fresh, source, options).then((next) => live && setState(next))
    return () => {
      live = false
    }
  }, [source, options, catalogue.exclude])

  useEffect(() => {
    let live = true
    if (!query.trim()) {
      setState((s) => ({ ...s, search: [], searchQuery: '' }))
      return
    }
    setState((s) => startLoading(s))
    // Results come no sooner than 300 ms after typing (spec section 9); a stale answer is dropped.
    void search(latest.current, source, query, options).then((next) => {
      if (live) setState((s) => ({ ...s, search: next.search, searchQuery: next.searchQuery, loading: false, error: next.error }))
    })
    return () => {
      live = false
    }
  }, [query, source, options])

  const loadMore = useCallback(() => {
    const current = latest.current
    if (current.loading || current.searchQuery || !hasMorePages(current)) return
    setState(startLoading(current))
    void loadNextPage(current, source, options).then(setState)
  }, [source, options])

  const searching = query.trim() !== ''
  const list = searching ? (state.searchQuery === query.trim() ? state.search : []) : allWalletsList(state)
  return { state, list, query, setQuery, loadMore, searching, source }
}
