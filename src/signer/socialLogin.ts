import type { EmbeddedAccount } from '../core/embedded/protocol.js'
import { AuthApiError, type AuthApi, type ServerAccount, type SocialIdentity } from './authApi.js'

/** Spec section 8's texts for a social login that stopped before it completed. */
export const POPUP_CLOSED = 'Popup closed'
export const MODAL_CLOSED = 'Modal closed'
/** The user declined, in the frame, to sign in as the identity the provider returned. */
export const SIGN_IN_DECLINED = 'Sign-in cancelled'

/** A social login stopped by the host: the user closed the provider's popup, or left the modal; or declined in the frame. */
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
  /** The auth server's origin: the only origin a popup's completion may come from. */
  authOrigin: string
  deviceId(): Promise<string>
  /** Shows, in the frame, whom the login signs in as; resolves whether the user continues (false once `signal` aborts). */
  confirm(identity: SocialIdentity, signal: AbortSignal): Promise<boolean>
  /** Keeps the session and creates or unlocks the wallet. */
  signIn(token: string, account: ServerAccount): Promise<EmbeddedAccount>
}

interface Pending {
  requestId: string
  secret: string
  expiresAt: number
  /** The completion code the popup's callback page posted to the host (popup providers). */
  code?: string
  stop?: 'popup' | 'modal'
  /** Whether the confirmation screen is up. */
  confirming?: boolean
  /** Aborts the confirmation screen when the host cancels. */
  abort: AbortController
  wake(): void
}

/**
 * The signer's side of a social login: it asks the auth server for a one-time login request,
 * keeps the request's secret to itself, and polls until the login completed. A popup provider's
 * login completes for this frame only with the code the auth server's callback page posted to the
 * popup's opener at this site (the host hands it on with `complete`), so a login finished in
 * another browser or window (someone else's request sent as a link) never reaches it. Before any
 * session opens or any share leaves the server, the frame shows whom it signs in as and waits for
 * Continue; the session token comes back only to this frame. The popup is the host's (a cross-site
 * frame has no user activation to open one): the host sends it to the URL this returns.
 */
export function createSocialLogin(deps: SocialLoginDeps) {
  let pending: Pending | undefined

  const sleep = (ms: number, current: Pending) =>
    new Promise<void>((resolve) => {
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
      pending = {
        requestId: started.requestId,
        secret: started.secret,
        expiresAt: Date.now() + started.expiresInSeconds * 1000,
        abort: new AbortController(),
        wake: () => undefined,
      }
      return { url: started.url }
    },

    /**
     * The popup's completion, as the host received it from the popup (`origin` as the browser
     * reported it). Ignored unless it comes from the auth server's origin for the request in progress.
     */
    complete(origin: string, requestId: string, code: string): void {
      if (!pending || origin !== deps.authOrigin || requestId !== pending.requestId) return
      pending.code = code
      pending.wake()
    },

    /**
     * Polls the started request every second until it completes, asks the user to confirm the
     * identity, then collects the session and signs in.
     * @throws SocialLoginCancelled 'Popup closed' (the host saw the popup close and a last poll found it pending),
     *   'Modal closed', or 'Sign-in cancelled' (the user declined the identity)
     * @throws AuthApiError with the auth server's reason when the login failed or expired
     */
    async finish(): Promise<EmbeddedAccount> {
      const current = pending
      if (!current) throw new AuthApiError('Start the sign-in first', 400)
      const deviceId = await deps.deviceId()
      let identity: SocialIdentity | undefined
      while (current.stop !== 'modal') {
        if (Date.now() > current.expiresAt) throw new AuthApiError('This sign-in expired. Start again.', 410)
        const answer = await deps.api.pollSocial(current.requestId, current.secret, current.code)
        if (answer.status === 'confirm') {
          identity = answer.account
          break
        }
        if (current.stop === 'popup') break
        await sleep(SOCIAL_POLL_INTERVAL_MS, current)
      }
      if (identity && current.stop !== 'modal') {
        current.confirming = true
        const proceed = await deps.confirm(identity, current.abort.signal)
        if (pending === current) pending = undefined
        // Read again: the host may have cancelled while the screen was up.
        if ((current.stop as Pending['stop']) === 'modal') throw new SocialLoginCancelled(MODAL_CLOSED)
        if (!proceed) throw new SocialLoginCancelled(SIGN_IN_DECLINED)
        const { token, account } = await deps.api.collectSocial(
          current.requestId,
          current.secret,
          deviceId,
          current.code,
        )
        return deps.signIn(token, account)
      }
      if (pending === current) pending = undefined
      throw new SocialLoginCancelled(current.stop === 'popup' ? POPUP_CLOSED : MODAL_CLOSED)
    },

    /** The host left the frame's screen: a confirmation showing now ends as 'Modal closed' (nothing else changes). */
    cancelConfirmation(): void {
      if (pending?.confirming) this.cancel(false)
    },

    /** Stops the poll: after one last look when the popup closed, at once otherwise. */
    cancel(popupClosed: boolean): void {
      if (!pending) return
      pending.stop = popupClosed ? 'popup' : 'modal'
      // A closed popup does not stop the confirmation: the popup's part is done by then.
      if (!popupClosed) pending.abort.abort()
      pending.wake()
    },
  }
}

/** The social login of one signer session. */
export type SocialLogin = ReturnType<typeof createSocialLogin>
