/** The SIWX feature's public face: SIWXSignMessage (lazy), the sign-in trigger, and the rule that blocks dismissal. */
import { lazy } from 'react'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import { isSiwxEnabled } from '../../core/siwx.js'
import type { ViewRegistry } from '../../ui/viewRegistry.js'

export { isSignInPending, isSiwxBlocking } from './isSiwxBlocking.js'
export { watchSignIn } from './watchSignIn.js'

export const siwxViews: ViewRegistry = {
  SIWXSignMessage: { title: messages.siwxTitle, component: lazy(() => import('./SiwxSignMessageView.js')), home: true, enabled: (options) => isSiwxEnabled(options.siwx) },
}
