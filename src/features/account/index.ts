/** The account feature's public face: the Account view (spec section 2), its own chunk with react-query. */
import { lazy } from 'react'
import { titledView, type ViewRegistry } from '../../ui/viewRegistry.js'

export const accountViews: ViewRegistry = {
  Account: titledView('accountTitle', { component: lazy(() => import('./AccountView.js')), home: true }),
}
