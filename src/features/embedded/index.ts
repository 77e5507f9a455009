/**
 * The embedded wallet feature's public face (email login; DESIGN.md, "The embedded wallet"): the
 * Connect view's email field (lazy, its own chunk), the lazy views EmailLogin, UpdateEmailWallet,
 * ApproveTransaction and DataCapture (spec section 2), the Account row of an email login, and the
 * feature's reactions.
 */
import { lazy, type ComponentType } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import type { ModalContext } from '../../core/context.js'
import { activeAccount } from '../../core/store.js'

/** The Connect view's email field (its own chunk with its sheet, loaded when the host enables email login). */
export const EmailConnectField = lazy(() => import('./EmailConnectField.js').then((m) => ({ default: m.EmailConnectField })))
/** The Account view's row of an email login (its own chunk, loaded with Account). */
export const EmbeddedAccountRow = lazy(() => import('./EmbeddedAccountRow.js'))

/**
 * Starts the feature's reactions (see watchEmbeddedWallet.ts) from a chunk loaded only when they
 * have something to do: once a signer client is up (the visitor chose email, or a session is being
 * restored), or, when the host enables email capture, once a connection starts while the modal is
 * open (DataCapture follows it). The Connect view, with or without email login, never fetches it.
 * Returns the unsubscribe function.
 */
export function watchEmbeddedWalletLazily(context: ModalContext): () => void {
  const { store, embedded } = context
  let stop: (() => void) | undefined
  let stopped = false
  const start = () => {
    const state = store.getState()
    const config = state.options.embeddedWallet
    const connecting = config?.emailCapture && state.router.open && Object.values(state.accounts).some((a) => a?.status === 'connecting')
    if (stop || !config || !(connecting || embedded.current())) return
    stop = () => undefined
    // The active account as the trigger saw it: a connection that ends while the chunk loads still counts.
    const since = activeAccount(state)
    void import('./watchEmbeddedWallet.js').then(({ watchEmbeddedWallet }) => {
      if (!stopped) stop = watchEmbeddedWallet(context, since)
    })
  }
  const offState = store.subscribe(start)
  const offClient = embedded.onClient(start)
  start()
  return () => {
    stopped = true
    offState()
    offClient()
    stop?.()
  }
}

/**
 * Every embedded view lives inside a flow (the code step after the email, the signer's request, the
 * capture after connecting, Account's update row), so none is one a host may name in `open({ view })`.
 */
export const embeddedViews: ViewRegistry = {
  EmailLogin: { title: messages.emailLabel, component: lazy(() => import('./EmailLoginView.js')) as ComponentType<never>, internal: true },
  UpdateEmailWallet: { title: messages.updateEmailTitle, component: lazy(() => import('./UpdateEmailWalletView.js')) as ComponentType<never>, internal: true },
  ApproveTransaction: { title: messages.approveTitle, component: lazy(() => import('./ApproveTransactionView.js')) as ComponentType<never>, home: true, internal: true },
  DataCapture: { title: messages.dataCaptureTitle, component: lazy(() => import('./DataCaptureView.js')) as ComponentType<never>, home: true, internal: true },
}
