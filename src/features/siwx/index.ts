/** The SIWX feature's public face: SIWXSignMessage (lazy), the sign-in trigger, and the rule that blocks dismissal. */
import { lazy } from 'react'
import { isSiwxEnabled } from '../../core/siwx.js'
import { titledView, type ViewRegistry } from '../../ui/viewRegistry.js'

export { isSignInPending, isSiwxBlocking } from './isSiwxBlocking.js'
export { watchSignIn } from './watchSignIn.js'

export const siwxViews: ViewRegistry = {
  SIWXSignMessage: titledView('siwxTitle', {
    component: lazy(() => import('./SiwxSignMessageView.js')),
    home: true,
    enabled: (options) => isSiwxEnabled(options.siwx),
  }),
}
