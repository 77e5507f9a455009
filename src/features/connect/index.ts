/** The connect feature's public face: the Connect and ConnectingExternal views (spec section 2). */
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { localized } from '../../core/i18n/locale.js'
import { lazy } from 'react'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import { ConnectView } from './ConnectView.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(firstPaintMessages)

/**
 * Connect is eager: it is the first view a visitor sees, so it paints without a chunk load.
 * ConnectingExternal (and the connect action) load when a wallet is chosen.
 */
export const connectViews: ViewRegistry = {
  Connect: { get title() { return messages.connectTitle }, component: ConnectView, home: true },
  ConnectingExternal: { get title() { return messages.connectTitle }, component: lazy(() => import('./ConnectingExternalView.js')), internal: true },
}
