import { Fragment, useEffect, useRef } from 'react'
import type { CaipAddress } from '../../core/caip.js'
import { activityMessages } from './messages.js'
import { localized } from '../../core/i18n/locale.js'
import { safeUrl } from '../../core/safeUrl.js'
import { activeCaipNetworkId, findNetwork } from '../../core/store.js'
import { useModalState } from '../../ui/context.js'
import { Logo } from '../../ui/icons/Logo.js'
import { SkeletonRows } from '../../ui/Skeleton.js'
import { describeTransaction } from './describeTransaction.js'
import type { Transaction } from '../../core/history.js'
import { useTransactionHistory } from './useTransactionHistory.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(activityMessages)

const monthTitle = (year: number, month: number) =>
  new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })

/**
 * Account view, Activity tab: the history grouped by year then month (newest first), at most two
 * transfers a row with the first one's token logo, signed quantities with 3 decimals; the next page
 * loads by cursor when the end of the list scrolls into view. Skeleton rows while it loads; with no
 * transactions, a line and a link to the account on the network's explorer (`blockExplorerUrl`).
 */
export function ActivityTab({ caipAddress }: { caipAddress: CaipAddress | undefined }) {
  const { state, query } = useTransactionHistory(caipAddress)
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const explorer = useModalState((s) => findNetwork(s, activeCaipNetworkId(s))?.blockExplorerUrl)
  const address = caipAddress?.split(':')[2]
  const explorerLink =
    explorer && address ? safeUrl(`${explorer.replace(/\/+$/, '')}/address/${address}`, 'link') : undefined

  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasNextPage) return
    // Observed against the scrolling tab panel, so the dialog's own scrolling does not matter.
    const root = el.closest('[role="tabpanel"]')
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { root, rootMargin: '0px 0px 40px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, state.transactions.length])

  if (query.isPending) return <SkeletonRows label={messages.activityLoading} />
  if (query.isError && state.transactions.length === 0)
    return (
      <div className="wm-center">
        <p className="wm-error">{messages.activityFailed}</p>
        <button type="button" className="wm-button" onClick={() => void query.refetch()}>
          {messages.retry}
        </button>
      </div>
    )
  if (state.transactions.length === 0)
    return (
      <div className="wm-center" data-testid="activity-empty">
        <p className="wm-muted">{messages.activityEmpty}</p>
        {explorerLink && (
          <a className="wm-button" href={explorerLink} target="_blank" rel="noreferrer">
            {messages.activityExplorer}
          </a>
        )}
      </div>
    )

  const years = Object.keys(state.transactionsByYear)
    .map(Number)
    .sort((a, b) => b - a)
  return (
    <div>
      {years.map((year) => {
        const months = state.transactionsByYear[year]!
        return Object.keys(months)
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => (
            <Fragment key={`${year}-${month}`}>
              <h3 className="wm-month">{monthTitle(year, month)}</h3>
              <ul className="wm-list" aria-label={monthTitle(year, month)}>
                {months[month]!.map((tx) => (
                  <ActivityRow key={tx.id} tx={tx} />
                ))}
              </ul>
            </Fragment>
          ))
      })}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage && <SkeletonRows label={messages.activityLoadingMore} count={1} />}
    </div>
  )
}

function ActivityRow({ tx }: { tx: Transaction }) {
  const row = describeTransaction(tx)
  const time = new Date(row.minedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
  const symbol = row.transfers[0]?.fungible_info?.symbol
  return (
    <li className="wm-token-row" data-status={row.status}>
      <Logo kind="token" name={symbol || row.title} imageUrl={row.images[0]?.url} keys={symbol ? [symbol] : []} />
      <span className="wm-item-name">
        {row.title}
        <span className="wm-muted wm-small">
          {row.counterparty ? `${row.counterparty} · ` : ''}
          <time dateTime={row.minedAt}>{time}</time>
          {row.status !== 'confirmed' ? ` · ${row.status}` : ''}
        </span>
      </span>
      <span className="wm-token-amount">
        {row.descriptions.map((d, i) => (
          <span key={i}>{d}</span>
        ))}
      </span>
    </li>
  )
}
