/** The account feature's public face: the Account view (spec section 2), its own chunk with react-query. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export const accountViews: ViewRegistry = {
  Account: {
    get title() {
      return messages.accountTitle
    },
    component: lazy(() => import('./AccountView.js')),
    home: true,
  },
}
