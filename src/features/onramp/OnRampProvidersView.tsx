import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { AmountField } from '../../ui/AmountField.js'
import { activeLocale } from '../../core/i18n/locale.js'
import { formatFiatIn } from '../../core/i18n/numbers.js'
import { messages } from './texts.js'
import { popTo, pushView, replaceView } from '../../core/navigation.js'
import { activeAccount } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import { formStyles } from '../../ui/formStyles.js'
import { useDebouncedValue } from '../../ui/useDebouncedValue.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import { closePopup, openCheckoutPopup, showCheckout } from './checkoutPopup.js'
import { CheckoutProgress, type CheckoutInProgress } from './CheckoutProgress.js'
import { ExchangeSection } from './ExchangeSection.js'
import { decimalsOf, fundWalletAssets } from './fundWalletAssets.js'
import { checkAmount, describeRefusal } from './logic/limits.js'
import type { OnRampQuote } from './logic/types.js'
import { setOnramp } from './onrampStore.js'
import { onrampStyles } from './onrampStyles.js'
import { OnrampUnavailable } from './OnrampUnavailable.js'
import { QuoteList } from './QuoteList.js'
import { requestQuotes } from './requestQuotes.js'
import {
  providersOffering,
  useConfiguredProviders,
  useOnrampAvailability,
  useOnrampState,
  useProviderOptions,
} from './useOnramp.js'

/** How long typing must pause before quotes are asked, in ms. */
const QUOTE_DEBOUNCE_MS = 300

/**
 * OnRampProviders (spec section 2): what is bought (→ OnRampTokenSelect), the amount in
 * the payment currency (→ OnRampFiatSelect) and method, checked against the method's limits (spec
 * section 9); the providers' quotes side by side, cheapest first (spec section 4's quote transition
 * in the Onramp state); a quote opens the provider's checkout in a popup and follows it until it
 * succeeds or fails, then the balances are read again. With `onramp.exchanges`, a deposit from an
 * exchange too. Part of the on-ramp chunk (OnRampView.tsx).
 */
