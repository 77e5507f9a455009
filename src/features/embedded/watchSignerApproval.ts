import type { ModalContext } from '../../core/context.js'
import type { SignerClient } from '../../core/embedded/signerTypes.js'
import { goBack, openModal, pushView, topView } from '../../core/navigation.js'

/**
 * When the signer frame asks to be seen (its Approve or passphrase screen), ApproveTransaction
 * opens (over the current view, or opening the modal); when it is done, that view goes again.
 * Loaded with the signer client, not before the Connect view paints.
 */
export function watchSignerApproval(context: ModalContext, client: SignerClient): () => void {
  const { store } = context
  const onApproval = (open: boolean) => {
    store.setState((s) => ({ embedded: { ...s.embedded, approval: open } }))
    const { router } = store.getState()
    const onTop = topView(router) === 'ApproveTransaction'
    if (open && !onTop) {
      if (router.open) pushView(store, 'ApproveTransaction')
      else openModal(store, 'ApproveTransaction')
    } else if (!open && onTop) {
      // Back to the view under it; with none the modal closes.
      goBack(store)
    }
  }
  const off = client.onApproval(onApproval)
  // This module loads lazily: the frame may have asked to be seen already.
  if (client.approvalOpen()) onApproval(true)
  return off
}
