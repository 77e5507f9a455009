import { Fragment, useEffect, useRef } from 'react'
import type { CaipAddress } from '../../core/caip.js'
import { activityMessages as messages } from '../../core/messages/activity.js'
import { describeTransaction } from './describeTransaction.js'
import type { Transaction } from '../../core/history.js'
import { useTransactionHistory } from './useTransactionHistory.js'

const monthTitle = (year: number, month: number) =>
  new Date(year, month, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })

/**
 * Account view, Activity tab: the history grouped by year then month (newest first), at most two
 * transfers a row, signed quantities with 3 decimals; the next page loads by cursor when the end
 * of the list scrolls into view.
 */
export function ActivityTab({ caipAddress }: { caipAddress: CaipAddress | undefined }) {
  const { state, query } = useTransactionHistory(caipAddress)
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query

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

  if (query.isPending) return <p className="wm-muted wm-pad" role="status">{messages.activityLoading}</p>
  if (query.isError && state.transactions.length === 0)
    return (
      <div className="wm-center">
        <p className="wm-error">{messages.activityFailed}</p>
        <button type="button" className="wm-button" onClick={() => void query.refetch()}>{messages.retry}</button>
      </div>
    )
  if (state.transactions.length === 0) return <p className="wm-muted wm-pad">{messages.activityEmpty}</p>

  const years = Object.keys(state.transactionsByYear).map(Number).sort((a, b) => b - a)
  return (
    <div>
      {years.map((year) => {
        const months = state.transactionsByYear[year]!
        return Object.keys(months).map(Number).sort((a, b) => b - a).map((month) => (
          <Fragment key={`${year}-${month}`}>
            <h3 className="wm-month">{monthTitle(year, month)}</h3>
            <ul className="wm-list" aria-label={monthTitle(year, month)}>
              {months[month]!.map((tx) => <ActivityRow key={tx.id} tx={tx} />)}
            </ul>
          </Fragment>
        ))
      })}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      {isFetchingNextPage && <p className="wm-muted wm-pad" role="status">{messages.activityLoadingMore}</p>}
    </div>
  )
}

function ActivityRow({ tx }: { tx: Transaction }) {
  const row = describeTransaction(tx)
  const time = new Date(row.minedAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
  return (
    <li className="wm-token-row" data-status={row.status}>
      <span className="wm-item-name">
        {row.title}
        <span className="wm-muted wm-small">
          {row.counterparty ? `${row.counterparty} · ` : ''}
          <time dateTime={row.minedAt}>{time}</time>
          {row.status !== 'confirmed' ? ` · ${row.status}` : ''}
        </span>
      </span>
      <span className="wm-token-amount">
        {row.descriptions.map((d, i) => <span key={i}>{d}</span>)}
      </span>
    </li>
  )
}
