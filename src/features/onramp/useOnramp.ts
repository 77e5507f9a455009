/** What every on-ramp view reads: the Onramp state kept in step with the options, the providers and their options. */
import { useQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo } from 'react'
import { isRestrictedTimeZone } from '../../core/onramp/restrictedTimeZones.js'
import type { OnrampState, PaymentCurrency } from '../../core/onramp/onrampState.js'
import { activeAccount, activeCaipNetworkId } from '../../core/store.js'
import { useModalContext, useModalState } from '../../ui/context.js'
import type { OnRampOptions, OnRampProvider, PurchaseCurrency } from './logic/types.js'
import { DEFAULT_PAYMENT_CURRENCY, onrampOf, setOnramp, syncOnrampState } from './onrampStore.js'
import { providersFromOptions } from './providersFromOptions.js'

/** How long a provider's options (currencies, limits) are reused, in ms. */
const OPTIONS_STALE_MS = 5 * 60_000

/** The Onramp state, created or refreshed from the options for the account's namespace when the view opens. */
export function useOnrampState(): OnrampState {
  const { store } = useModalContext()
  const namespace = useModalState((s) => s.activeNamespace)
  const network = useModalState(activeCaipNetworkId)
  const options = useModalState((s) => s.options)
  // Before the first paint: the view never shows an empty state that is about to fill.
  useLayoutEffect(() => syncOnrampState(store, namespace, network), [store, namespace, network, options])
  return useModalState((s) => onrampOf(s))
}

/** Whether the on-ramp can be used here: 'restricted' (spec section 9's time zones), 'disconnected', or 'ok'. */
export function useOnrampAvailability(): 'restricted' | 'disconnected' | 'ok' {
  const connected = useModalState((s) => activeAccount(s).status === 'connected')
  if (isRestrictedTimeZone()) return 'restricted'
  return connected ? 'ok' : 'disconnected'
}

/** The adapters of the Onramp state's providers, and the first configuration problem found. */
export function useConfiguredProviders(ids: readonly string[]) {
  const settings = useModalState((s) => s.options.onramp)
  const key = ids.join('\n')
  return useMemo(() => providersFromOptions(settings, ids), [settings, key])
}

/**
 * Every provider's options (`getOptions`, asked at once, cached {@link OPTIONS_STALE_MS}); as they
 * arrive, the Onramp state's `paymentCurrencies` become their union (the first provider's entry for
 * each currency), or USD with spec section 9's default limits when none answered. `settled` once
 * every provider answered or failed (a failed one is left out of `byProvider`).
 */
export function useProviderOptions(providers: readonly OnRampProvider[]): {
  byProvider: Map<string, OnRampOptions>
  settled: boolean
} {
  const { store } = useModalContext()
  const country = useModalState((s) => s.options.onramp?.country)
  // One query for all (useQueries would grow react-query's chunk, which every list view shares).
  const query = useQuery({
    queryKey: ['onrampOptions', providers.map((p) => p.id), country ?? ''],
    queryFn: async () => {
      const settled = await Promise.allSettled(providers.map((p) => p.getOptions(country ? { country } : {})))
      return new Map(
        settled.flatMap((r, i) => (r.status === 'fulfilled' ? [[providers[i]!.id, r.value] as const] : [])),
      )
    },
    staleTime: OPTIONS_STALE_MS,
    retry: false,
  })
  const byProvider = query.data ?? EMPTY
  useEffect(() => {
    const merged: PaymentCurrency[] = []
    for (const options of byProvider.values())
      for (const c of options.paymentCurrencies) if (!merged.some((m) => m.id === c.id)) merged.push(c)
    const paymentCurrencies = merged.length > 0 ? merged : [DEFAULT_PAYMENT_CURRENCY]
    const current = onrampOf(store.getState()).paymentCurrency
    setOnramp(store, {
      paymentCurrencies,
      paymentCurrency: paymentCurrencies.find((c) => c.id === current?.id) ?? paymentCurrencies[0],
    })
  }, [store, byProvider])
  return { byProvider, settled: !query.isPending }
}

const EMPTY = new Map<string, OnRampOptions>()

/**
 * The providers to ask for `currency`: those whose options list its symbol on its network, and
 * those whose options are not known (they answer for themselves).
 */
export function providersOffering(
  providers: readonly OnRampProvider[],
  options: Map<string, OnRampOptions>,
  currency: PurchaseCurrency | undefined,
): OnRampProvider[] {
  if (!currency) return []
  const network = currency.networks[0]?.chain_id
  return providers.filter((p) => {
    const known = options.get(p.id)
    return (
      !known ||
      known.purchaseCurrencies.some(
        (c) =>
          c.symbol.toUpperCase() === currency.symbol.toUpperCase() && c.networks.some((n) => n.chain_id === network),
      )
    )
  })
}
