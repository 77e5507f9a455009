import type { ModalContext } from '../core/context.js'
import { closeModal } from '../core/navigation.js'
import { activeCaipNetworkId, findNetwork, showToast } from '../core/store.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

/** What Cancel did: closed the view, switched back to the last signed-in network, or disconnected. */
export type CancelSignInReturnType = 'closed' | 'switched' | 'disconnected'
/** Never rejects: a wallet that refuses to switch back is disconnected. */
export type CancelSignInErrorType = never

/**
 * Cancel on SIWXSignMessage (spec section 4): sign-in not required, just close. Required: switch
 * back to the last network that has a session, otherwise (or when the wallet refuses) disconnect.
 */
export async function cancelSignIn(context: ModalContext): Promise<CancelSignInReturnType> {
  const { store } = context
  const state = store.getState()
  showToast(store, undefined)
  if (!state.options.siwx?.required) {
    closeModal(store)
    return 'closed'
  }
  const last = state.siwx.lastSessionNetwork
  if (last && last !== activeCaipNetworkId(state) && findNetwork(state, last)) {
    try {
      closeModal(store)
      await switchNetwork(context, { caipNetworkId: last })
      return 'switched'
    } catch {
      // The wallet refused to switch back: without a session the account cannot stay.
    }
  }
  await disconnect(context)
  return 'disconnected'
}
