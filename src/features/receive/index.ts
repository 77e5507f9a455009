/** The receive feature's public face: WalletReceive (issue 19, Receive), its own chunk. */
import { lazy } from 'react'
import { firstPaintMessages } from '../../core/firstPaintMessages.js'
import { localized } from '../../core/i18n/locale.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** Read at render: the active locale's text, else English (core/i18n/locale.ts). */
const messages = localized(firstPaintMessages)

/** WalletReceive, openable by name (`open({ view: 'WalletReceive' })`); without a connected account it says to connect one. */
export const receiveViews: ViewRegistry = {
  WalletReceive: { get title() { return messages.receiveTitle }, component: lazy(() => import('./WalletReceiveView.js')) },
}
