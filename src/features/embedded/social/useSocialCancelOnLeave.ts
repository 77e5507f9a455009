import { useEffect } from 'react'
import { cancelSocialLogin } from '../../../actions/cancelSocialLogin.js'
import type { ModalContext } from '../../../core/context.js'
import { topView } from '../../../core/navigation.js'
import { setSocialFlow } from '../../../core/storeUpdates.js'

/**
 * Leaving a social connecting view while its login still runs (Back, Close, Escape) cancels it:
 * the signer stops polling and the popup closes ('Modal closed', spec section 8). The signer's
 * own screen on top (ApproveTransaction: it asks the user to confirm whom the login signs in as)
 * is part of the login, not a way out of it: leaving that screen cancels it instead (cancelApproval).
 */
export function useSocialCancelOnLeave(context: ModalContext): void {
  useEffect(
    () => () => {
      const { embedded, router } = context.store.getState()
      const social = embedded.social
      if (social && router.open && topView(router) === 'ApproveTransaction') return
      if (social && social.step !== 'failed') void cancelSocialLogin(context)
      else if (social) setSocialFlow(context.store, undefined)
    },
    [context],
  )
}
