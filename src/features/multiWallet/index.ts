/**
 * The multi-wallet feature's public face (spec sections 2 and 6): ProfileWallets, the
 * list of every wallet connected at once, its own chunk, registered under the `multiWallet`
 * feature flag (off by default: the view does not exist and Account shows no entry to it). The
 * entry carries only this registration.
 */
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'

export const multiWalletViews: ViewRegistry = {
  ProfileWallets: {
    get title() {
      return messages.profileWalletsTitle
    },
    component: lazy(() => import('./ProfileWalletsView.js')),
    feature: 'multiWallet',
  },
}

/**
 * Account's entry to ProfileWallets (render inside Suspense): nothing while `multiWallet` is off.
 * Lazy, so its code and texts stay out of the entry that holds this registration.
 */
export const WalletsEntry = lazy(() => import('./WalletsEntry.js'))
