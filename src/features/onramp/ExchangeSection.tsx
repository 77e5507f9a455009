import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { parseAmount } from '../../core/amount.js'
import { AmountField } from '../../ui/AmountField.js'
import { messages } from './texts.js'
import { Logo } from '../../ui/icons/Logo.js'
import { closePopup, openCheckoutPopup, showCheckout } from './checkoutPopup.js'
import type { CheckoutInProgress } from './CheckoutProgress.js'
import { createExchangesClient } from './logic/exchanges.js'
import type { PurchaseCurrency } from './logic/types.js'

/** Props of {@link ExchangeSection}. */
export interface ExchangeSectionProps {
  /** The `onramp.exchanges` option. */
  settings: { url: string; projectId: string }
  currency: PurchaseCurrency
  decimals: number
  /** The account's address (the recipient, sent as CAIP-10 on the currency's network). */
  address: string
  onStart(checkout: CheckoutInProgress): void
}

/**
 * "Fund from exchange" (spec section 7's exchanges JSON-RPC): the exchanges that take the chosen
 * token (reown_getExchanges), an amount in that token, and per exchange a button that opens its
 * deposit page (reown_getExchangePayUrl) in a popup, then follows it (reown_getExchangeBuyStatus).
 */
export function ExchangeSection({ settings, currency, decimals, address, onStart }: ExchangeSectionProps) {
  const ids = useId()
  const client = useMemo(
    () => createExchangesClient(settings.url, settings.projectId),
    [settings.url, settings.projectId],
  )
  const network = currency.networks[0]!
  const exchanges = useQuery({
    queryKey: ['onrampExchanges', settings.url, currency.id],
    queryFn: () => client.getExchanges({ page: 0, asset: currency.id }),
    staleTime: 5 * 60_000,
  })
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const units = parseAmount(amount, decimals)
  const ready = units !== undefined && units > 0n

  async function deposit(exchange: { id: string; name: string }) {
    const popup = openCheckoutPopup(messages.onrampPopupLoading)
    setBusy(true)
    setError(undefined)
    try {
      const checkout = await client.getExchangePayUrl({
        exchangeId: exchange.id,
        asset: currency.id,
        amount: amount.replace(/\.$/, ''),
        recipient: `${network.chain_id}:${address}`,
      })
      if (popup) showCheckout(popup, checkout.url)
      onStart({
        seller: exchange.name,
        url: checkout.url,
        blocked: !popup,
        symbol: currency.symbol,
        network: network.display_name,
        getStatus: () => client.getExchangeBuyStatus({ exchangeId: exchange.id, sessionId: checkout.sessionId }),
      })
    } catch (cause) {
      closePopup(popup)
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="wm-onramp-section" aria-labelledby={`${ids}-title`}>
      <h3 className="wm-onramp-heading" id={`${ids}-title`}>
        {messages.onrampExchangesTitle}
      </h3>
      <AmountField
        id={`${ids}-amount`}
        label={messages.onrampExchangeAmount(currency.symbol)}
        value={amount}
        decimals={decimals}
        onChange={setAmount}
      />
      {exchanges.isPending && <p className="wm-muted">{messages.onrampExchangesLoading}</p>}
      {exchanges.isError && <p className="wm-field-error">{messages.onrampExchangesFailed(exchanges.error.message)}</p>}
      {exchanges.data?.length === 0 && <p className="wm-muted">{messages.onrampNoExchanges}</p>}
      {exchanges.data && exchanges.data.length > 0 && (
        <ul className="wm-list">
          {exchanges.data.map((x) => (
            <li key={x.id}>
              <button
                type="button"
                className="wm-item"
                data-id={x.id}
                disabled={!ready}
                aria-disabled={busy || undefined}
                onClick={() => !busy && void deposit(x)}
              >
                <Logo kind="wallet" name={x.name} imageUrl={x.imageUrl} keys={[x.id, x.name]} size="md" />
                <span className="wm-item-name">{messages.onrampDepositFrom(x.name)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="wm-error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
