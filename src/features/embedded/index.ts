/**
 * The embedded wallet feature's public face (email login; DESIGN.md, "The embedded wallet"): the
 * Connect view's email field (lazy, its own chunk), the lazy views EmailLogin, UpdateEmailWallet,
 * ApproveTransaction and DataCapture (spec section 2), the Account row of an email login, and the
 * feature's reactions.
 */
import { lazy, type ComponentType } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

/** The Connect view's email field (its own chunk with its sheet, loaded when the host enables email login). */
export const EmailConnectField = lazy(() => import('./EmailConnectField.js').then((m) => ({ default: m.EmailConnectField })))
/** The Account view's row of an email login (its own chunk, loaded with Account). */
export const EmbeddedAccountRow = lazy(() => import('./EmbeddedAccountRow.js'))
export { watchEmbeddedWallet } from './watchEmbeddedWallet.js'

export const embeddedViews: ViewRegistry = {
  EmailLogin: { title: messages.emailLabel, component: lazy(() => import('./EmailLoginView.js')) as ComponentType<never> },
  UpdateEmailWallet: { title: messages.updateEmailTitle, component: lazy(() => import('./UpdateEmailWalletView.js')) as ComponentType<never> },
  ApproveTransaction: { title: messages.approveTitle, component: lazy(() => import('./ApproveTransactionView.js')) as ComponentType<never>, home: true },
  DataCapture: { title: messages.dataCaptureTitle, component: lazy(() => import('./DataCaptureView.js')) as ComponentType<never>, home: true },
}
