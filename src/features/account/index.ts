/** The account feature's public face: the Account view (spec section 2), its own chunk with react-query. */
import { lazy } from 'react'
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { localized } from '../../core/i18n/locale.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(firstPaintMessages)

export const accountViews: ViewRegistry = {
  Account: { get title() { return messages.accountTitle }, component: lazy(() => import('./AccountView.js')), home: true },
}
