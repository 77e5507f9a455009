import { useEffect, useRef, useState } from 'react'
import { messages } from './texts.js'
import { queryKeys } from '../../core/queryKeys.js'
import { activeAccount } from '../../core/store.js'
import { queryClientOf } from '../../ui/QueryProvider.js'
import { useModalContext } from '../../ui/context.js'
import { pollCheckoutStatus } from './logic/pollStatus.js'
import type { CheckoutStatus } from './logic/types.js'

/** A checkout under way: who sells, where its page is, how to ask its state. */
export interface CheckoutInProgress {
  /** The provider's (or exchange's) shown name. */
  seller: string
  url: string
  /** True when the browser blocked the popup: the view offers the link instead. */
  blocked: boolean
  symbol: string
  network: string
  getStatus(): Promise<CheckoutStatus>
}

/** Props of {@link CheckoutProgress}. */
export interface CheckoutProgressProps {
  checkout: CheckoutInProgress
  /** Back to the quotes (after a failure, or when the buyer stops waiting). */
  onBack(): void
  onDone(): void
}

/**
 * The "buy in progress" state: the checkout runs in its window while `getStatus` is
 * polled (every 3 s) until SUCCESS or FAILED; on SUCCESS the account's balances and history are
 * fetched again, then the result shows.
 */
export function CheckoutProgress({ checkout, onBack, onDone }: CheckoutProgressProps) {
  const { store } = useModalContext()
  const [result, setResult] = useState<CheckoutStatus>()
  // Each state's one action takes focus (the quote button that had it is gone), so a keyboard
  // user coming back from the provider's window lands on it.
  const action = useRef<HTMLButtonElement>(null)
  useEffect(() => action.current?.focus(), [result])
  useEffect(() => {
    const abort = new AbortController()
    pollCheckoutStatus(() => checkout.getStatus(), { signal: abort.signal }).then(
      async (status) => {
        if (status.status === 'SUCCESS') {
          const client = queryClientOf(store)
          const { caipAddress } = activeAccount(store.getState())
          await Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.nativeBalance(caipAddress) }),
            client.invalidateQueries({ queryKey: queryKeys.portfolio(caipAddress) }),
            client.invalidateQueries({ queryKey: queryKeys.history(caipAddress) }),
          ])
        }
        if (!abort.signal.aborted) setResult(status)
      },
      () => undefined,
    )
    return () => abort.abort()
  }, [checkout, store])

  if (result?.status === 'SUCCESS')
    return (
      <div className="wm-form" role="status">
        <h3 className="wm-onramp-heading">{messages.onrampSuccess}</h3>
        <p className="wm-muted">{messages.onrampSuccessDetail(checkout.symbol, checkout.network)}</p>
        {result.txHash && (
          <p className="wm-muted wm-small">
            {messages.onrampTransaction}{' '}
            <span className="wm-onramp-hash" data-testid="onramp-tx">
              {result.txHash}
            </span>
          </p>
        )}
        <button ref={action} type="button" className="wm-button wm-button-primary" onClick={onDone}>
          {messages.onrampBackToAccount}
        </button>
      </div>
    )
  if (result?.status === 'FAILED')
    return (
      <div className="wm-form" role="alert">
        <h3 className="wm-onramp-heading">{messages.onrampFailed}</h3>
        <p className="wm-muted">{messages.onrampFailedDetail(checkout.seller)}</p>
        <button ref={action} type="button" className="wm-button wm-button-primary" onClick={onBack}>
          {messages.onrampTryAgain}
        </button>
      </div>
    )
  return (
    <div className="wm-form" aria-busy="true">
      <h3 className="wm-onramp-heading">{messages.onrampInProgress(checkout.seller)}</h3>
      {checkout.blocked && (
        <p className="wm-muted">
          {messages.onrampPopupBlocked}{' '}
          <a href={checkout.url} target="_blank" rel="noopener noreferrer">
            {messages.onrampOpenCheckout}
          </a>
        </p>
      )}
      <p className="wm-muted" role="status">
        {messages.onrampWaiting}
      </p>
      <button ref={action} type="button" className="wm-button" onClick={onBack}>
        {messages.onrampCancel}
      </button>
    </div>
  )
}