export function OnRampProvidersView() {
  useStylesheet(formStyles)
  useStylesheet(onrampStyles)
  const ids = useId()
  const { store } = useModalContext()
  const availability = useOnrampAvailability()
  const state = useOnrampState()
  const account = useModalState(activeAccount)
  const options = useModalState((s) => s.options)
  const configured = useConfiguredProviders(state.providers)
  const providerOptions = useProviderOptions(configured.providers)
  const currency = state.purchaseCurrency
  const network = currency?.networks[0]
  const fiat = state.paymentCurrency
  const methods = fiat?.payment_method_limits ?? []
  const [method, setMethod] = useState<string>()
  const chosenMethod = methods.some((m) => m.id === method) ? method! : (methods[0]?.id ?? 'card')
  const amount = state.paymentAmount ?? ''
  const check = fiat ? checkAmount(amount.replace(/\.$/, ''), fiat.id, chosenMethod, methods) : undefined
  const debounced = useDebouncedValue(amount, QUOTE_DEBOUNCE_MS)
  const [quotes, setQuotes] = useState<OnRampQuote[]>([])
  const [checkout, setCheckout] = useState<CheckoutInProgress>()
  const [busy, setBusy] = useState(false)
  const [buyError, setBuyError] = useState<string>()
  const asking = useMemo(
    () => providersOffering(configured.providers, providerOptions.byProvider, currency),
    [configured.providers, providerOptions.byProvider, currency],
  )
  const decimals = useMemo(
    () => (currency ? decimalsOf(currency, fundWalletAssets(options.networks, options.tokens)) : 18),
    [currency, options],
  )
  const latest = useRef(0)

  // Spec section 4: a valid amount (after the pause) asks every provider that sells the token.
  const debouncedCheck = fiat ? checkAmount(debounced.replace(/\.$/, ''), fiat.id, chosenMethod, methods) : undefined
  const askKey =
    debouncedCheck?.ok && currency && fiat && providerOptions.settled
      ? [currency.id, fiat.id, chosenMethod, debouncedCheck.amount, asking.map((p) => p.id).join()].join('|')
      : ''
  useEffect(() => {
    const id = ++latest.current
    setQuotes([])
    // No valid amount: nothing loads, and no quote stands (a request still under way is overtaken).
    if (!askKey || !currency || !fiat || !network)
      return setOnramp(store, { quotesLoading: false, purchaseAmount: undefined })
    void requestQuotes(
      store,
      asking,
      {
        purchaseCurrency: currency.symbol,
        paymentCurrency: fiat.id,
        amount: debounced.replace(/\.$/, ''),
        network: network.chain_id,
        paymentMethod: chosenMethod,
      },
      () => id === latest.current,
    ).then((result) => id === latest.current && setQuotes(result.quotes))
  }, [askKey])

  if (availability !== 'ok') return <OnrampUnavailable reason={availability} />
  if (!currency || !network || !fiat || !account.address)
    return <p className="wm-center wm-muted">{messages.onrampNoTokens}</p>

  function finish() {
    if (!popTo(store, 'Account')) replaceView(store, 'Account')
  }

  async function buy(quote: OnRampQuote) {
    const provider = configured.providers.find((p) => p.id === quote.provider)
    if (!provider || !check?.ok || !currency || !network || !fiat || !account.address) return
    const popup = openCheckoutPopup(messages.onrampPopupLoading)
    setBusy(true)
    setBuyError(undefined)
    setOnramp(store, { selectedProvider: provider.id })
    try {
      const session = await provider.createCheckout({
        walletAddress: account.address,
        network: network.chain_id,
        amount: amount.replace(/\.$/, ''),
        paymentCurrency: fiat.id,
        purchaseCurrency: currency.symbol,
        externalCustomerId: randomId(),
      })
      if (popup) showCheckout(popup, session.url)
      setCheckout({
        seller: provider.name,
        url: session.url,
        blocked: !popup,
        symbol: currency.symbol,
        network: network.display_name,
        getStatus: () => provider.getStatus(session.sessionId),
      })
    } catch (cause) {
      closePopup(popup)
      setBuyError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  if (checkout) return <CheckoutProgress checkout={checkout} onBack={() => setCheckout(undefined)} onDone={finish} />
  const invalid = amount !== '' && check && !check.ok
  return (
    <div className="wm-form">
      {configured.problem && <p className="wm-field-error">{messages.onrampProviderProblem(configured.problem)}</p>}
      <div className="wm-field">
        <span className="wm-label" id={`${ids}-buying`}>
          {messages.onrampBuying}
        </span>
        <button
          type="button"
          className="wm-item"
          aria-describedby={`${ids}-buying`}
          aria-label={messages.onrampChangeToken(currency.symbol, network.display_name)}
          onClick={() => pushView(store, 'OnRampTokenSelect')}
        >
          <span className="wm-item-name">
            {currency.symbol}
            <span className="wm-onramp-sub">{messages.onrampTokenNetwork(currency.name, network.display_name)}</span>
          </span>
        </button>
      </div>
      <AmountField
        id={`${ids}-amount`}
        label={messages.onrampAmount}
        value={amount}
        decimals={2}
        onChange={(paymentAmount) => setOnramp(store, { paymentAmount })}
        placeholder="0.00"
        autoFocus
        invalid={invalid}
        describedBy={`${ids}-amount-help`}
        beside={
          <button
            type="button"
            className="wm-button"
            aria-label={messages.onrampChangeCurrency(fiat.id)}
            onClick={() => pushView(store, 'OnRampFiatSelect')}
          >
            {fiat.id}
          </button>
        }
      >
        <p
          id={`${ids}-amount-help`}
          className={invalid ? 'wm-field-error' : 'wm-muted wm-small'}
          data-testid="onramp-amount-help"
        >
          {invalid && !check.ok
            ? describeRefusal(check, fiat.id, messages, (n) => formatFiatIn(activeLocale(), n, false))
            : methods
                .filter((m) => m.id === chosenMethod)
                .map((m) =>
                  messages.paymentMethodLimit(
                    m.id,
                    formatFiatIn(activeLocale(), m.min),
                    formatFiatIn(activeLocale(), m.max),
                    fiat.id,
                  ),
                )
                .join('')}
        </p>
      </AmountField>
      {methods.length > 1 && (
        <div className="wm-field">
          <label className="wm-label" htmlFor={`${ids}-method`}>
            {messages.onrampPaymentMethod}
          </label>
          <select
            id={`${ids}-method`}
            className="wm-select"
            value={chosenMethod}
            onChange={(e) => setMethod(e.target.value)}
          >
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {messages.paymentMethod(m.id)}
              </option>
            ))}
          </select>
        </div>
      )}
      {check?.ok && (
        <QuoteList
          quotes={askKey ? quotes : []}
          providers={configured.providers}
          symbol={currency.symbol}
          currency={fiat.id}
          loading={!askKey || state.quotesLoading}
          error={askKey ? state.error : undefined}
          busy={busy}
          onBuy={(q) => void buy(q)}
        />
      )}
      {buyError && (
        <p className="wm-error" role="alert">
          {buyError}
        </p>
      )}
      {options.onramp?.exchanges && (
        <ExchangeSection
          settings={options.onramp.exchanges}
          currency={currency}
          decimals={decimals}
          address={account.address}
          onStart={setCheckout}
        />
      )}
    </div>
  )
}

/** A random id for the checkout's externalCustomerId (also its session id with URL providers): 16 bytes, hex. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
