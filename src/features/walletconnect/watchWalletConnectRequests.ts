import type { ModalContext } from '../../core/context.js'
import { firstPaintMessages as messages } from '../../core/firstPaintMessages.js'
import { showToast } from '../../core/store.js'

/**
 * The WalletConnect waiting state, a store subscriber: while a request waits for the phone
 * (`walletConnect.pending`), the 'Approve the request in your wallet' loading toast shows; it goes
 * when the wallet answers, unless another toast replaced it meanwhile.
 * @returns the unsubscribe function.
 */
export function watchWalletConnectRequests({ store }: ModalContext): () => void {
  let pending = store.getState().walletConnect.pending
  return store.subscribe(() => {
    if (store.getState().walletConnect.pending === pending) return
    pending = store.getState().walletConnect.pending
    if (pending) showToast(store, { variant: 'loading', message: messages.wcWaiting })
    else if (store.getState().toast?.message === messages.wcWaiting) showToast(store, undefined)
  })
}
