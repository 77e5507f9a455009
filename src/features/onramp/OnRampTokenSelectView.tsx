import { messages } from './texts.js'
import { ChoiceItem } from './ChoiceItem.js'
import { popTo, pushView } from '../../core/navigation.js'
import { Logo } from '../../ui/icons/Logo.js'
import { useModalContext } from '../../ui/context.js'
import { useStylesheet } from '../../ui/useStylesheet.js'
import type { PurchaseCurrency } from './logic/types.js'
import { setOnramp } from './onrampStore.js'
import { onrampStyles } from './onrampStyles.js'
import { useOnrampAvailability, useOnrampState } from './useOnramp.js'
import { OnrampUnavailable } from './OnrampUnavailable.js'

/**
 * OnRampTokenSelect (spec section 2): the built-in fund-wallet tokens (spec section 3) on
 * the configured networks of the account's namespace, the active network's first. Choosing one sets
 * the Onramp state's `purchaseCurrency` and goes on to OnRampProviders (or back to it, when it
 * came from there). Part of the on-ramp chunk (OnRampView.tsx).
 */
export function OnRampTokenSelectView() {
  useStylesheet(onrampStyles)
  const { store } = useModalContext()
  const availability = useOnrampAvailability()
  const state = useOnrampState()
  if (availability !== 'ok') return <OnrampUnavailable reason={availability} />
  if (state.purchaseCurrencies.length === 0) return <p className="wm-center wm-muted">{messages.onrampNoTokens}</p>

  function choose(currency: PurchaseCurrency) {
    setOnramp(store, { purchaseCurrency: currency, purchaseAmount: undefined })
    if (!popTo(store, 'OnRampProviders')) pushView(store, 'OnRampProviders')
  }

  return (
    <ul className="wm-list" aria-label={messages.onrampTokensLabel}>
      {state.purchaseCurrencies.map((c) => {
        const network = c.networks[0]?.display_name ?? ''
        return (
          <ChoiceItem key={c.id} id={c.id} current={c.id === state.purchaseCurrency?.id} onChoose={() => choose(c)}>
            <Logo kind="token" name={c.symbol} keys={[c.symbol]} size="md" />
            <span className="wm-item-name">
              {c.symbol}
              <span className="wm-onramp-sub">{messages.onrampTokenNetwork(c.name, network)}</span>
            </span>
          </ChoiceItem>
        )
      })}
    </ul>
  )
}
