/**
 * The Onramp slice of the instance store (spec section 3): created when an on-ramp view first
 * opens, refreshed from the options each time one opens, and written by the on-ramp's steps.
 */
import type { OnrampState, PaymentCurrency } from '../../core/onramp/onrampState.js'
import type { ModalStore } from '../../core/store.js'
import { parseProviderList } from './logic/answers.js'
import { DEFAULT_USD_PAYMENT_METHOD_LIMITS } from './logic/limits.js'
import { fundWalletAssets, purchaseCurrenciesOf } from './fundWalletAssets.js'

/** The payment currency before any provider answered: USD with spec section 9's default limits. */
export const DEFAULT_PAYMENT_CURRENCY: PaymentCurrency = {
  id: 'USD',
  payment_method_limits: DEFAULT_USD_PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })),
}

/** An empty Onramp state. */
export const initialOnrampState: OnrampState = {
  providers: [],
  selectedProvider: undefined,
  error: undefined,
  purchaseCurrency: undefined,
  paymentCurrency: undefined,
  purchaseCurrencies: [],
  paymentCurrencies: [],
  quotesLoading: false,
  paymentAmount: undefined,
  purchaseAmount: undefined,
}

/** The slice (an empty one before {@link syncOnrampState}). */
export function onrampOf(state: { onramp?: OnrampState }): OnrampState {
  return state.onramp ?? initialOnrampState
}

/** Merges `patch` into the slice (one store update). */
export function setOnramp(store: ModalStore, patch: Partial<OnrampState>): void {
  store.setState((s) => ({ onramp: { ...onrampOf(s), ...patch } }))
}

/**
 * Creates or refreshes the slice from the options: `providers` from `onramp.providers` (spec section
 * 5: a list of strings, otherwise empty), `purchaseCurrencies` from the fund-wallet tokens on the
 * configured networks (of `namespace` when given: the account's address only receives there). A
 * chosen purchase or payment currency that is still on offer is kept; otherwise the first one is chosen.
 */
export function syncOnrampState(
  store: ModalStore,
  namespace: string | undefined,
  activeNetwork: string | undefined,
): void {
  const { options } = store.getState()
  const networks = options.networks.filter(
    (n) => namespace === undefined || n.caipNetworkId.startsWith(`${namespace}:`),
  )
  // The active network's assets first: they land where the Tokens tab looks.
  networks.sort((a, b) => Number(b.caipNetworkId === activeNetwork) - Number(a.caipNetworkId === activeNetwork))
  const purchaseCurrencies = purchaseCurrenciesOf(fundWalletAssets(networks, options.tokens), networks)
  const current = onrampOf(store.getState())
  const paymentCurrencies =
    current.paymentCurrencies.length > 0 ? current.paymentCurrencies : [DEFAULT_PAYMENT_CURRENCY]
  setOnramp(store, {
    providers: parseProviderList((options.onramp as { providers?: unknown } | undefined)?.providers),
    purchaseCurrencies,
    purchaseCurrency: purchaseCurrencies.find((c) => c.id === current.purchaseCurrency?.id) ?? purchaseCurrencies[0],
    paymentCurrencies,
    paymentCurrency: paymentCurrencies.find((c) => c.id === current.paymentCurrency?.id) ?? paymentCurrencies[0],
  })
}
