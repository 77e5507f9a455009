import { useEffect } from 'react'
import { cancelSocialLogin } from '../../../actions/cancelSocialLogin.js'
import type { ModalContext } from '../../../core/context.js'
import { setSocialFlow } from '../../../core/storeUpdates.js'

/**
 * Leaving a social connecting view while its login still runs (Back, Close, Escape) cancels it:
 * the signer stops polling and the popup closes ('Modal closed', spec section 8).
 */
export function useSocialCancelOnLeave(context: ModalContext): void {
  useEffect(
    () => () => {
      const social = context.store.getState().embedded.social
      if (social && social.step !== 'failed') void cancelSocialLogin(context)
      else if (social) setSocialFlow(context.store, undefined)
    },
    [context],
  )
}
