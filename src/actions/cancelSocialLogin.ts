import type { ModalContext } from '../core/context.js'
import { setSocialFlow } from '../core/storeUpdates.js'

export type CancelSocialLoginReturnType = void
/** Never rejects. */
export type CancelSocialLoginErrorType = never

/**
 * Stops the social login in progress (Cancel on its connecting view, or the view left by closing
 * the modal): forgets the flow, so its late steps are ignored, and has the signer stop polling; the
 * waiting `connectSocial` ends with 'Modal closed' and closes the popup. Nothing happens without one.
 */
export async function cancelSocialLogin(context: ModalContext): Promise<CancelSocialLoginReturnType> {
  if (!context.store.getState().embedded.social) return
  setSocialFlow(context.store, undefined)
  await context.embedded
    .current()
    ?.request('cancelSocialLogin', { popupClosed: false })
    .catch(() => undefined)
}
