import type { ModalContext } from '../core/context.js'
import { socialLabel } from '../core/embedded/socials.js'
import { WalletModalError } from '../core/errors.js'
import { socialMessages as messages } from '../features/embedded/social/messages.js'
import { closeModal, pushView, topView } from '../core/navigation.js'
import { setSocialFlow } from '../core/storeUpdates.js'
import type { EmbeddedAccount } from '../core/embedded/protocol.js'
import type { SignerClient } from '../core/embedded/signerTypes.js'
import { SOCIAL_CALLBACK_MESSAGE } from '../core/embedded/socialCallbackMessage.js'
import { connectEmbeddedAccount } from './connectEmbeddedAccount.js'
import { resetEmbeddedWallet } from './resetEmbeddedWallet.js'

/** Farcaster's name (spec section 1): it signs in through its relay and a QR code, not a popup. */
export const FARCASTER = 'farcaster'

export type ConnectSocialParameters = {
  /** The provider's name as the auth server knows it ('google', 'github', 'farcaster'). */
  provider: string
  /**
   * The popup the click opened (`window.open` must run in the click itself, or the browser blocks
   * it); this action sends it to the provider. Not for Farcaster. Null or closed: 'Popup closed'.
   */
  popup?: Window | null
}
export type ConnectSocialErrorType = WalletModalError
/** Never rejects: a failure stays on the connecting view (`embedded.social.error`) with Retry and Cancel. */
export type ConnectSocialReturnType =
  | { connected: true; account: EmbeddedAccount }
  | { connected: false; error: ConnectSocialErrorType }

/** How long a social login may take, the user's time at the provider included, in ms (the auth server's requests live 10 minutes). */
const SOCIAL_LOGIN_TIMEOUT_MS = 11 * 60_000
/** How often the popup is looked at, in ms. */
const POPUP_CHECK_MS = 400

let attempts = 0

/**
 * Social login (spec section 2: ConnectingFarcaster and the provider's connecting view):
 * shows the provider's connecting view, has the signer frame start a login request at the auth
 * server, sends the popup to the provider (Farcaster: shows the relay's deep link as a QR code),
 * and waits while the signer polls the request; once the provider's callback completed it, the
 * same embedded wallet as the email login connects on eip155 and solana (spec section 3:
 * `socialProvider`, `user`) and the modal closes. A closed popup ends it with 'Popup closed'
 * (spec section 8); a signer that is not ready in time takes the spec's failure path.
 */
export async function connectSocial(
  context: ModalContext,
  { provider, popup }: ConnectSocialParameters,
): Promise<ConnectSocialReturnType> {
  const { store } = context
  const id = ++attempts
  const farcaster = provider === FARCASTER
  const view = farcaster ? 'ConnectingFarcaster' : 'ConnectingSocial'
  const live = () => store.getState().embedded.social?.id === id
  setSocialFlow(store, { id, provider, step: 'starting' })
  if (topView(store.getState().router) !== view)
    pushView(store, view, { provider, title: socialLabel(provider, store.getState().options.embeddedWallet) })
  let watch: ReturnType<typeof setInterval> | undefined
  let onMessage: ((event: MessageEvent) => void) | undefined
  let signer: SignerClient | undefined
  try {
    signer = await context.embedded.load()
    const { url } = await signer.request('startSocialLogin', { provider })
    if (!live()) throw new WalletModalError(messages.modalClosed, { code: 'SOCIAL_CANCELLED' })
    if (!farcaster) {
      if (!popup || popup.closed) throw new WalletModalError(messages.popupClosed, { code: 'SOCIAL_CANCELLED' })
      const client = signer
      // The callback page posts its completion code to this window (its opener), targeted at this
      // page's origin; the signer needs it to take the login, and checks the origin we pass on.
      onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; requestId?: unknown; code?: unknown } | null
        if (
          event.source !== popup ||
          data?.type !== SOCIAL_CALLBACK_MESSAGE ||
          typeof data.requestId !== 'string' ||
          typeof data.code !== 'string'
        )
          return
        clearInterval(watch)
        popup.close()
        void client
          .request('completeSocialLogin', { origin: event.origin, requestId: data.requestId, code: data.code })
          .catch(() => undefined)
      }
      globalThis.window?.addEventListener('message', onMessage)
      popup.location.href = url
      // The popup's own window is the one signal of a closed popup (never window.opener: a provider's COOP may sever it).
      watch = setInterval(() => {
        if (!popup.closed) return
        clearInterval(watch)
        void client.request('cancelSocialLogin', { popupClosed: true }).catch(() => undefined)
      }, POPUP_CHECK_MS)
    }
    setSocialFlow(store, { id, provider, step: 'waiting', ...(farcaster ? { url } : {}) })
    const { account } = await signer.request('finishSocialLogin', undefined, SOCIAL_LOGIN_TIMEOUT_MS)
    clearInterval(watch)
    if (onMessage) globalThis.window?.removeEventListener('message', onMessage)
    popup?.close()
    await connectEmbeddedAccount(context)
    if (live()) setSocialFlow(store, undefined)
    const top = topView(store.getState().router)
    if (top === view || top === 'Connect') closeModal(store)
    return { connected: true, account }
  } catch (error) {
    clearInterval(watch)
    if (onMessage) globalThis.window?.removeEventListener('message', onMessage)
    popup?.close()
    const { toWalletModalError } = await import('../core/errorMessage.js')
    const failure = toWalletModalError(error)
    if (failure.code === 'SIGNER_UNAVAILABLE') await resetEmbeddedWallet(context)
    else if (live()) setSocialFlow(store, { id, provider, step: 'failed', error: failure.message })
    else void signer?.request('cancelSocialLogin', { popupClosed: false }).catch(() => undefined)
    return { connected: false, error: failure }
  }
}
