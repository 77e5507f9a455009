/** The account feature's public face: the Account view (spec section 2), its own chunk with react-query. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const accountViews: ViewRegistry = {
  Account: { title: messages.accountTitle, component: lazy(() => import('./AccountView.js')), home: true },
}
