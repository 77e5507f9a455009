import { activeLocale } from '../../core/i18n/locale.js'
import { formatFiatIn } from '../../core/i18n/numbers.js'
import { messages } from './texts.js'
import { ChoiceItem } from './ChoiceItem.js'
import { popTo, replaceView } from '../../core/navigation.js'
import { useModalContext } from '../../ui/context.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import type { PaymentCurrency } from './logic/types.js'
import { setOnramp } from './onrampStore.js'
import { onrampStyles } from './onrampStyles.js'
import { OnrampUnavailable } from './OnrampUnavailable.js'
import { useConfiguredProviders, useOnrampAvailability, useOnrampState, useProviderOptions } from './useOnramp.js'

/**
 * OnRampFiatSelect (spec section 2): the fiat currencies the providers take, each with
 * its payment methods' limits (spec section 9: card 10.00–7,500.00 USD, ACH 10.00–25,000.00 USD by
 * default). Choosing one sets the Onramp state's `paymentCurrency` and returns to OnRampProviders.
 * Part of the on-ramp chunk (OnRampView.tsx).
 */
export function OnRampFiatSelectView() {
  useStylesheet(onrampStyles)
  const { store } = useModalContext()
  const availability = useOnrampAvailability()
  const state = useOnrampState()
  const { providers } = useConfiguredProviders(state.providers)
  useProviderOptions(providers)
  if (availability !== 'ok') return <OnrampUnavailable reason={availability} />

  function choose(currency: PaymentCurrency) {
    setOnramp(store, { paymentCurrency: currency, purchaseAmount: undefined })
    if (!popTo(store, 'OnRampProviders')) replaceView(store, 'OnRampProviders')
  }

  return (
    <ul className="wm-list" aria-label={messages.onrampCurrenciesLabel}>
      {state.paymentCurrencies.map((c) => (
        <ChoiceItem key={c.id} id={c.id} current={c.id === state.paymentCurrency?.id} onChoose={() => choose(c)}>
          <span className="wm-item-name">
            {c.id}
            {c.payment_method_limits.map((l) => (
              <span key={l.id} className="wm-onramp-sub">
                {messages.paymentMethodLimit(
                  l.id,
                  formatFiatIn(activeLocale(), l.min),
                  formatFiatIn(activeLocale(), l.max),
                  c.id,
                )}
              </span>
            ))}
          </span>
        </ChoiceItem>
      ))}
    </ul>
  )
}
