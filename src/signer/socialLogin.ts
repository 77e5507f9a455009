import type { EmbeddedAccount } from '../core/embedded/protocol.js'
import { AuthApiError, type AuthApi, type ServerAccount } from './authApi.js'

/** Spec section 8's texts for a social login that stopped before it completed. */
export const POPUP_CLOSED = 'Popup closed'
export const MODAL_CLOSED = 'Modal closed'

/** A social login stopped by the host: the user closed the provider's popup, or left the modal. */
export class SocialLoginCancelled extends Error {
  override name = 'SocialLoginCancelled'
  readonly code = 'SOCIAL_CANCELLED'
}

/** How often the signer asks the auth server whether the login completed, in ms. */
export const SOCIAL_POLL_INTERVAL_MS = 1000

/** What a social login needs from the signer around it. */
export interface SocialLoginDeps {
  api: AuthApi
  /** The embedding site (the handshake's verified origin). */
  site: string
  deviceId(): Promise<string>
  /** Keeps the session and creates or unlocks the wallet. */
  signIn(token: string, account: ServerAccount): Promise<EmbeddedAccount>
}

interface Pending {
  requestId: string
  secret: string
  expiresAt: number
  stop?: 'popup' | 'modal'
  wake(): void
}

/**
 * The signer's side of a social login (issue 18): it asks the auth server for a one-time login
 * request, keeps the request's secret to itself, and polls until the provider's callback (or the
 * Farcaster relay) completed it; the session token comes back only to this frame. The popup is the
 * host's (a cross-site frame has no user activation to open one, and cannot reach the host's
 * window by name): the host sends it to the URL this returns and says when it closed. Nothing
 * relies on `window.opener`.
 */
export function createSocialLogin(deps: SocialLoginDeps) {
  let pending: Pending | undefined

  const sleep = (ms: number, current: Pending) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    current.wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })

  return {
    /** A new login request for `provider` (replacing any unfinished one); resolves where the user goes. */
    async start(provider: string): Promise<{ url: string }> {
      this.cancel(false)
      const started = await deps.api.startSocial(provider, deps.site)
      pending = { requestId: started.requestId, secret: started.secret, expiresAt: Date.now() + started.expiresInSeconds * 1000, wake: () => undefined }
      return { url: started.url }
    },

    /**
     * Polls the started request every second until it completes, then signs in.
     * @throws SocialLoginCancelled 'Popup closed' (the host saw the popup close and a last poll found it pending) or 'Modal closed'
     * @throws AuthApiError with the auth server's reason when the login failed or expired
     */
    async finish(): Promise<EmbeddedAccount> {
      const current = pending
      if (!current) throw new AuthApiError('Start the sign-in first', 400)
      const deviceId = await deps.deviceId()
      while (current.stop !== 'modal') {
        if (Date.now() > current.expiresAt) throw new AuthApiError('This sign-in expired. Start again.', 410)
        const answer = await deps.api.pollSocial(current.requestId, current.secret, deviceId)
        if (answer.status === 'complete') {
          if (pending === current) pending = undefined
          return deps.signIn(answer.token, answer.account)
        }
        if (current.stop === 'popup') break
        await sleep(SOCIAL_POLL_INTERVAL_MS, current)
      }
      if (pending === current) pending = undefined
      throw new SocialLoginCancelled(current.stop === 'popup' ? POPUP_CLOSED : MODAL_CLOSED)
    },

    /** Stops the poll: after one last look when the popup closed, at once otherwise. */
    cancel(popupClosed: boolean): void {
      if (!pending) return
      pending.stop = popupClosed ? 'popup' : 'modal'
      pending.wake()
    },
  }
}

/** The social login of one signer session. */
export type SocialLogin = ReturnType<typeof createSocialLogin>
