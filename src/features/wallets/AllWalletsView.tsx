import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useId, useMemo, useRef } from 'react'
import { walletsMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { pushView } from '../../core/navigation.js'
import { namespaceOf, type ConnectorInfo } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { Logo } from '../../ui/icons/Logo.js'
import { ProjectImage } from '../../ui/ProjectImage.js'
import type { Wallet } from './types.js'
import { useArrowKeys } from './useArrowKeys.js'
import { useWalletListing } from './useWalletListing.js'
import { formStyles } from '../../ui/formStyles.js'
import { queryView } from '../../ui/queryView.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(walletsMessages)

const ROW_HEIGHT = 56

/**
 * AllWallets (spec section 2): installed wallets first (marked), then featured, 4 recommended and
 * the catalogue by pages of 40, loaded as the list scrolls; search by name (100 results, shown no
 * sooner than 300 ms after typing). Each row shows the wallet's logo (its announced icon or the
 * catalogue's image, else the icon set's by rdns / id / name, else initials: ui/icons/Logo.tsx);
 * skeleton rows hold the list's place while the catalogue loads. The list is virtualised: only the visible rows are in the DOM,
 * so 1,000+ wallets stay smooth. Loaded as its own chunk. A failed (or timed-out) load shows
 * 'Could not load the wallet list' with Try again; nothing is asked again until then. By keyboard:
 * type in the search field, Down into the list, arrows / Home / End / PageUp / PageDown through it
 * (useArrowKeys.ts), Enter to connect.
 */
export default queryView(AllWallets, formStyles)

function AllWallets() {
  const context = useModalContext()
  const ids = useId()
  const { list, query, setQuery, loadMore, retry, searching, state, source } = useWalletListing()
  const connectors = useModalState((s) => s.connectors)
  const selectedNamespace = useModalState((s) => namespaceOf(s.network.caipNetwork?.caipNetworkId))
  // One row per installed wallet, even when it is announced in both namespaces (MULTI_CHAIN).
  const installed = useMemo(() => {
    const byName = new Map<string, ConnectorInfo>()
    for (const c of connectors) {
      if (c.type !== 'ANNOUNCED' && c.type !== 'INJECTED') continue
      const key = c.name.toLowerCase()
      const seen = byName.get(key)
      if (!seen || (c.chain === selectedNamespace && seen.chain !== selectedNamespace)) byName.set(key, c)
    }
    return [...byName.values()]
  }, [connectors, selectedNamespace])
  const hasWalletConnect = useModalState((s) => !!s.options.walletConnect)
  // With a project, catalogue images come from its getWalletImage endpoint as blobs.
  const project = useModalState((s) => !!s.options.project)
  const scroller = useRef<HTMLDivElement>(null)
  const shownInstalled = searching
    ? installed.filter((c) => c.name.toLowerCase().includes(query.trim().toLowerCase()))
    : installed
  const total = shownInstalled.length + list.length

  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  })
  const items = virtualizer.getVirtualItems()
  const listRef = useRef<HTMLUListElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const onKeyDown = useArrowKeys(total, { virtualizer, list: listRef, search: searchRef })
  const last = items[items.length - 1]
  useEffect(() => {
    if (last && last.index >= total - 8) loadMore()
  }, [last?.index, total, loadMore])

  const connectCatalogue = (wallet: Wallet) => {
    if (hasWalletConnect) pushView(context.store, 'ConnectingWalletConnect', { wallet })
  }

  return (
    <div className="wm-form">
      <div className="wm-field">
        <label className="wm-sr-only" htmlFor={`${ids}-search`}>
          {messages.searchWallets}
        </label>
        <input
          ref={searchRef}
          onKeyDown={onKeyDown}
          id={`${ids}-search`}
          className="wm-input"
          type="search"
          placeholder={messages.searchWallets}
          value={query}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p className="wm-sr-only" role="status">
        {state.loading ? messages.walletsLoading : searching ? `${list.length + shownInstalled.length} wallets` : ''}
      </p>
      {state.error && (
        <div className="wm-center">
          <p className="wm-error" role="alert">
            {messages.walletsError}
          </p>
          <button type="button" className="wm-button" disabled={state.loading} onClick={retry}>
            {messages.retry}
          </button>
        </div>
      )}
      {!state.loading && total === 0 && !state.error && <p className="wm-muted">{messages.walletsEmpty}</p>}
      <div ref={scroller} className="wm-virtual-scroller" data-testid="all-wallets-scroller">
        <ul
          ref={listRef}
          onKeyDown={onKeyDown}
          className="wm-virtual-list"
          aria-label={messages.allWallets}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const installedWallet = item.index < shownInstalled.length ? shownInstalled[item.index] : undefined
            const wallet = installedWallet ? undefined : list[item.index - shownInstalled.length]
            const name = installedWallet?.name ?? wallet?.name ?? ''
            const logo = (
              <Logo
                kind="wallet"
                name={name}
                imageUrl={installedWallet ? installedWallet.imageUrl : wallet && source.imageUrl(wallet)}
                keys={[installedWallet?.rdns ?? wallet?.rdns, installedWallet?.id ?? wallet?.id, name].filter(
                  (key): key is string => !!key,
                )}
              />
            )
            return (
              <li
                key={item.key}
                aria-setsize={total}
                aria-posinset={item.index + 1}
                className="wm-virtual-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <button
                  type="button"
                  className="wm-item"
                  data-wallet-id={wallet?.id ?? installedWallet?.id}
                  disabled={!installedWallet && !hasWalletConnect}
                  onClick={() =>
                    installedWallet
                      ? void import('../../actions/connect.js').then(({ connect }) =>
                          connect(context, { connectorId: installedWallet.id, namespace: installedWallet.chain }),
                        )
                      : wallet && connectCatalogue(wallet)
                  }
                >
                  {wallet && project && !wallet.image_url ? (
                    <ProjectImage
                      kind="wallet"
                      id={wallet.image_id}
                      className="wm-logo wm-logo-wallet wm-logo-lg"
                      fallback={logo}
                    />
                  ) : (
                    logo
                  )}
                  <span className="wm-item-name">{name}</span>
                  {installedWallet && <span className="wm-badge">{messages.installed}</span>}
                </button>
              </li>
            )
          })}
        </ul>
        {/* Skeleton rows while the catalogue's first answer is on its way: the rows' own shape, grey. */}
        {state.loading &&
          list.length === 0 &&
          !state.error &&
          [0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="wm-item wm-skeleton-item" aria-hidden="true" data-testid="skeleton">
              <span className="wm-logo wm-skeleton" />
              <span className="wm-skeleton" />
            </div>
          ))}
      </div>
    </div>
  )
}
