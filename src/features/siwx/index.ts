/** The SIWX feature's public face: SIWXSignMessage (lazy), the sign-in trigger, and the rule that blocks dismissal. */
import { lazy } from 'react'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import { isSiwxEnabled } from '../../core/siwx.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export { isSignInPending, isSiwxBlocking } from './isSiwxBlocking.js'
export { watchSignIn } from './watchSignIn.js'

export const siwxViews: ViewRegistry = {
  SIWXSignMessage: {
    get title() {
      return messages.siwxTitle
    },
    component: lazy(() => import('./SiwxSignMessageView.js')),
    home: true,
    enabled: (options) => isSiwxEnabled(options.siwx),
  },
}
