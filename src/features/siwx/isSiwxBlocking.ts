import { topView } from '../../core/navigation.js'
import { isSiwxEnabled } from '../../core/siwx.js'
import { activeAccount, type ModalState } from '../../core/store.js'

/**
 * True while the host requires sign-in (`siwx.required`) and the connected account has no session
 * (spec section 2): the modal may then show nothing but SIWXSignMessage.
 */
export function isSignInPending(state: ModalState): boolean {
  const siwx = state.options.siwx
  if (!siwx?.required || !isSiwxEnabled(siwx)) return false
  const account = activeAccount(state)
  return account.status === 'connected' && !!account.caipAddress && !state.siwx.sessions[account.caipAddress]
}

/**
 * True while SIWXSignMessage must not be dismissed (spec section 2): sign-in required and the
 * active account has no session yet. The dialog then offers no close button, Escape or backdrop.
 */
export function isSiwxBlocking(state: ModalState): boolean {
  if (topView(state.router) !== 'SIWXSignMessage' || !state.options.siwx?.required) return false
  const caipAddress = activeAccount(state).caipAddress
  return !caipAddress || !state.siwx.sessions[caipAddress]
}
