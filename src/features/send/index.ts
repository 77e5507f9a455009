/** The send feature's public face: WalletSend (spec section 2), its own chunk. */
import { lazy } from 'react'
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { localized } from '../../core/i18n/locale.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(firstPaintMessages)

export const sendViews: ViewRegistry = {
  WalletSend: { get title() { return messages.sendTitle }, component: lazy(() => import('./WalletSendView.js')) },
}
