/** The connect feature's public face: the Connect and ConnectingExternal views (spec section 2). */
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import { ConnectView } from './ConnectView.js'

/**
 * Connect is eager: it is the first view a visitor sees, so it paints without a chunk load.
 * ConnectingExternal (and the connect action) load when a wallet is chosen.
 */
export const connectViews: ViewRegistry = {
  Connect: {
    get title() {
      return messages.connectTitle
    },
    component: ConnectView,
    home: true,
  },
  ConnectingExternal: {
    get title() {
      return messages.connectTitle
    },
    component: lazy(() => import('./ConnectingExternalView.js')),
    internal: true,
  },
}
