/**
 * The on-ramp feature's public face (spec section 2: OnRampTokenSelect, OnRampFiatSelect,
 * OnRampProviders): three views in one chunk (OnRampView.tsx), so the entry carries only
 * these registrations. They exist when the host set `onramp` and the `onramp` feature flag is on (Account's Buy
 * button, `open({ view })`).
 */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ResolvedOptions } from '../../core/options.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

const enabled = (options: ResolvedOptions) => options.onramp !== undefined
const component = lazy(() => import('./OnRampView.js'))

/** The on-ramp views by their spec names (spec section 2), enabled by the `onramp` option. */
export const onrampViews: ViewRegistry = {
  OnRampTokenSelect: {
    get title() {
      return messages.onrampTokenTitle
    },
    component,
    enabled,
    feature: 'onramp',
  },
  OnRampFiatSelect: {
    get title() {
      return messages.onrampFiatTitle
    },
    component,
    enabled,
    feature: 'onramp',
  },
  OnRampProviders: {
    get title() {
      return messages.onrampProvidersTitle
    },
    component,
    enabled,
    feature: 'onramp',
  },
}
