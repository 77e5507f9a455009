import type { ModalContext } from '../../core/context.js'
import { firstPaintTexts as messages } from '../../core/i18n/firstPaintTexts.js'
import { showToast } from '../../core/store.js'

/**
 * The WalletConnect waiting state, a store subscriber: while a request waits for the phone
 * (`walletConnect.pending`), the 'Approve the request in your wallet' loading toast shows; it goes
 * when the wallet answers, unless another toast replaced it meanwhile.
 * @returns the unsubscribe function.
 */
export function watchWalletConnectRequests({ store }: ModalContext): () => void {
  let pending = store.getState().walletConnect.pending
  // The text shown (in the locale active then), to clear exactly that toast.
  let shown: string | undefined
  return store.subscribe(() => {
    if (store.getState().walletConnect.pending === pending) return
    pending = store.getState().walletConnect.pending
    if (pending) showToast(store, { variant: 'loading', message: (shown = messages.wcWaiting) })
    else if (shown !== undefined && store.getState().toast?.message === shown) showToast(store, undefined)
  })
}
