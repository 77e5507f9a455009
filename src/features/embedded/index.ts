/**
 * The embedded wallet feature's public face (email and social login; docs/contributing/architecture.md, "The embedded
 * wallet"): the Connect view's email field and, after it, the social buttons (lazy, their own
 * chunks), the lazy views EmailLogin, UpdateEmailWallet, ApproveTransaction, DataCapture,
 * ConnectingSocial and ConnectingFarcaster (spec section 2; social in social/), the Account
 * row of an email or social login, and the feature's reactions.
 */
import { lazy, type ComponentType } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import { startedPart } from '../../ui/lazyPart.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'
import type { ModalContext } from '../../core/context.js'

/**
 * The Connect view's email field (its own chunk with its sheet, loaded when the host enables the
 * embedded wallet: by the element's warm-up, which rehearses Connect, ui/lazyPart.ts).
 */
export const EmailConnectField = lazy(() => startedPart(import('./EmailConnectField.js')))
/** The social buttons after the email field: their own chunk, with their sheet and the providers' marks (warmed up as the field is). */
export const SocialConnectButtons = lazy(() => startedPart(import('./social/SocialConnectButtons.js')))
/** The Account view's row of an email login (its own chunk, loaded with Account). */
export const EmbeddedAccountRow = lazy(() => import('./EmbeddedAccountRow.js'))

/**
 * Starts the feature's reactions (see watchEmbeddedWallet.ts) from a chunk loaded only when they
 * have something to do: once a signer client is up (the visitor submitted an email, or a session
 * is being restored), or at once when the host enables email capture (DataCapture follows every
 * connection, from the first). With email login alone, the Connect view never fetches it.
 * Returns the unsubscribe function.
 */
export function watchEmbeddedWalletLazily(context: ModalContext): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  const start = () => {
    const config = context.store.getState().options.embeddedWallet
    if (stop || !config || !(config.emailCapture || context.embedded.current())) return
    stop = () => undefined
    void import('./watchEmbeddedWallet.js').then(({ watchEmbeddedWallet }) => {
      if (!stopped) stop = watchEmbeddedWallet(context)
    })
  }
  const offOptions = context.store.subscribe(start)
  const offClient = context.embedded.onClient(start)
  start()
  return () => {
    stopped = true
    offOptions()
    offClient()
    stop?.()
  }
}

/**
 * Every embedded view lives inside a flow (the code step after the email, the signer's request, the
 * capture after connecting, Account's update row), so none is one a host may name in `open({ view })`.
 */
/** A social login's connecting view: a popup provider's, or Farcaster's (its QR code, a chunk of its own), by the router data's `provider`. */
const connectingSocial = lazy(() => import('./social/ConnectingSocialView.js')) as ComponentType<never>

export const embeddedViews: ViewRegistry = {
  EmailLogin: {
    get title() {
      return messages.emailLabel
    },
    component: lazy(() => import('./EmailLoginView.js')) as ComponentType<never>,
    internal: true,
  },
  UpdateEmailWallet: {
    get title() {
      return messages.updateEmailTitle
    },
    component: lazy(() => import('./UpdateEmailWalletView.js')) as ComponentType<never>,
    internal: true,
  },
  ApproveTransaction: {
    get title() {
      return messages.approveTitle
    },
    component: lazy(() => import('./ApproveTransactionView.js')) as ComponentType<never>,
    home: true,
    internal: true,
  },
  DataCapture: {
    get title() {
      return messages.dataCaptureTitle
    },
    component: lazy(() => import('./DataCaptureView.js')) as ComponentType<never>,
    home: true,
    internal: true,
  },
  // Titled by the provider's name, which connectSocial puts in the router data (`title`).
  ConnectingSocial: {
    get title() {
      return messages.connectTitle
    },
    component: connectingSocial,
    internal: true,
  },
  ConnectingFarcaster: {
    get title() {
      return messages.connectTitle
    },
    component: connectingSocial,
    internal: true,
  },
}
