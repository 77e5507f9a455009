import type { ModalContext } from '../core/context.js'
import { openModal } from '../core/navigation.js'
import { showToast } from '../core/store.js'
import { setEmailFlow } from '../core/storeUpdates.js'
import { disconnect } from './disconnect.js'
import { embeddedMessages } from '../features/embedded/messages.js'

export type ResetEmbeddedWalletReturnType = void
/** Never rejects. */
export type ResetEmbeddedWalletErrorType = never

/**
 * The embedded wallet's failure path (spec section 8): the signer frame was not ready in time (or
 * went away), so toast 'A problem occurred while trying initialize authentication', remove the
 * frame, disconnect, and show Connect again (the toast lives in the modal).
 */
export async function resetEmbeddedWallet(context: ModalContext): Promise<ResetEmbeddedWalletReturnType> {
  const { store } = context
  context.embedded.reset()
  setEmailFlow(store, undefined)
  const accounts = Object.values(store.getState().accounts)
  if (accounts.some((a) => a?.status === 'connected' || a?.status === 'connecting')) await disconnect(context)
  openModal(store, 'Connect')
  showToast(store, { variant: 'error', message: embeddedMessages.authInitFailed })
}
