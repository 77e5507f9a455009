import { accountViews } from '../features/account/index.js'
import { connectViews } from '../features/connect/index.js'
import { embeddedViews } from '../features/embedded/index.js'
import { multiWalletViews } from '../features/multiWallet/index.js'
import { namesViews } from '../features/names/index.js'
import { networksViews } from '../features/networks/index.js'
import { onrampViews } from '../features/onramp/index.js'
import { receiveViews } from '../features/receive/index.js'
import { sendViews } from '../features/send/index.js'
import { siwxViews } from '../features/siwx/index.js'
import { swapsViews } from '../features/swaps/index.js'
import { walletConnectViews } from '../features/walletconnect/index.js'
import { walletsViews } from '../features/wallets/index.js'
import type { ResolvedOptions } from '../core/options.js'
import type { ViewName } from '../core/navigation.js'
import type { ViewDefinition, ViewRegistry } from '../ui/viewRegistry.js'

/** Every view the router can show, by spec name (spec section 2), as each feature registers it. */
export const views: ViewRegistry = {
  ...connectViews,
  ...networksViews,
  ...siwxViews,
  ...walletsViews,
  ...walletConnectViews,
  ...onrampViews,
  ...swapsViews,
  ...receiveViews,
  ...sendViews,
  ...accountViews,
  ...embeddedViews,
  ...namesViews,
  ...multiWalletViews,
}

/**
 * The views a host may name in `open({ view })` with these options, in registry order: every view
 * not internal to a flow whose feature is configured (SIWXSignMessage with `siwx`, AllWallets and
 * ConnectingWalletConnect with `walletConnect`, RegisterAccountName with `names`, Swap with `swaps`,
 * the on-ramp views with `onramp`) and whose feature flag, if it has one, is on (Swap with
 * `features.swaps`, the on-ramp views with `features.onramp`; core/features.ts).
 */
export function openableViews(options: ResolvedOptions): ViewName[] {
  return Object.entries(views)
    .filter(
      ([, definition]) =>
        definition && !definition.internal && (definition.enabled?.(options) ?? true) && isFlagOn(definition, options),
    )
    .map(([name]) => name as ViewName)
}

/** False when the view belongs to a feature flag that is off. */
export const isFlagOn = (definition: ViewDefinition, options: ResolvedOptions) =>
  !definition.feature || options.features[definition.feature]
