import { parseCaipAddress } from '../core/caip.js'
import type { ModalContext } from '../core/context.js'
import { openModal, topView } from '../core/navigation.js'
import { isLive } from '../core/siwxLocalStorage.js'
import { activeAccount } from '../core/store.js'
import { isSiwxEnabled } from '../core/siwx.js'
import { rememberSession, siwxStorageOf } from './siwxSessions.js'

/** 'session' when the active account has a live session (now kept in the store), 'sign-in' when SIWXSignMessage opened. */
export type CheckSignInReturnType = 'session' | 'sign-in' | undefined
/** Never rejects: a storage that cannot answer counts as no session. */
export type CheckSignInErrorType = never

/**
 * After the active account changed (spec section 4): finds its live session (store, then the
 * storage), or opens SIWXSignMessage. Does nothing without SIWX, without a connected account, or
 * when the account changed again meanwhile.
 */
export async function checkSignIn(context: ModalContext): Promise<CheckSignInReturnType> {
  const { store } = context
  if (!isSiwxEnabled(store.getState().options.siwx)) return undefined
  const account = activeAccount(store.getState())
  const caipAddress = account.caipAddress
  if (account.status !== 'connected' || !caipAddress) return undefined
  const known = store.getState().siwx.sessions[caipAddress]
  if (known && isLive(known)) return 'session'
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  const sessions = await siwxStorageOf(context)
    .get(caipNetworkId, address)
    .catch(() => [])
  if (activeAccount(store.getState()).caipAddress !== caipAddress) return undefined
  // A sign-in that ended while the storage answered (its answer predates the new session) wins.
  const signed = store.getState().siwx.sessions[caipAddress]
  if (signed && isLive(signed)) return 'session'
  const live = sessions.find((s) => isLive(s))
  if (live) {
    rememberSession(context, live)
    // The host opened the modal while the session was still being looked up: show what it asked for.
    const { router } = store.getState()
    if (router.open && topView(router) === 'SIWXSignMessage') openModal(store)
    return 'session'
  }
  openModal(store, 'SIWXSignMessage')
  return 'sign-in'
}
