/** The connect feature's public face: the Connect and ConnectingExternal views (spec section 2). */
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import { ConnectView } from './ConnectView.js'

/**
 * Connect is eager: it is the first view a visitor sees, so it paints without a chunk load.
 * ConnectingExternal (and the connect action) load when a wallet is chosen.
 */
export const connectViews: ViewRegistry = {
  Connect: { title: messages.connectTitle, component: ConnectView, home: true },
  ConnectingExternal: { title: messages.connectTitle, component: lazy(() => import('./ConnectingExternalView.js')), internal: true },
}
